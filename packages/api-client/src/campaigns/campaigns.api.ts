import { SuccessResponseSchema } from '../common/common.schemas';
import { type Http, idSegment, reader } from '../http';
import {
  type Campaign,
  type CampaignCreateInput,
  CampaignListResponseSchema,
  CampaignResponseSchema,
} from './campaigns.schemas';

export function campaignsApi(http: Http) {
  return {
    /** `GET /api/campaigns`. */
    getCampaigns: reader<typeof CampaignListResponseSchema, Campaign[]>(
      http,
      '/api/campaigns',
      CampaignListResponseSchema,
      (b) => b.campaigns,
    ),
    /** `POST /api/campaigns`: the created campaign. */
    createCampaign: async (input: CampaignCreateInput): Promise<Campaign> =>
      (await http.json('POST', '/api/campaigns', CampaignResponseSchema, { json: input })).campaign,
    /** `POST /api/campaigns/{campaignId}/contacts`: `{ success: true }`. */
    addContactToCampaign: (campaignId: number, contactId: number) =>
      http.json('POST', `/api/campaigns/${idSegment(campaignId)}/contacts`, SuccessResponseSchema, {
        json: { contactId },
      }),
  };
}
