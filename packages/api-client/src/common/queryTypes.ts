/**
 * The slice of TanStack Query's `QueryClient` that write options need. Declared structurally so the
 * core stays free of any query library; a real `QueryClient` satisfies it.
 */
export interface QueryInvalidator {
  invalidateQueries(filters: { queryKey: readonly unknown[] }): Promise<void>;
}

/** Invalidates every key in `keys`, resolving once the active queries among them have refetched. */
export async function invalidateAll(
  queryClient: QueryInvalidator,
  keys: readonly (readonly unknown[])[],
): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
