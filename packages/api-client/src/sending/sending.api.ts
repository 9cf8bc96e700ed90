import type { Http } from '../http';
import { SendingStatusSchema } from './sending.schemas';

export function sendingApi(http: Http) {
  return {
    /** `GET /api/sending/status`: SMTP or the local outbox, and the From address. */
    getSendingStatus: () => http.json('GET', '/api/sending/status', SendingStatusSchema),
  };
}
