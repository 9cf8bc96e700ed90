import { SuccessResponseSchema } from '../common/common.schemas';
import type { Page, PageParams } from '../common/pages';
import { type Http, idSegment, queryString, reader } from '../http';
import {
  type Campaign,
  type CampaignContact,
  type RecipientState,
  type CampaignStatus,
  type CampaignCreateInput,
  type CampaignUpdateInput,
  CampaignContactsPageResponseSchema,
  CampaignListResponseSchema,
  CampaignPageResponseSchema,
  CampaignResponseSchema,
} from './campaigns.schemas';
import {
  CampaignDetailResponseSchema,
  CampaignAudienceResponseSchema,
  type AudienceCountInput,
  AudienceCountResponseSchema,
  CampaignProgressResponseSchema,
  type TestSendInput,
  TestAddressListResponseSchema,
} from './campaignSending.schemas';
import { MessageSentResponseSchema } from '../sending/sending.schemas';
import { PreSendCheckResponseSchema, type SendCampaignInput } from './preSendCheck.schemas';
import type { PickAbWinnerInput } from './campaignAbTest.schemas';

const campaignPath = (id: number) => `/api/campaigns/${idSegment(id)}`;

export function campaignsApi(http: Http) {
  const readCampaign = async (method: string, path: string, input?: unknown) =>
    (
      await http.json(
        method,
        path,
        CampaignResponseSchema,
        input === undefined ? undefined : { json: input },
      )
    ).campaign;

  return {
    /** `GET /api/campaigns`: every campaign (the spec's list). */
    getCampaigns: reader<typeof CampaignListResponseSchema, Campaign[]>(
      http,
      '/api/campaigns',
      CampaignListResponseSchema,
      (b) => b.campaigns,
    ),
    /**
     * `GET /api/campaigns?q=&status=&limit=&cursor=`: one page of the campaigns matching `q` (and,
     * where the server filters by it, one of `status`), newest first.
     */
    getCampaignPage: async ({
      q,
      status,
      limit,
      cursor,
    }: PageParams & { q?: string; status?: readonly CampaignStatus[] } = {}): Promise<
      Page<Campaign>
    > => {
      const page = await http.json(
        'GET',
        `/api/campaigns${queryString({ q, status: status?.join(','), limit, cursor })}`,
        CampaignPageResponseSchema,
      );
      return { items: page.campaigns, nextCursor: page.nextCursor, total: page.total };
    },
    /** `GET /api/campaigns/{id}`: the campaign and its live progress in one read. */
    getCampaignDetail: (id: number) =>
      http.json('GET', campaignPath(id), CampaignDetailResponseSchema),
    /** `POST /api/campaigns`: the created campaign. */
    createCampaign: (input: CampaignCreateInput): Promise<Campaign> =>
      readCampaign('POST', '/api/campaigns', input),
    /** `PATCH /api/campaigns/{id}`: changes a draft; 409 for any other status. */
    updateCampaign: (id: number, input: CampaignUpdateInput): Promise<Campaign> =>
      readCampaign('PATCH', campaignPath(id), input),
    /** `POST /api/campaigns/{id}/ab-winner`: the user's pick of its A/B test's winner. */
    pickAbWinner: (id: number, input: PickAbWinnerInput): Promise<Campaign> =>
      readCampaign('POST', `${campaignPath(id)}/ab-winner`, input),
    /** `POST /api/campaigns/{id}/duplicate`: a new draft with the same content and contacts. */
    duplicateCampaign: (id: number): Promise<Campaign> =>
      readCampaign('POST', `${campaignPath(id)}/duplicate`, {}),
    /** `POST /api/campaigns/{id}/restore`: the archived campaign back, as sent or as a draft. */
    restoreCampaign: (id: number): Promise<Campaign> =>
      readCampaign('POST', `${campaignPath(id)}/restore`, {}),
    /** `POST /api/campaigns/{id}/archive`: the campaign, now archived. */
    archiveCampaign: (id: number): Promise<Campaign> =>
      readCampaign('POST', `${campaignPath(id)}/archive`, {}),
    /** `DELETE /api/campaigns/{id}`. */
    deleteCampaign: async (id: number): Promise<void> => {
      await http.send('DELETE', campaignPath(id));
    },
    /** `POST /api/campaigns/{campaignId}/contacts`: `{ success: true }`. */
    addContactToCampaign: (campaignId: number, contactId: number) =>
      http.json('POST', `${campaignPath(campaignId)}/contacts`, SuccessResponseSchema, {
        json: { contactId },
      }),
    /** `GET /api/campaigns/{id}/contacts?limit=&cursor=`: one page of the contacts added to it. */
    getCampaignContacts: async (
      id: number,
      query: PageParams & { state?: RecipientState } = {},
    ): Promise<Page<CampaignContact> & { counts?: Partial<Record<RecipientState, number>> }> => {
      const page = await http.json(
        'GET',
        `${campaignPath(id)}/contacts${queryString({ state: query.state, limit: query.limit, cursor: query.cursor })}`,
        CampaignContactsPageResponseSchema,
      );
      return {
        items: page.contacts,
        nextCursor: page.nextCursor,
        total: page.total,
        counts: page.counts,
      };
    },
    /**
     * `POST /api/campaigns/{id}/send` (202): queues every recipient; a campaign sends once. 409
     * while the pre-send check finds errors, unless `override` is given.
     */
    sendCampaign: (id: number, input: SendCampaignInput = {}) =>
      http.json('POST', `${campaignPath(id)}/send`, CampaignProgressResponseSchema, {
        json: input,
      }),
    /** `GET /api/campaigns/{id}/pre-send-check`: what to fix (errors) or consider (warnings). */
    getPreSendCheck: async (id: number) =>
      (await http.json('GET', `${campaignPath(id)}/pre-send-check`, PreSendCheckResponseSchema))
        .check,
    /** `POST /api/campaigns/{id}/test`: one copy to `email`. */
    sendTestEmail: (id: number, input: TestSendInput) =>
      http.json('POST', `${campaignPath(id)}/test`, MessageSentResponseSchema, { json: input }),
    /** `GET /api/campaigns/test-addresses`: where test sends may go besides the sign-in address. */
    getTestAddresses: async () =>
      (await http.json('GET', '/api/campaigns/test-addresses', TestAddressListResponseSchema))
        .addresses,
    /** `DELETE /api/campaigns/test-addresses/{email}`: test sends no longer go there. */
    removeTestAddress: async (email: string) => {
      await http.send('DELETE', `/api/campaigns/test-addresses/${encodeURIComponent(email)}`);
    },
    /** `POST /api/campaigns/{id}/cancel`: stops a scheduled or sending campaign. */
    cancelCampaign: (id: number) =>
      http.json('POST', `${campaignPath(id)}/cancel`, CampaignProgressResponseSchema),
    /** `POST /api/campaigns/audience/count`: how many an audience not saved yet would reach. */
    countAudience: (input: AudienceCountInput) =>
      http.json('POST', '/api/campaigns/audience/count', AudienceCountResponseSchema, {
        json: input,
      }),
    /** `GET /api/campaigns/{id}/audience`: who Send now would reach. */
    getCampaignAudience: (id: number) =>
      http.json('GET', `${campaignPath(id)}/audience`, CampaignAudienceResponseSchema),
    /** `GET /api/campaigns/{id}/progress`. */
    getCampaignProgress: (id: number) =>
      http.json('GET', `${campaignPath(id)}/progress`, CampaignProgressResponseSchema),
  };
}
