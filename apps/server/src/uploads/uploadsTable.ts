import type { Timestamp } from '../db/schema';

export interface UploadsTable {
  /** Random, unguessable: the image is public at `/uploads/<id>` (mail clients fetch it). */
  id: string;
  user_id: number;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_at: Timestamp;
}

// The uploads table joins the one Database type here, beside the code that owns it.
declare module '../db/schema' {
  interface Database {
    uploads: UploadsTable;
  }
}
