import type { ApiClient } from '../client';
import type { QueryInvalidator } from '../common/queryTypes';

/** Query keys of the account's image library. */
export const uploadsKeys = {
  all: ['uploads'] as const,
  list: () => [...uploadsKeys.all, 'list'] as const,
};

export const uploadsQueries = {
  /** `GET /api/uploads`: the images, newest first, with the storage used and the quota. */
  list: (client: ApiClient) => ({
    queryKey: uploadsKeys.list(),
    queryFn: () => client.listUploads(),
  }),
};

export const uploadsMutations = {
  /** `POST /api/uploads`; the library (and its storage figures) reads again. */
  upload: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationFn: (input: { file: Blob; name?: string }) =>
      client.uploadImage(input.file, { name: input.name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadsKeys.all }),
  }),
  /** `DELETE /api/uploads/:id`; the library reads again. */
  remove: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationFn: (id: string) => client.removeUpload(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadsKeys.all }),
  }),
};
