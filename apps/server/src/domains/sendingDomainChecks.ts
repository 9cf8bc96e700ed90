import { createPublicKey } from 'node:crypto';

/** The two lookups the checks make; `[]` when the name has no such record. */
export interface DnsLookup {
  /** Each TXT record with its strings joined (a long record is split into 255-byte strings). */
  txt(name: string): Promise<string[]>;
  mx(name: string): Promise<{ exchange: string; priority: number }[]>;
}

export type CheckStatus = 'pass' | 'warning' | 'fail';

export interface DomainCheck {
  id: 'spf' | 'dkim' | 'dmarc' | 'bounce-mx' | 'return-path';
  status: CheckStatus;
  message: string;
  /** What was found in DNS (the records read). */
  found: string[];
  /** The exact record to add or replace, when one would fix it. */
  record?: { type: 'TXT' | 'MX'; name: string; value: string };
}

export interface SendingDomainInput {
  /** The domain of the From address. */
  fromDomain: string;
  /** DKIM as the server signs: the d= domain, the selector and the private key's public half. */
  dkim?: { domain: string; selector: string; privateKey: string };
  /** BOUNCE_DOMAIN: the return path (envelope sender) domain. */
  bounceDomain?: string;
  /** SPF_INCLUDE: the SMTP provider's include that must be in the From domain's SPF record. */
  spfInclude?: string;
  /** Where the bounce domain's MX should point (this server's public host), when it receives. */
  bounceMxHost?: string;
}

const SECOND_LEVELS = new Set([
  'co',
  'com',
  'net',
  'org',
  'gov',
  'ac',
  'edu',
  'ltd',
  'plc',
  'ne',
  'or',
]);

/**
 * The organizational domain DMARC aligns on, by a heuristic in place of the Public Suffix List:
 * the last two labels, or three under a two-letter country's common second level (`co.uk`,
 * `com.au`). Right for the usual sending domains; a rare suffix may be judged too strictly.
 */
export function organizationalDomain(domain: string): string {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  const take =
    labels.length >= 3 && labels.at(-1)!.length === 2 && SECOND_LEVELS.has(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-take).join('.');
}

/** DMARC identifier alignment (RFC 7489 §3.1): strict is equality, relaxed the same org domain. */
export function aligned(a: string, b: string, mode: 'r' | 's' = 'r'): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return mode === 's' ? x === y : organizationalDomain(x) === organizationalDomain(y);
}

const worst = (...statuses: CheckStatus[]): CheckStatus =>
  statuses.includes('fail') ? 'fail' : statuses.includes('warning') ? 'warning' : 'pass';

const spfRecords = (records: string[]) => records.filter((r) => /^v=spf1(\s|$)/i.test(r.trim()));

function checkSpf(domain: string, records: string[], include: string | undefined): DomainCheck {
  const found = spfRecords(records);
  const base = include ? `include:${include}` : 'mx';
  if (found.length === 0)
    return {
      id: 'spf',
      status: 'fail',
      message: `${domain} has no SPF record: receivers cannot tell which servers may send its mail.`,
      found,
      record: { type: 'TXT', name: domain, value: `v=spf1 ${base} ~all` },
    };
  if (found.length > 1) {
    const terms = [
      ...new Set(
        found
          .flatMap((r) => r.trim().split(/\s+/).slice(1))
          .filter((t) => !/^[-~?+]?all$/i.test(t)),
      ),
    ];
    if (include && !terms.some((t) => t.toLowerCase() === `include:${include.toLowerCase()}`))
      terms.push(`include:${include}`);
    return {
      id: 'spf',
      status: 'fail',
      message: `${domain} has ${found.length} SPF records; receivers treat that as a permanent error (RFC 7208 §4.5). Replace them with one.`,
      found,
      record: { type: 'TXT', name: domain, value: `v=spf1 ${terms.join(' ')} ~all` },
    };
  }
  const record = found[0]!.trim();
  const terms = record.split(/\s+/).slice(1);
  const allTerm = terms.find((t) => /^[-~?+]?all$/i.test(t));
  const hasInclude =
    !include ||
    terms.some((t) => t.replace(/^\+/, '').toLowerCase() === `include:${include.toLowerCase()}`);
  const withoutAll = terms.filter((t) => t !== allTerm);
  const fixed = `v=spf1 ${[...withoutAll, ...(hasInclude ? [] : [`include:${include}`])].join(' ')} ~all`;
  if (!hasInclude)
    return {
      id: 'spf',
      status: 'fail',
      message: `The SPF record does not include your SMTP provider (include:${include}): its servers are not allowed to send for ${domain}.`,
      found,
      record: { type: 'TXT', name: domain, value: fixed },
    };
  const qualifier = allTerm ? (/^[-~?+]/.test(allTerm) ? allTerm[0] : '+') : undefined;
  if (qualifier === '-' || qualifier === '~')
    return { id: 'spf', status: 'pass', message: `One SPF record, ending ${allTerm}.`, found };
  if (qualifier === '+')
    return {
      id: 'spf',
      status: 'fail',
      message: `The SPF record ends ${allTerm}: it allows every server in the world to send as ${domain}.`,
      found,
      record: { type: 'TXT', name: domain, value: fixed },
    };
  return {
    id: 'spf',
    status: 'warning',
    message: allTerm
      ? `The SPF record ends ${allTerm} (neutral): other servers are neither allowed nor refused. End it with ~all or -all.`
      : 'The SPF record has no "all" term: mail from other servers is neither allowed nor refused. End it with ~all or -all.',
    found,
    record: { type: 'TXT', name: domain, value: fixed },
  };
}

/** The public key as DKIM publishes it (p=): base64 DER SubjectPublicKeyInfo, raw for Ed25519. */
export function dkimPublicKey(privateKey: string): { k: 'rsa' | 'ed25519'; p: string } {
  const key = createPublicKey(privateKey);
  const der = key.export({ type: 'spki', format: 'der' });
  return key.asymmetricKeyType === 'ed25519'
    ? { k: 'ed25519', p: der.subarray(-32).toString('base64') }
    : { k: 'rsa', p: der.toString('base64') };
}

function tags(record: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of record.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0)
      map.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).replace(/\s+/g, ''));
  }
  return map;
}

function checkDkim(input: SendingDomainInput, records: string[] | undefined): DomainCheck {
  const dkim = input.dkim;
  if (!dkim || !records)
    return {
      id: 'dkim',
      status: 'fail',
      message:
        'Messages are not DKIM-signed: set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY. Gmail and Yahoo require DKIM from bulk senders.',
      found: [],
    };
  const name = `${dkim.selector}._domainkey.${dkim.domain}`;
  const ours = dkimPublicKey(dkim.privateKey);
  const record = { type: 'TXT' as const, name, value: `v=DKIM1; k=${ours.k}; p=${ours.p}` };
  const found = records.filter((r) => /(^|;)\s*p=/i.test(r));
  const alignment: CheckStatus = aligned(dkim.domain, input.fromDomain) ? 'pass' : 'warning';
  const alignNote =
    alignment === 'pass'
      ? ''
      : ` It signs for ${dkim.domain}, which does not align with the From domain ${input.fromDomain}: DMARC needs d= under ${organizationalDomain(input.fromDomain)}.`;
  if (found.length === 0)
    return {
      id: 'dkim',
      status: 'fail',
      message: `No DKIM key is published at ${name}.${alignNote}`,
      found,
      record,
    };
  const published = found.map((r) => tags(r).get('p') ?? '');
  if (published.every((p) => p === ''))
    return {
      id: 'dkim',
      status: 'fail',
      message: `The DKIM key at ${name} is revoked (empty p=).${alignNote}`,
      found,
      record,
    };
  if (!published.includes(ours.p))
    return {
      id: 'dkim',
      status: 'fail',
      message: `The DKIM key at ${name} is not the key this server signs with: every signature will fail.${alignNote}`,
      found,
      record,
    };
  return {
    id: 'dkim',
    status: alignment,
    message: `The DKIM key at ${name} matches the key in use.${alignNote}`,
    found,
  };
}

function checkDmarc(
  input: SendingDomainInput,
  at: string,
  records: string[],
  returnPathDomain: string,
): DomainCheck {
  const found = records.filter((r) => /^v=DMARC1(\s*;|\s*$)/i.test(r.trim()));
  const record = {
    type: 'TXT' as const,
    name: `_dmarc.${input.fromDomain}`,
    value: 'v=DMARC1; p=none',
  };
  if (found.length === 0)
    return {
      id: 'dmarc',
      status: 'fail',
      message: `${input.fromDomain} has no DMARC record. Gmail and Yahoo require one (p=none at least) from bulk senders.`,
      found,
      record,
    };
  if (found.length > 1)
    return {
      id: 'dmarc',
      status: 'fail',
      message: `${at} has ${found.length} DMARC records; receivers then apply none (RFC 7489 §6.6.3). Keep one.`,
      found,
      record: { ...record, name: at },
    };
  const t = tags(found[0]!);
  const subdomain = at !== `_dmarc.${input.fromDomain}`;
  const policy = ((subdomain ? t.get('sp') : undefined) ?? t.get('p') ?? '').toLowerCase();
  const adkim = t.get('adkim') === 's' ? 's' : 'r';
  const aspf = t.get('aspf') === 's' ? 's' : 'r';
  const dkimAligned = !!input.dkim && aligned(input.dkim.domain, input.fromDomain, adkim);
  const spfAligned = aligned(returnPathDomain, input.fromDomain, aspf);
  if (!['none', 'quarantine', 'reject'].includes(policy))
    return {
      id: 'dmarc',
      status: 'fail',
      message: `The DMARC record at ${at} has no valid policy (p=).`,
      found,
      record: { ...record, name: at },
    };
  if (!dkimAligned && !spfAligned)
    return {
      id: 'dmarc',
      status: 'fail',
      message: `Neither the DKIM domain (${input.dkim?.domain ?? 'none'}) nor the return path (${returnPathDomain}) aligns with ${input.fromDomain}: every message fails DMARC (policy ${policy}).`,
      found,
    };
  if (policy === 'none')
    return {
      id: 'dmarc',
      status: 'warning',
      message: `DMARC is present and aligned, with policy none: enough for Gmail's and Yahoo's bulk-sender rules, but it asks receivers to do nothing with forgeries. Move to p=quarantine once reports look clean.`,
      found,
    };
  return {
    id: 'dmarc',
    status: 'pass',
    message: `DMARC policy ${policy}, aligned with ${input.fromDomain}.`,
    found,
  };
}

function checkBounceMx(
  input: SendingDomainInput,
  mx: { exchange: string; priority: number }[] | undefined,
): DomainCheck {
  const domain = input.bounceDomain;
  if (!domain || !mx)
    return {
      id: 'bounce-mx',
      status: 'warning',
      message: 'BOUNCE_DOMAIN is not set: bounces go back to the From address and are not read.',
      found: [],
    };
  const found = mx.map((m) => `${m.priority} ${m.exchange}`);
  const host = input.bounceMxHost?.toLowerCase();
  const record = host ? { type: 'MX' as const, name: domain, value: `10 ${host}.` } : undefined;
  if (mx.length === 0)
    return {
      id: 'bounce-mx',
      status: 'fail',
      message: `${domain} has no MX record: bounces cannot be delivered to it.${host ? '' : ' Point it at the server that receives them (BOUNCE_SMTP_PORT, or the mailbox read over IMAP).'}`,
      found,
      record,
    };
  if (host && !mx.some((m) => m.exchange.toLowerCase().replace(/\.$/, '') === host))
    return {
      id: 'bounce-mx',
      status: 'warning',
      message: `${domain}'s MX points to ${mx.map((m) => m.exchange).join(', ')}, not to ${host} where the bounce receiver listens.`,
      found,
      record,
    };
  return {
    id: 'bounce-mx',
    status: 'pass',
    message: `${domain} receives mail (MX ${found.join(', ')}).`,
    found,
  };
}

function checkReturnPath(
  input: SendingDomainInput,
  spf: string[] | undefined,
  dkimAligned: boolean,
): DomainCheck {
  const domain = input.bounceDomain;
  if (!domain)
    return {
      id: 'return-path',
      status: 'warning',
      message: `Without BOUNCE_DOMAIN the return path is whatever the SMTP server sets; set it to a domain under ${organizationalDomain(input.fromDomain)} (e.g. bounces.${input.fromDomain}).`,
      found: [],
    };
  const found = spfRecords(spf ?? []);
  const isAligned = aligned(domain, input.fromDomain);
  const spfStatus: CheckStatus =
    domain === input.fromDomain || found.length === 1 ? 'pass' : 'fail';
  const alignStatus: CheckStatus = isAligned ? 'pass' : dkimAligned ? 'warning' : 'fail';
  const status = worst(spfStatus, alignStatus);
  const parts = [
    isAligned
      ? `The return path ${domain} aligns with ${input.fromDomain}.`
      : `The return path ${domain} is not under ${organizationalDomain(input.fromDomain)}: SPF cannot align for DMARC${dkimAligned ? ' (DKIM still does)' : ', and nothing else does'}.`,
  ];
  if (spfStatus === 'fail')
    parts.push(
      `SPF is checked against ${domain}, which has ${found.length === 0 ? 'no SPF record' : `${found.length} SPF records`}.`,
    );
  return {
    id: 'return-path',
    status,
    message: parts.join(' '),
    found,
    record:
      spfStatus === 'fail'
        ? {
            type: 'TXT',
            name: domain,
            value: `v=spf1 ${input.spfInclude ? `include:${input.spfInclude}` : 'mx'} ~all`,
          }
        : undefined,
  };
}

/**
 * Checks a sending domain the way receivers will: SPF (one record, the provider included, ending
 * ~all or -all), the DKIM key for the configured selector against the key in use, DMARC (present,
 * a policy, aligned with From through DKIM or the return path), the bounce domain's MX and the
 * return path's alignment. Each result carries the exact record to add when one would fix it.
 */
export async function checkSendingDomain(
  lookup: DnsLookup,
  input: SendingDomainInput,
): Promise<DomainCheck[]> {
  const from = input.fromDomain.toLowerCase();
  const org = organizationalDomain(from);
  const returnPath = input.bounceDomain ?? from;
  const [fromTxt, dkimTxt, dmarcTxt, bounceMx, bounceTxt] = await Promise.all([
    lookup.txt(from),
    input.dkim ? lookup.txt(`${input.dkim.selector}._domainkey.${input.dkim.domain}`) : undefined,
    lookup.txt(`_dmarc.${from}`),
    input.bounceDomain ? lookup.mx(input.bounceDomain) : undefined,
    input.bounceDomain && input.bounceDomain !== from ? lookup.txt(input.bounceDomain) : undefined,
  ]);
  // A subdomain without its own DMARC record falls under its organizational domain's (sp=).
  let dmarcAt = `_dmarc.${from}`;
  let dmarcRecords = dmarcTxt;
  if (!dmarcTxt.some((r) => /^v=DMARC1/i.test(r.trim())) && org !== from) {
    dmarcAt = `_dmarc.${org}`;
    dmarcRecords = await lookup.txt(dmarcAt);
  }
  const input_ = { ...input, fromDomain: from };
  return [
    checkSpf(from, fromTxt, input.spfInclude),
    checkDkim(input_, dkimTxt),
    checkDmarc(input_, dmarcAt, dmarcRecords, returnPath),
    checkBounceMx(input_, bounceMx),
    checkReturnPath(
      input_,
      input.bounceDomain === from ? fromTxt : bounceTxt,
      !!input.dkim && aligned(input.dkim.domain, from),
    ),
  ];
}
