import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { uploadsQueries } from '@crm/api-client';
import { useApiClient, useDeleteUpload, useUploadImage } from '@crm/api-client/react';
import type { ImageLibrary } from '@crm/email-builder/react';
import { inWords, toLibraryPage } from '../lib/builderImages';

/**
 * The builder's `onUploadImage` and `imageLibrary` on the account's uploads: images go to the
 * server (POST /api/uploads checks type, size, quota and the hourly cap), the library reads
 * GET /api/uploads each time it opens, and every change refreshes the Settings storage card.
 */
export function useBuilderImages() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutateAsync: upload } = useUploadImage();
  const { mutateAsync: remove } = useDeleteUpload();
  return useMemo(() => {
    const onUploadImage = async (file: File) => {
      try {
        return (await upload({ file, name: file.name })).url;
      } catch (error) {
        throw inWords(error);
      }
    };
    const imageLibrary: ImageLibrary = {
      list: async () => {
        try {
          return toLibraryPage(
            await queryClient.fetchQuery({ ...uploadsQueries.list(client), staleTime: 0 }),
          );
        } catch (error) {
          throw inWords(error);
        }
      },
      remove: async (id) => {
        try {
          await remove(id);
        } catch (error) {
          throw inWords(error);
        }
      },
    };
    return { onUploadImage, imageLibrary };
  }, [client, queryClient, upload, remove]);
}
