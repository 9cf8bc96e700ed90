import * as v from 'valibot';
import {
  BulkSenderReadinessSchema,
  DomainChecksSchema,
  type BulkSenderReadiness,
  type DomainCheck,
  type DomainCheckId,
} from '../domains/domains.schemas';

const PASSING: Record<DomainCheckId, DomainCheck> = {
  spf: {
    id: 'spf',
    status: 'pass',
    message: 'One SPF record, ending ~all.',
    found: ['v=spf1 include:_spf.mail.example ~all'],
  },
  dkim: {
    id: 'dkim',
    status: 'pass',
    message: 'The DKIM key at crm._domainkey.beacon.test matches the key in use.',
    found: ['v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA1x0'],
  },
  dmarc: {
    id: 'dmarc',
    status: 'pass',
    message: 'DMARC policy quarantine, aligned with beacon.test.',
    found: ['v=DMARC1; p=quarantine; rua=mailto:dmarc@beacon.test'],
  },
  'bounce-mx': {
    id: 'bounce-mx',
    status: 'pass',
    message: 'bounces.beacon.test receives mail (MX 10 crm.beacon.test).',
    found: ['10 crm.beacon.test'],
  },
  'return-path': {
    id: 'return-path',
    status: 'pass',
    message:
      'The return path bounces.beacon.test aligns with beacon.test and its SPF allows your SMTP provider.',
    found: ['v=spf1 include:_spf.mail.example ~all'],
  },
};

/**
 * `GET /api/domains/checks` for beacon.test: every check passing, with any replaced
 * (`{ dkim: { status: 'fail', ... } }` merges into that check).
 */
export function buildDomainChecks(
  overrides: Partial<Record<DomainCheckId, Partial<DomainCheck>>> = {},
  domain = 'beacon.test',
) {
  const checks = (Object.keys(PASSING) as DomainCheckId[]).map((id) => ({
    ...PASSING[id],
    ...overrides[id],
  }));
  return v.parse(DomainChecksSchema, { domain, checks });
}

/** `GET /api/domains/readiness`: 12,000 sent in 7 days, rates well under Gmail's limits. */
export function buildBulkSenderReadiness(overrides: Partial<BulkSenderReadiness> = {}) {
  return v.parse(BulkSenderReadinessSchema, {
    windowDays: 7,
    sent: 12000,
    hardBounces: 60,
    softBounces: 14,
    complaints: 6,
    complaintRate: 0.0005,
    complaintStatus: 'pass',
    complaintLimit: 0.003,
    complaintRecommended: 0.001,
    bounceRate: 0.005,
    bounceStatus: 'pass',
    ...overrides,
  });
}
