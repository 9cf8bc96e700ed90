import type { Timestamp } from '../db/columnTypes';
import type { Generated } from 'kysely';
import type { Owned } from '../db/scope';

/** Migration 025: a saved segment; `conditions` is the JSON of its `SegmentGroup`. */
export interface SegmentsTable extends Owned {
  id: Generated<number>;
  name: string;
  conditions: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
