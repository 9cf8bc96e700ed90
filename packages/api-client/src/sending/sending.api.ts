import type { ComposeEmailForm } from '../contacts/contacts.schemas';
import { type Http, idSegment } from '../http';
import {
  CampaignDetailResponseSchema,
  CampaignProgressResponseSchema,
  ContactEngagementResponseSchema,
  MessageSentResponseSchema,
  OutboxMessageResponseSchema,
  OutboxPageSchema,
  SendingStatusSchema,
  type TestSendInput,
} from './sending.schemas';

export function sendingApi(http: Http) {
  const campaign = (id: number) => `/api/campaigns/${idSegment(id)}`;
  return {
    /** `GET /api/sending/status`: SMTP or the local outbox. */
    getSendingStatus: () => http.json('GET', '/api/sending/status', SendingStatusSchema),
    /** `POST /api/campaigns/{id}/send` (202): queues every recipient; a campaign sends once. */
    sendCampaign: (id: number) =>
      http.json('POST', `${campaign(id)}/send`, CampaignProgressResponseSchema),
    /** `POST /api/campaigns/{id}/test`: one copy to `email`. */
    sendTestEmail: (id: number, input: TestSendInput) =>
      http.json('POST', `${campaign(id)}/test`, MessageSentResponseSchema, { json: input }),
    /** `POST /api/campaigns/{id}/cancel`: stops a scheduled or sending campaign. */
    cancelCampaign: (id: number) =>
      http.json('POST', `${campaign(id)}/cancel`, CampaignProgressResponseSchema),
    /** `GET /api/campaigns/{id}`: the campaign and its live progress in one read. */
    getCampaignDetail: (id: number) => http.json('GET', campaign(id), CampaignDetailResponseSchema),
    /** `GET /api/campaigns/{id}/progress`. */
    getCampaignProgress: (id: number) =>
      http.json('GET', `${campaign(id)}/progress`, CampaignProgressResponseSchema),
    /** `POST /api/contacts/{id}/email`: the Compose Email dialog's message, really sent. */
    sendContactEmail: (contactId: number, input: ComposeEmailForm) =>
      http.json('POST', `/api/contacts/${idSegment(contactId)}/email`, MessageSentResponseSchema, {
        json: input,
      }),
    /** `GET /api/contacts/{id}/engagement`. */
    getContactEngagement: async (contactId: number) =>
      (
        await http.json(
          'GET',
          `/api/contacts/${idSegment(contactId)}/engagement`,
          ContactEngagementResponseSchema,
        )
      ).engagement,
    /** `GET /api/outbox`: a page of stored messages, newest first. */
    getOutboxPage: ({ cursor, limit = 50 }: { cursor?: string | null; limit?: number } = {}) =>
      http.json(
        'GET',
        `/api/outbox?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        OutboxPageSchema,
      ),
    /** `GET /api/outbox/{id}`. */
    getOutboxMessage: async (id: number) =>
      (await http.json('GET', `/api/outbox/${idSegment(id)}`, OutboxMessageResponseSchema)).message,
  };
}
