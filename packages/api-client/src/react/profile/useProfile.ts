import { useMutation } from '@tanstack/react-query';
import type {
  DeleteAccountInput,
  EmailChangeConfirmInput,
  EmailChangeInput,
  ProfileUpdateInput,
} from '../../profile/profile.schemas';
import { useApiClient } from '../ApiClientProvider';
import { useAuth } from '../useAuth';

/** Changes the account's name; the signed-in user is read again. */
export function useUpdateProfile() {
  const client = useApiClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => client.updateProfile(input),
    onSuccess: () => refreshUser(),
  });
}

/** Asks for an email change: a link goes to the new address. */
export function useChangeEmail() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: EmailChangeInput) => client.changeEmail(input) });
}

/** Confirms an email change from its link; a signed-in user is read again. */
export function useConfirmEmail() {
  const client = useApiClient();
  const { isAuthenticated, refreshUser } = useAuth();
  return useMutation({
    mutationFn: (input: EmailChangeConfirmInput) => client.confirmEmail(input),
    onSuccess: () => (isAuthenticated ? refreshUser() : undefined),
  });
}

/** Deletes the account and every record of it. */
export function useDeleteAccount() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: DeleteAccountInput) => client.deleteAccount(input) });
}
