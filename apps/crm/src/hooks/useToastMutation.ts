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
 * `mutate` and `mutateAsync` take the usual per-call options, run after the toast.
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
  const withToasts = (
    options: MutateOptions<TData, TError, TVariables, TContext> = {},
  ): MutateOptions<TData, TError, TVariables, TContext> => ({
    ...options,
    onSuccess: (data, variables, ...rest) => {
      const text =
        typeof toasts.success === 'function' ? toasts.success(data, variables) : toasts.success;
      show(text, 'Success', 'success');
      return options.onSuccess?.(data, variables, ...rest);
    },
    onError: (error, variables, ...rest) => {
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
      return options.onError?.(error, variables, ...rest);
    },
  });

  return {
    ...mutation,
    mutate: (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) =>
      mutation.mutate(variables, withToasts(options)),
    mutateAsync: (
      variables: TVariables,
      options?: MutateOptions<TData, TError, TVariables, TContext>,
    ) => mutation.mutateAsync(variables, withToasts(options)),
  };
}
