import type { Http } from '../http';
import { BulkSenderReadinessSchema, DomainChecksSchema } from './domains.schemas';

export function domainsApi(http: Http) {
  return {
    /** `GET /api/domains/checks`: SPF, DKIM, DMARC, bounce MX and return path of the From domain. */
    getDomainChecks: () => http.json('GET', '/api/domains/checks', DomainChecksSchema),
    /** `GET /api/domains/readiness`: 7-day complaint and bounce rates against Gmail's limits. */
    getDomainReadiness: () => http.json('GET', '/api/domains/readiness', BulkSenderReadinessSchema),
  };
}
