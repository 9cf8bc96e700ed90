import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadsMutations, uploadsQueries } from '../../uploads/uploads.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The account's image library and its storage used of the quota (`GET /api/uploads`). */
export function useUploads({ enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...uploadsQueries.list(client), enabled: signedIn && enabled });
}

/** Uploads an image (`POST /api/uploads`); the library reads again. */
export function useUploadImage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(uploadsMutations.upload(client, queryClient));
}

/** Deletes an image (`DELETE /api/uploads/:id`); the library reads again. */
export function useDeleteUpload() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(uploadsMutations.remove(client, queryClient));
}
