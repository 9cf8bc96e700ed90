import type { Timestamp } from './columnTypes';

/**
 * The server's own keys (the one that signs tracking links when APP_SECRET is unset). They belong
 * to no area and to no owner: the whole installation shares them, so the table keeps its name.
 */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}
