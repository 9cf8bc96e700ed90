import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkSendingDomain,
  dkimPublicKey,
  organizationalDomain,
  type DnsLookup,
  type SendingDomainInput,
} from './sendingDomainChecks';

const privateKey = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

function lookup(txt: Record<string, string[]>, mx: Record<string, string[]> = {}): DnsLookup {
  return {
    txt: async (name) => txt[name] ?? [],
    mx: async (name) => (mx[name] ?? []).map((exchange) => ({ exchange, priority: 10 })),
  };
}

const input: SendingDomainInput = {
  fromDomain: 'shop.example.co.uk',
  dkim: { domain: 'example.co.uk', selector: 's1', privateKey },
  bounceDomain: 'bounces.example.co.uk',
  spfInclude: 'spf.provider.example',
};
const dkimRecord = `v=DKIM1; k=ed25519; p=${dkimPublicKey(privateKey).p}`;
const statusOf = async (l: DnsLookup, i = input) =>
  Object.fromEntries((await checkSendingDomain(l, i)).map((c) => [c.id, c]));

describe('checkSendingDomain', () => {
  it('aligns on the organizational domain and falls back to its DMARC record for a subdomain', async () => {
    expect(organizationalDomain('shop.example.co.uk')).toBe('example.co.uk');
    expect(organizationalDomain('a.b.example.com')).toBe('example.com');
    const checks = await statusOf(
      lookup(
        {
          'shop.example.co.uk': ['v=spf1 include:spf.provider.example -all'],
          's1._domainkey.example.co.uk': [dkimRecord],
          '_dmarc.example.co.uk': ['v=DMARC1; p=none; sp=reject'],
          'bounces.example.co.uk': ['v=spf1 include:spf.provider.example ~all'],
        },
        { 'bounces.example.co.uk': ['mx.example.co.uk'] },
      ),
    );
    expect(Object.values(checks).map((c) => `${c.id} ${c.status}`)).toEqual([
      'spf pass',
      'dkim pass',
      'dmarc pass',
      'bounce-mx pass',
      'return-path pass',
    ]);
  });

  it('fails a missing SPF, an SPF without the provider or ending +all, and gives the record', async () => {
    const none = await statusOf(lookup({}));
    expect(none.spf).toMatchObject({
      status: 'fail',
      record: {
        type: 'TXT',
        name: 'shop.example.co.uk',
        value: 'v=spf1 include:spf.provider.example ~all',
      },
    });
    const noInclude = await statusOf(lookup({ 'shop.example.co.uk': ['v=spf1 mx -all'] }));
    expect(noInclude.spf!.record!.value).toBe('v=spf1 mx include:spf.provider.example ~all');
    const open = await statusOf(
      lookup({ 'shop.example.co.uk': ['v=spf1 include:spf.provider.example +all'] }),
    );
    expect(open.spf!.status).toBe('fail');
    const neutral = await statusOf(
      lookup({ 'shop.example.co.uk': ['v=spf1 include:spf.provider.example ?all'] }),
    );
    expect(neutral.spf!.status).toBe('warning');
  });

  it('fails DMARC when neither DKIM nor the return path aligns, and says DKIM is not configured', async () => {
    const checks = await statusOf(lookup({ '_dmarc.example.co.uk': ['v=DMARC1; p=reject'] }), {
      ...input,
      dkim: undefined,
      bounceDomain: 'bounces.mailer.example',
    });
    expect(checks.dkim!.status).toBe('fail');
    expect(checks.dmarc!.status).toBe('fail');
    expect(checks['return-path']).toMatchObject({
      status: 'fail',
      record: { name: 'bounces.mailer.example', value: 'v=spf1 include:spf.provider.example ~all' },
    });
    expect(checks['bounce-mx']!.status).toBe('fail');
  });
});
