import { type Http, idSegment } from '../http';
import { MessageSentResponseSchema } from '../sending/sending.schemas';
import type { ComposeEmailForm } from './contactEmail.schemas';

export function contactEmailApi(http: Http) {
  return {
    /** `POST /api/contacts/{id}/email`: the Compose Email dialog's message, really sent. */
    sendContactEmail: (contactId: number, input: ComposeEmailForm) =>
      http.json('POST', `/api/contacts/${idSegment(contactId)}/email`, MessageSentResponseSchema, {
        json: input,
      }),
  };
}
