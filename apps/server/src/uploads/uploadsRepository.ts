import { randomBytes } from 'node:crypto';
import type { Db } from '../db/Db';
import { ownedBy, type Scope } from '../db/scope';

export interface StoredImage {
  contentType: string;
  data: Uint8Array;
}

/** Uploaded images, written by their owner. */
export function uploadsRepository({ db }: Db, scope: Scope) {
  return {
    async create(contentType: string, data: Uint8Array): Promise<string> {
      // 128 random bits: the URL is public (mail clients load it), so the id is the only secret.
      const id = randomBytes(16).toString('base64url');
      await db
        .insertInto('uploads')
        .values({
          id,
          ...ownedBy(scope),
          content_type: contentType,
          size: data.byteLength,
          data,
          created_at: new Date().toISOString(),
        })
        .execute();
      return id;
    },
  };
}

/** Uploaded images as the public read them: anyone who has the unguessable id, no scope. */
export function publicUploadsRepository({ db }: Db) {
  return {
    async find(id: string): Promise<StoredImage | undefined> {
      const row = await db
        .selectFrom('uploads')
        .select(['content_type', 'data'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { contentType: row.content_type, data: row.data };
    },
  };
}
