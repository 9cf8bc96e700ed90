import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DeleteAccountInput,
  EmailChangeConfirmInput,
  EmailChangeInput,
  ProfileUpdateInput,
} from '../../profile/profile.schemas';
import { useApiClient } from '../ApiClientProvider';

/** Changes the account's name; the signed-in user is read again. */
export function useUpdateProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => client.updateProfile(input),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Asks for an email change: a link goes to the new address. */
export function useChangeEmail() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: EmailChangeInput) => client.changeEmail(input) });
}

/** Confirms an email change from its link. */
export function useConfirmEmail() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailChangeConfirmInput) => client.confirmEmail(input),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Deletes the account and every record of it. */
export function useDeleteAccount() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: DeleteAccountInput) => client.deleteAccount(input) });
}
