import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { toast } from '@crm/ui';
import { getErrorMessage, type ErrorMessageOptions } from '@crm/api-client';

/** A toast's text: a description under the default title, or both. */
export type ToastText = string | { title: string; description?: string };

export interface MutationToasts<TData, TVariables> {
  /**
   * The spec's success toast (section 8), e.g. 'Workflow created successfully' (titled Success),
   * or a function of the answer, e.g. for 'Successfully imported {n} contacts.'.
   */
  success: ToastText | ((data: TData, variables: TVariables) => ToastText);
  /**
   * The spec's failure text, shown when the server sent no message of its own (see
   * `getErrorMessage`), e.g. 'Failed to create workflow'. The toast is titled Error unless `title`.
   */
  error: string | ({ title?: string; fallback: string } & ErrorMessageOptions);
}

function show(text: ToastText, defaultTitle: string, variant: 'success' | 'destructive') {
  toast(
    typeof text === 'string'
      ? { title: defaultTitle, description: text, variant }
      : { ...text, variant },
  );
}

/**
 * One way to run a write: wraps a mutation hook of `@crm/api-client/react` (which invalidates its
 * area's queries through the key factory) so that every call shows the spec's success or error toast.
 * `mutate` and `mutateAsync` take the usual per-call options. The toasts follow the call's promise,
 * not per-call callbacks, which TanStack skips once the calling component has unmounted (a row
 * deleted from under its own menu would otherwise never say so).
 *
 * ```tsx
 * const createWorkflow = useToastMutation(useCreateWorkflow(), {
 *   success: 'Workflow created successfully',
 *   error: 'Failed to create workflow',
 * });
 * ```
 */
export function useToastMutation<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
  toasts: MutationToasts<TData, TVariables>,
) {
  const mutateAsync = async (
    variables: TVariables,
    options?: MutateOptions<TData, TError, TVariables, TContext>,
  ): Promise<TData> => {
    try {
      const data = await mutation.mutateAsync(variables, options);
      const text =
        typeof toasts.success === 'function' ? toasts.success(data, variables) : toasts.success;
      show(text, 'Success', 'success');
      return data;
    } catch (error) {
      const {
        title = 'Error',
        fallback,
        ...messageOptions
      } = typeof toasts.error === 'string' ? { fallback: toasts.error } : toasts.error;
      show(
        { title, description: getErrorMessage(error, fallback, messageOptions) },
        title,
        'destructive',
      );
      throw error;
    }
  };

  return {
    ...mutation,
    mutateAsync,
    mutate: (
      variables: TVariables,
      options?: MutateOptions<TData, TError, TVariables, TContext>,
    ): void => {
      // The failure has been shown as a toast; nothing else awaits this call.
      mutateAsync(variables, options).catch(() => undefined);
    },
  };
}
