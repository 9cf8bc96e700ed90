import { randomBytes } from 'node:crypto';
import type { Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';

export interface StoredImage {
  contentType: string;
  data: Uint8Array;
}

/** An image in its owner's library. */
export interface UploadRow {
  id: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** Uploaded images, written, listed and deleted by their owner. */
export function uploadsRepository({ db }: Db, scope: Scope) {
  const owned = () => db.selectFrom('uploads').where(OWNER, '=', scope.ownerId);
  return {
    /** Bytes the owner's images take. */
    async usedBytes(): Promise<number> {
      const row = await owned()
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('used'))
        .executeTakeFirstOrThrow();
      return Number(row.used);
    },

    /** The owner's images, newest first (without their bytes). */
    async list(): Promise<UploadRow[]> {
      const rows = await owned()
        .select(['id', 'content_type', 'size', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        contentType: r.content_type,
        size: Number(r.size),
        createdAt: new Date(r.created_at as string | Date).toISOString(),
      }));
    },

    async remove(id: string): Promise<boolean> {
      const done = await db
        .deleteFrom('uploads')
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(done.numDeletedRows) > 0;
    },

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
