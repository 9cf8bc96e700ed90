import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

export interface UploadsTable extends Owned {
  /** Random, unguessable: the image is public at `/uploads/<id>` (mail clients fetch it). */
  id: string;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_at: Timestamp;
}
