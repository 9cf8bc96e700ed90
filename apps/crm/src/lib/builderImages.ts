import { getErrorMessage, type UploadListResponse } from '@crm/api-client';
import type { ImageLibraryPage } from '@crm/email-builder/react';

/** What the builder says after "could not be uploaded:" when the server gave no reason. */
export const TRY_AGAIN = 'Please try again.';

/** The account's uploads as the builder's image library lists them. */
export const toLibraryPage = (response: UploadListResponse): ImageLibraryPage => ({
  images: response.uploads.map(({ id, url, contentType, size, createdAt }) => ({
    id,
    url,
    contentType,
    size,
    createdAt,
  })),
  usedBytes: response.usedBytes,
  quotaBytes: response.quotaBytes,
});

/**
 * A failed upload, list or delete as the builder shows it: the server's own words (the quota's
 * "Your images use all of your 50 MB ..." with its 413), never "413: {json}".
 */
export const inWords = (error: unknown) => new Error(getErrorMessage(error, TRY_AGAIN));
