import type { ApiClient } from '../client';

/** Query keys of the dashboard's summary read. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  counts: () => [...dashboardKeys.all, 'counts'] as const,
};

/** The dashboard's cards: how many contacts, campaigns and templates the user has. */
export interface DashboardCounts {
  contacts: number;
  campaigns: number;
  templates: number;
}

export const dashboardQueries = {
  /**
   * The dashboard's counts. A 401 on any of its reads resolves to null ("no data") instead of an
   * error, as the spec's dashboard does (section 6).
   */
  counts: (client: ApiClient) => ({
    queryKey: dashboardKeys.counts(),
    queryFn: async (): Promise<DashboardCounts | null> => {
      const [contacts, campaigns, templates] = await Promise.all([
        // The count alone: the whole list of a million contacts just to count it was 249 MB.
        client.countContacts({}, { on401: 'null' }),
        client.getCampaigns({ on401: 'null' }),
        client.getEmailTemplates({ on401: 'null' }),
      ]);
      if (contacts === null || !campaigns || !templates) return null;
      return {
        contacts,
        campaigns: campaigns.length,
        templates: templates.length,
      };
    },
  }),
};
