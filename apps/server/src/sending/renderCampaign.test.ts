import { describe, expect, it } from 'vitest';
import { mergeValues, parseMergeTags } from './mergeTags';
import { compileMessage, renderMessage } from './renderCampaign';
import { trackingTokens } from '../tracking/trackingTokens';

const contact = {
  firstName: 'Zoë <Z>',
  lastName: 'O"Neil',
  email: 'zoe+news@example.com',
  company: null,
  position: null,
  phone: null,
  customFields: { Plan: 'Gold & Co', nested: { no: 1 } },
};
const links = {
  click: (url: string) => `https://t.test/c?u=${url}`,
  openPixelUrl: 'https://t.test/o',
};

describe('merge tags', () => {
  it('parses names case-insensitively with an optional fallback', () => {
    expect(parseMergeTags('Hi {{ FirstName | dear friend }}!')).toEqual([
      'Hi ',
      { name: 'firstname', fallback: 'dear friend' },
      '!',
    ]);
  });

  it('escapes values in HTML, keeps them in text and subject, and falls back when empty', () => {
    const compiled = compileMessage({
      subject: 'For {{firstName}} at {{company|your team}}',
      content:
        '<p>Hi {{firstName}}, plan {{plan}}, {{company|Tom &amp; co}}{{unknown}}.</p>' +
        '<a href="https://shop.test/?e={{email}}&amp;x=1">Shop</a><a href="mailto:{{email}}">Mail</a>',
    });
    const out = renderMessage(compiled, mergeValues(contact), links);
    expect(out.subject).toBe('For Zoë <Z> at your team');
    expect(out.html).toContain('<p>Hi Zoë &lt;Z&gt;, plan Gold &amp; Co, Tom &amp; co.</p>');
    // http(s) links are wrapped for click tracking with percent-encoded values; mailto is not.
    expect(out.html).toContain(
      'href="https://t.test/c?u=https://shop.test/?e=zoe%2Bnews%40example.com&amp;x=1"',
    );
    expect(out.html).toContain('href="mailto:zoe%2Bnews%40example.com"');
    expect(out.html).toContain('<img src="https://t.test/o"');
    expect(out.text).toContain('Hi Zoë <Z>, plan Gold & Co, Tom & co.');
    // Without {{unsubscribeUrl}} in the content a footer carries the link.
    expect(out.html).toContain('Unsubscribe</a>');
  });
});

describe('a contact with only an address (an imported newsletter list)', () => {
  it('is greeted with the fallback, the author’s or else "there"', () => {
    const compiled = compileMessage({
      subject: 'Hi {{firstName}}, news for {{firstName|reader}}',
      content: '<p>Hi {{firstName}}, {{lastName}}{{email}}</p>',
    });
    const bare = { ...contact, firstName: '', lastName: '', email: 'only@example.com' };
    const out = renderMessage(compiled, mergeValues(bare), links);
    expect(out.subject).toBe('Hi there, news for reader');
    expect(out.html).toContain('<p>Hi there, only@example.com</p>');
  });
});

describe('tracking tokens', () => {
  const tokens = trackingTokens('secret');
  const expiresAt = Date.now() + 60_000;

  it('round-trips and refuses tampering, other keys and expiry', () => {
    const token = tokens.sign({ kind: 'click', recipientId: 7, expiresAt, url: 'https://a.test/' });
    expect(tokens.verify(token)).toMatchObject({
      kind: 'click',
      recipientId: 7,
      url: 'https://a.test/',
    });
    const [payload, mac] = token.split('.');
    const other = Buffer.from(
      JSON.stringify(['c', 7, expiresAt / 1000, 'https://evil.test/']),
    ).toString('base64url');
    expect(tokens.verify(`${other}.${mac}`)).toBeUndefined();
    expect(trackingTokens('other').verify(token)).toBeUndefined();
    expect(tokens.verify(token, expiresAt + 1000)).toBeUndefined();
    expect(tokens.verify(`${payload}`)).toBeUndefined();
  });
});
