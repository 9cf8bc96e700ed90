import { generateKeyPairSync } from 'node:crypto';
import { CONTACT_MERGE_TAGS } from '@crm/api-client';
import { dkimVerify } from 'mailauth';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { createMailer } from './mailer';
import { mergeValues } from './mergeTags';
import { trackingTokens } from '../tracking/trackingTokens';
import {
  buildMessage,
  campaignMessage,
  prepareMessage,
  unsubscribeMailto,
  UNTRACKED,
} from './messageBuilder';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const mail = {
  ...defaultConfig.mail,
  from: 'Bakery <news@bakery.test>',
  dkim: {
    domainName: 'bakery.test',
    keySelector: 'crm',
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  },
};
const resolver = async (name: string, type: string) => {
  if (name === 'crm._domainkey.bakery.test' && type === 'TXT')
    return [
      [`v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`],
    ];
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
};

describe('the one message builder', () => {
  const prepared = prepareMessage(
    { subject: 'Hi {{firstName|there}}', content: '<p>Fresh bread</p>' },
    mail,
  );

  it('adds Reply-To and Cc when given, and DKIM signs them with the rest', async () => {
    const message = buildMessage(prepared, {
      to: 'ann@example.com',
      messageId: '<m1@bakery.test>',
      values: mergeValues({
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        company: null,
        position: null,
        phone: null,
        customFields: {},
      }),
      links: UNTRACKED,
      unsubscribeUrl: 'https://crm.bakery.test/u/abc',
      unsubscribeMailto: unsubscribeMailto(mail, 'contact 1'),
      replyTo: 'Orders <orders@bakery.test>',
      cc: 'owner@bakery.test',
    });
    const mailer = createMailer(mail);
    const sent = await mailer.send(message);
    mailer.close();
    if (!sent.ok || sent.raw === undefined) throw new Error('the outbox mailer kept nothing');
    const [result] = (await dkimVerify(Buffer.from(sent.raw), { resolver })).results;
    expect(result?.status.result).toBe('pass');
    const keys = (result as unknown as { signingHeaders: { keys: string } }).signingHeaders.keys
      .toLowerCase()
      .split(/:\s*/);
    expect(keys).toEqual(
      expect.arrayContaining(['reply-to', 'cc', 'list-unsubscribe', 'list-unsubscribe-post']),
    );
    const parsed = await simpleParser(sent.raw);
    expect(parsed.subject).toBe('Hi Ann');
    expect(parsed.replyTo?.value).toEqual([
      expect.objectContaining({ name: 'Orders', address: 'orders@bakery.test' }),
    ]);
    expect(parsed.cc && !Array.isArray(parsed.cc) ? parsed.cc.text : undefined).toBe(
      'owner@bakery.test',
    );
    expect(parsed.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });

  it('leaves Reply-To and Cc out when not given', async () => {
    const message = buildMessage(prepared, {
      to: 'bob@example.com',
      messageId: '<m2@bakery.test>',
      values: new Map(),
      links: UNTRACKED,
      unsubscribeUrl: 'https://crm.bakery.test/u/test',
      unsubscribeMailto: unsubscribeMailto(mail, 'test'),
    });
    const head = message.raw.toString('utf8').split('\r\n\r\n')[0]!;
    expect(head).not.toMatch(/^(Reply-To|Cc):/im);
    expect(message.subject).toBe('Hi there');
  });
});

describe('the merge tags the template editor offers', () => {
  it('are each filled in a campaign message: from the contact, or with its own unsubscribe link', async () => {
    // One paragraph per offered tag, each marked so a missing or wrong value names its tag.
    const content = CONTACT_MERGE_TAGS.map((tag) => `<p>${tag.name}=[{{${tag.name}}}]</p>`).join(
      '',
    );
    const contact = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      company: 'Rye & Co',
      position: 'Owner',
      phone: '+34 600 123 456',
      // A custom field named like an offered tag never fills it.
      customFields: { FirstName: 'Impostor', unsubscribeUrl: 'https://evil.test/' },
    };
    const message = campaignMessage(prepareMessage({ subject: 'Hi', content }, mail), {
      contact,
      to: contact.email,
      recipientId: 7,
      messageId: '<m3@bakery.test>',
      tokens: trackingTokens('merge tag test secret'),
      mail: { ...mail, publicUrl: 'https://crm.bakery.test' },
    });
    const text = (await simpleParser(message.raw)).text ?? '';
    const filled = Object.fromEntries(
      CONTACT_MERGE_TAGS.map((tag) => [
        tag.name,
        new RegExp(`${tag.name}=\\[([^\\]]*)\\]`).exec(text)?.[1],
      ]),
    );
    const { customFields: _, ...fields } = contact;
    expect(filled).toEqual({
      ...fields,
      unsubscribeUrl: expect.stringMatching(/^https:\/\/crm\.bakery\.test\/\S+/),
    });
  });

  it('leave a form confirmation’s {{confirmUrl}} empty in a campaign, whatever a custom field says', async () => {
    const contact = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      company: null,
      position: null,
      phone: null,
      customFields: { confirmUrl: 'https://evil.test/' },
    };
    const message = campaignMessage(
      prepareMessage({ subject: 'Hi', content: '<p><a href="{{confirmUrl}}">Go</a></p>' }, mail),
      {
        contact,
        to: contact.email,
        recipientId: 8,
        messageId: '<m4@bakery.test>',
        tokens: trackingTokens('merge tag test secret'),
        mail: { ...mail, publicUrl: 'https://crm.bakery.test' },
      },
    );
    const html = String((await simpleParser(message.raw)).html);
    expect(html).toContain('<a href="">Go</a>');
    expect(html).not.toContain('evil.test');
  });
});
