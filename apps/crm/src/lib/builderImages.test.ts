import { describe, expect, it } from 'vitest';
import { ApiError, UPLOAD_QUOTA_MESSAGE } from '@crm/api-client';
import { inWords, toLibraryPage, TRY_AGAIN } from './builderImages';

describe('inWords', () => {
  it("gives the builder the server's quota message, not the status and JSON body", () => {
    const overQuota = new ApiError(413, '', JSON.stringify({ message: UPLOAD_QUOTA_MESSAGE }));
    expect(overQuota.message).toMatch(/^413: \{/);
    expect(inWords(overQuota).message).toBe(
      'Your images use all of your 50 MB of storage. Delete images you no longer use and try again.',
    );
  });

  it('says try again for a server error or a network failure', () => {
    expect(inWords(new ApiError(500, 'Internal Server Error', '')).message).toBe(TRY_AGAIN);
    expect(inWords(new TypeError('Failed to fetch')).message).toBe(TRY_AGAIN);
  });
});

describe('toLibraryPage', () => {
  it('lists the uploads newest first as given, with the storage figures', () => {
    const upload = {
      id: 'a'.repeat(22),
      url: 'http://localhost/uploads/aaa',
      contentType: 'image/png' as const,
      size: 2048,
      createdAt: '2026-11-27T12:00:00.000Z',
    };
    expect(toLibraryPage({ uploads: [upload], usedBytes: 2048, quotaBytes: 52428800 })).toEqual({
      images: [upload],
      usedBytes: 2048,
      quotaBytes: 52428800,
    });
  });
});
