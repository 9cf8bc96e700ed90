import type { Http } from '../http';
import {
  type UploadedImage,
  UploadImageResponseSchema,
  type UploadListResponse,
  UploadListResponseSchema,
} from './uploads.schemas';

export function uploadsApi(http: Http) {
  return {
    /**
     * `POST /api/uploads` (multipart, field `file`): stores a PNG, JPEG, GIF or WebP image of at
     * most 5 MB (type checked by content) and answers its public URL, for `onUploadImage`.
     * `onProgress` receives the share of the file sent so far (0..1).
     */
    uploadImage: async (
      file: Blob,
      options: { name?: string; onProgress?: (sent: number) => void } = {},
    ): Promise<UploadedImage> => {
      const formData = new FormData();
      formData.append('file', file, options.name ?? 'image');
      const answer = options.onProgress
        ? await http.upload('/api/uploads', UploadImageResponseSchema, formData, options.onProgress)
        : await http.json('POST', '/api/uploads', UploadImageResponseSchema, { formData });
      return answer.upload;
    },

    /** `GET /api/uploads`: the account's images, newest first, and its storage used and quota. */
    listUploads: (): Promise<UploadListResponse> =>
      http.json('GET', '/api/uploads', UploadListResponseSchema),

    /** `DELETE /api/uploads/:id`: the image is gone, and its public URL answers 404 from now on. */
    removeUpload: async (id: string): Promise<void> => {
      await http.send('DELETE', `/api/uploads/${encodeURIComponent(id)}`);
    },
  };
}
