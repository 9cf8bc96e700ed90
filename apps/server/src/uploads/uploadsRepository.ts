import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import './uploadsTable';

export interface StoredImage {
  contentType: string;
  data: Uint8Array;
}

/** Uploaded images: written by their owner, read by anyone who has the unguessable id. */
export function uploadsRepository(db: Kysely<Database>) {
  return {
    async create(userId: number, contentType: string, data: Uint8Array): Promise<string> {
      // 128 random bits: the URL is public (mail clients load it), so the id is the only secret.
      const id = randomBytes(16).toString('base64url');
      await db
        .insertInto('uploads')
        .values({
          id,
          user_id: userId,
          content_type: contentType,
          size: data.byteLength,
          data,
          created_at: new Date().toISOString(),
        })
        .execute();
      return id;
    },

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
