import { http, HttpResponse, type RequestHandler } from 'msw';
import { UPLOAD_QUOTA_BYTES, type UploadListItem } from '@crm/api-client';
import { buildUpload } from '@crm/api-client/testing';

const MB = 1024 * 1024;

const image = (id: string, contentType: UploadListItem['contentType'], mb: number, day: string) =>
  buildUpload({
    id,
    url: `/uploads/${id}`,
    contentType,
    size: Math.round(mb * MB),
    createdAt: `${day}T12:00:00.000Z`,
  });

/** Four images (one of each type) using 12.4 MB of the 50 MB quota, newest first. */
export const demoUploads: UploadListItem[] = [
  image('upload-logo-0000001', 'image/png', 0.3, '2024-03-30'),
  image('upload-banner-000002', 'image/jpeg', 4.6, '2024-03-20'),
  image('upload-team-0000003', 'image/webp', 4.5, '2024-02-02'),
  image('upload-anim-0000004', 'image/gif', 3, '2024-01-15'),
];

export interface UploadsHandlerOptions {
  /** @default demoUploads */
  uploads?: UploadListItem[];
  /** `GET /api/uploads` fails. */
  loadError?: boolean;
}

/** `/api/uploads` as the server answers it: the list with its storage figures, and delete. */
export function uploadsHandlers(options: UploadsHandlerOptions = {}): RequestHandler[] {
  let uploads = options.uploads ?? demoUploads;
  return [
    http.get('/api/uploads', () =>
      options.loadError
        ? HttpResponse.json({ message: 'Server error' }, { status: 500 })
        : HttpResponse.json({
            uploads,
            usedBytes: uploads.reduce((sum, upload) => sum + upload.size, 0),
            quotaBytes: UPLOAD_QUOTA_BYTES,
          }),
    ),
    http.delete('/api/uploads/:id', ({ params }) => {
      if (!uploads.some((upload) => upload.id === params.id))
        return HttpResponse.json({ message: 'Image not found' }, { status: 404 });
      uploads = uploads.filter((upload) => upload.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
