import type { Http } from '../http';
import {
  BulkSenderReadinessSchema,
  DomainChecksSchema,
  WarmupSchema,
  type WarmupInput,
} from './domains.schemas';

export function domainsApi(http: Http) {
  return {
    /** `GET /api/domains/checks`: SPF, DKIM, DMARC, bounce MX and return path of the From domain. */
    getDomainChecks: () => http.json('GET', '/api/domains/checks', DomainChecksSchema),
    /** `GET /api/domains/readiness`: 7-day complaint and bounce rates against Gmail's limits. */
    getDomainReadiness: () => http.json('GET', '/api/domains/readiness', BulkSenderReadinessSchema),
    /** `GET /api/domains/warmup`: the warm-up's start and today's cap and use. */
    getWarmup: () => http.json('GET', '/api/domains/warmup', WarmupSchema),
    /** `PUT /api/domains/warmup`: start a warm-up today, or end it. */
    saveWarmup: (input: WarmupInput) =>
      http.json('PUT', '/api/domains/warmup', WarmupSchema, { json: input }),
  };
}
