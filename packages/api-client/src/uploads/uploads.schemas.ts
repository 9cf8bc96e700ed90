import * as v from 'valibot';

/** The image types an upload may be: checked by the file's content on the server, never SVG (it can carry script). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** Largest image `POST /api/uploads` takes: 5 MB (mail clients load every image of an email). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UPLOAD_NO_FILE_MESSAGE = 'Choose an image to upload.';
export const UPLOAD_TOO_LARGE_MESSAGE = 'The image is too large. The limit is 5 MB.';
export const UPLOAD_TYPE_MESSAGE = 'Only PNG, JPEG, GIF and WebP images can be uploaded.';

/** Storage one account's images may take in all: 50 MB (issue 26 §3). */
export const UPLOAD_QUOTA_BYTES = 50 * 1024 * 1024;
/** Images may have at most this many pixels a side (decoders allocate what the file declares). */
export const UPLOAD_MAX_SIDE = 8000;
/** Uploads one account may make in an hour. */
export const UPLOADS_PER_HOUR = 60;

export const UPLOAD_QUOTA_MESSAGE =
  'Your images use all of your 50 MB of storage. Delete images you no longer use and try again.';
export const uploadDimensionsMessage = (width: number, height: number) =>
  `This image is ${width} × ${height} pixels; images may be at most ${UPLOAD_MAX_SIDE} pixels wide and high.`;

/** A stored image. `url` is absolute when the server knows its public address. */
export const UploadedImageSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  url: v.string(),
  contentType: v.picklist(UPLOAD_IMAGE_TYPES),
  size: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_UPLOAD_BYTES)),
});
export type UploadedImage = v.InferOutput<typeof UploadedImageSchema>;

/** `POST /api/uploads` (multipart, field `file`) answers `201 { upload }`. */
export const UploadImageResponseSchema = v.object({ upload: UploadedImageSchema });
export type UploadImageResponse = v.InferOutput<typeof UploadImageResponseSchema>;

/** An image in the account's library (`GET /api/uploads`), newest first. */
export const UploadListItemSchema = v.object({
  ...UploadedImageSchema.entries,
  createdAt: v.string(),
});
export type UploadListItem = v.InferOutput<typeof UploadListItemSchema>;

/** `GET /api/uploads`: the account's images and how much of its quota they use. */
export const UploadListResponseSchema = v.object({
  uploads: v.array(UploadListItemSchema),
  usedBytes: v.number(),
  quotaBytes: v.number(),
});
export type UploadListResponse = v.InferOutput<typeof UploadListResponseSchema>;
