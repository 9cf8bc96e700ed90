import { SuccessResponseSchema } from '../common/common.schemas';
import { type Http, idSegment, queryString, reader } from '../http';
import {
  type Campaign,
  type CampaignCreateInput,
  type CampaignUpdateInput,
  CampaignContactsPageResponseSchema,
  CampaignListResponseSchema,
  CampaignPageResponseSchema,
  CampaignResponseSchema,
} from './campaigns.schemas';

/** A page request: `cursor` is a previous answer's `nextCursor`. */
export interface PageParams {
  limit?: number;
  cursor?: string | null;
}

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
    /** `GET /api/campaigns?q=&limit=&cursor=`: one page of the campaigns matching `q`, newest first. */
    searchCampaigns: (query: PageParams & { q?: string } = {}) =>
      http.json(
        'GET',
        `/api/campaigns${queryString({ q: query.q, limit: query.limit, cursor: query.cursor ?? undefined })}`,
        CampaignPageResponseSchema,
      ),
    /** `GET /api/campaigns/{id}`. */
    getCampaign: (id: number): Promise<Campaign> => readCampaign('GET', campaignPath(id)),
    /** `POST /api/campaigns`: the created campaign. */
    createCampaign: (input: CampaignCreateInput): Promise<Campaign> =>
      readCampaign('POST', '/api/campaigns', input),
    /** `PATCH /api/campaigns/{id}`: changes a draft; 409 for any other status. */
    updateCampaign: (id: number, input: CampaignUpdateInput): Promise<Campaign> =>
      readCampaign('PATCH', campaignPath(id), input),
    /** `POST /api/campaigns/{id}/duplicate`: a new draft with the same content and contacts. */
    duplicateCampaign: (id: number): Promise<Campaign> =>
      readCampaign('POST', `${campaignPath(id)}/duplicate`, {}),
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
    getCampaignContacts: (id: number, query: PageParams = {}) =>
      http.json(
        'GET',
        `${campaignPath(id)}/contacts${queryString({ limit: query.limit, cursor: query.cursor ?? undefined })}`,
        CampaignContactsPageResponseSchema,
      ),
  };
}
