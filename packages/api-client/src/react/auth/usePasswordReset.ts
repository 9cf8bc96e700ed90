import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput } from '../../auth/auth.schemas';
import { useApiClient } from '../ApiClientProvider';

/** Asks for a reset link by mail (`POST /api/auth/forgot-password`). */
export function useForgotPassword() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: ForgotPasswordInput) => client.forgotPassword(input) });
}

/** Sets a new password from a reset link (`POST /api/auth/reset-password`). */
export function useResetPassword() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: ResetPasswordInput) => client.resetPassword(input) });
}
