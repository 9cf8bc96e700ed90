import type { ApiClient } from '../client';
import { isApiError } from '../errors';

/** Query keys of the dashboard's summary read. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  counts: () => [...dashboardKeys.all, 'counts'] as const,
};

/** The dashboard's cards and checklist: how many of each the user has, never the lists. */
export interface DashboardCounts {
  contacts: number;
  campaigns: number;
  templates: number;
  /** Whether a campaign has been sent (or is sending): the checklist's last step. */
  hasSent: boolean;
}

/** Statuses of a campaign that has gone out, in whole or in part. */
const SENT_STATUSES = ['sent', 'sending'] as const;

export const dashboardQueries = {
  /**
   * The dashboard's counts: each area's count (`GET /api/contacts/count`, and the `total` of a
   * one-row page of campaigns and of templates), never a whole list. A 401 on any of them resolves
   * to null ("no data") instead of an error, as the spec's dashboard does (section 6).
   */
  counts: (client: ApiClient) => ({
    queryKey: dashboardKeys.counts(),
    queryFn: async (): Promise<DashboardCounts | null> => {
      try {
        const [contacts, campaigns, templates, sent] = await Promise.all([
          client.countContacts({}),
          client.getCampaignPage({ limit: 1 }),
          client.getEmailTemplatePage({ limit: 1 }),
          client.getCampaignPage({ limit: 1, status: SENT_STATUSES }),
        ]);
        return {
          contacts,
          campaigns: campaigns.total,
          templates: templates.total,
          // Checked on the row too: a server that does not filter by status yet answers its newest
          // campaign, which says "sent" only when it is.
          hasSent: sent.items.some((campaign) =>
            (SENT_STATUSES as readonly string[]).includes(campaign.status),
          ),
        };
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
  }),
};
