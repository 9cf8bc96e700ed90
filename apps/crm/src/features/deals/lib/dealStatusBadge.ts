import type { BadgeTone } from '@crm/ui';
import type { DealStatus } from '@crm/api-client';

/** How a deal's status reads wherever a badge shows it: open blue, won green, lost red. */
export const DEAL_STATUS_BADGE: Record<DealStatus, { tone: BadgeTone; text: string }> = {
  open: { tone: 'blue', text: 'Open' },
  won: { tone: 'green', text: 'Won' },
  lost: { tone: 'red', text: 'Lost' },
};
