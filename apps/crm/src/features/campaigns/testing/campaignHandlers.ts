import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  type AbTestSettings,
  type CampaignAbTest,
  CampaignCreateInputSchema,
  CampaignUpdateInputSchema,
  CampaignTemplateFormSchema,
  type Campaign,
  type CampaignContact,
} from '@crm/api-client';
import { buildCampaign, buildCampaignContact, buildEmailTemplate } from '@crm/api-client/testing';
import { readBody } from '../../../testing/handlers';

export interface CampaignHandlerOptions {
  /**
   * The user's campaigns, oldest first.
   * @default one sent, one scheduled, one draft and one archived campaign
   */
  campaigns?: Campaign[];
  /**
   * The contacts added to every campaign.
   * @default two contacts
   */
  contacts?: CampaignContact[];
  /**
   * What the list read does: answer, never answer (loading), or fail.
   * @default 'ok'
   */
  list?: 'ok' | 'pending' | 'error';
}

export const storyCampaigns: Campaign[] = [
  buildCampaign({
    id: 1,
    name: 'Spring Sale',
    subject: 'Our spring sale starts now',
    status: 'sent',
    sentCount: 1200,
    openCount: 300,
    clickCount: 45,
  }),
  buildCampaign({
    id: 2,
    name: 'Summer Launch',
    subject: 'Something new for summer',
    status: 'scheduled',
    scheduledAt: '2030-06-15T10:30:00.000Z',
  }),
  buildCampaign({ id: 3, name: 'Monthly Newsletter', subject: 'News from May' }),
  buildCampaign({ id: 4, name: 'Old Offer', subject: 'Last year', status: 'archived' }),
];

export const storyRecipients: CampaignContact[] = [
  buildCampaignContact({ id: 1, addedAt: '2024-04-02T09:00:00.000Z' }),
  buildCampaignContact({
    id: 2,
    firstName: 'Alan',
    lastName: 'Turing',
    addedAt: '2024-04-03T09:00:00.000Z',
  }),
];

/** A saved test's settings as an answer carries them before the send: no winner yet. */
const unsent = (abTest: AbTestSettings | null): CampaignAbTest | null =>
  abTest && {
    ...abTest,
    decideAt: null,
    winner: null,
    chosenAt: null,
    chosenHow: null,
    reason: null,
  };

const matches = (campaign: Campaign, q: string) =>
  !q || `${campaign.name}\n${campaign.subject}`.toLowerCase().includes(q.toLowerCase());

/**
 * `/api/campaigns` as the server answers it: the searched, paged list (newest first), create, edit,
 * duplicate, archive, delete and the contacts of a campaign; plus the Campaigns page's template
 * create. Bodies are parsed with the contract.
 */
export function campaignHandlers({
  campaigns = storyCampaigns,
  contacts = storyRecipients,
  list = 'ok',
}: CampaignHandlerOptions = {}): RequestHandler[] {
  let stored = [...campaigns];
  let nextId = 100;
  // Every answer goes through the factory, so it is one the contract parses.
  const replace = (changed: Campaign) => {
    const campaign = buildCampaign(changed);
    stored = stored.map((candidate) => (candidate.id === campaign.id ? campaign : candidate));
    return campaign;
  };
  const find = (id: unknown) => stored.find((campaign) => campaign.id === Number(id));
  const notFound = () => HttpResponse.json({ message: 'Campaign not found' }, { status: 404 });
  return [
    http.get('/api/campaigns', async ({ request }) => {
      if (list === 'pending') await delay('infinite');
      if (list === 'error') {
        return HttpResponse.json({ message: 'Database unavailable' }, { status: 500 });
      }
      const url = new URL(request.url);
      const q = url.searchParams.get('q') ?? '';
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const cursor = Number(url.searchParams.get('cursor') ?? Infinity);
      const matching = stored.filter((campaign) => matches(campaign, q)).reverse();
      const page = matching.filter((campaign) => campaign.id < cursor).slice(0, limit);
      const last = page.at(-1);
      const more = last && matching.some((campaign) => campaign.id < last.id);
      return HttpResponse.json({
        campaigns: page,
        nextCursor: more ? String(last.id) : null,
        total: matching.length,
      });
    }),
    http.post('/api/campaigns', async ({ request }) => {
      const { body, refused } = await readBody(request, CampaignCreateInputSchema);
      if (refused) return refused;
      const campaign = buildCampaign({ ...body, abTest: unsent(body.abTest), id: nextId++ });
      stored = [...stored, campaign];
      return HttpResponse.json({ campaign }, { status: 201 });
    }),
    http.patch('/api/campaigns/:id', async ({ request, params }) => {
      const { body, refused } = await readBody(request, CampaignUpdateInputSchema);
      if (refused) return refused;
      const current = find(params.id);
      if (!current) return notFound();
      const changes = Object.fromEntries(
        Object.entries({
          ...body,
          abTest: body.abTest === undefined ? undefined : unsent(body.abTest),
        }).filter(([, value]) => value !== undefined),
      );
      return HttpResponse.json({ campaign: replace({ ...current, ...changes }) });
    }),
    http.post('/api/campaigns/:id/duplicate', ({ params }) => {
      const current = find(params.id);
      if (!current) return notFound();
      const campaign = buildCampaign({
        ...current,
        id: nextId++,
        name: `${current.name} (copy)`,
        status: 'draft',
        scheduledAt: null,
        sentCount: 0,
        openCount: 0,
        clickCount: 0,
      });
      stored = [...stored, campaign];
      return HttpResponse.json({ campaign }, { status: 201 });
    }),
    http.post('/api/campaigns/:id/archive', ({ params }) => {
      const current = find(params.id);
      if (!current) return notFound();
      return HttpResponse.json({ campaign: replace({ ...current, status: 'archived' }) });
    }),
    http.delete('/api/campaigns/:id', ({ params }) => {
      if (!find(params.id)) return notFound();
      stored = stored.filter((campaign) => campaign.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/campaigns/:id/contacts', ({ request }) => {
      const state = new URL(request.url).searchParams.get('state');
      const kept = state ? contacts.filter((contact) => contact.state === state) : contacts;
      const counts: Record<string, number> = {};
      for (const contact of contacts) counts[contact.state] = (counts[contact.state] ?? 0) + 1;
      return HttpResponse.json({ contacts: kept, nextCursor: null, total: kept.length, counts });
    }),
    http.post('/api/email-templates', async ({ request }) => {
      const { body, refused } = await readBody(request, CampaignTemplateFormSchema);
      if (refused) return refused;
      return HttpResponse.json(
        { template: buildEmailTemplate({ ...body, id: 200 }) },
        { status: 201 },
      );
    }),
  ];
}
