import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { mergeValues } from './mergeTags';
import { buildRawMessage, mimeTemplate, qpPiece } from './mimeMessage';
import { compileMessage, renderMessage } from './renderCampaign';

const links = {
  click: (url: string) => `https://t.test/c/${'x'.repeat(90)}?u=${encodeURIComponent(url)}`,
  openPixelUrl: 'https://t.test/o/token',
};

const contact = (firstName: string) => ({
  firstName,
  lastName: 'O"Neil',
  email: 'zoe@example.com',
  company: 'Café = Co. & Sons',
  position: null,
  phone: null,
  customFields: {},
});

describe('raw MIME from a campaign template', () => {
  const compiled = compileMessage({
    subject: 'Grüße, {{firstName}}!',
    content:
      '<html><body><h1>Hello {{firstName|there}}</h1>\n<p>' +
      'A long line of text that goes on and on past the seventy-six characters a line may hold. '.repeat(
        3,
      ) +
      'At {{company}}: 50% = half.</p>\n<p><a href="https://shop.example.com/?q=1&amp;r={{firstName}}">Shop</a></p>' +
      '\n.\n<p>trailing space </p></body></html>',
  });
  const template = mimeTemplate(compiled, 'Zoë Sender <news@example.com>');

  it('decodes to exactly what the renderer makes, with the headers a campaign needs', async () => {
    for (const name of ['Zoë <Z>', 'Ann\nMarie', '']) {
      const values = mergeValues(contact(name), { unsubscribeurl: 'https://t.test/u/tok' });
      const { raw, subject } = buildRawMessage(template, {
        to: 'zoe+news@example.com',
        messageId: '<c1.r2.a1@example.com>',
        values,
        links,
        unsubscribe: { url: 'https://t.test/u/tok', mailto: 'mailto:news@example.com?subject=u' },
      });
      const expected = renderMessage(compiled, values, links);
      const parsed = await simpleParser(raw);
      expect(subject).toBe(expected.subject);
      expect(parsed.subject).toBe(expected.subject);
      expect(parsed.html).toBe(expected.html);
      expect(parsed.text).toBe(expected.text.replace(/\r?\n/g, '\n'));
      expect(parsed.from?.value[0]).toEqual({ address: 'news@example.com', name: 'Zoë Sender' });
      expect(parsed.to).toMatchObject({ value: [{ address: 'zoe+news@example.com' }] });
      expect(parsed.messageId).toBe('<c1.r2.a1@example.com>');
      expect(parsed.headers.get('list')).toMatchObject({
        unsubscribe: { url: 'https://t.test/u/tok', mail: 'news@example.com?subject=u' },
      });
      expect(parsed.headerLines.map((h) => h.line)).toContain(
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      );
      // 7-bit, and every line within RFC 2045's 76 characters.
      expect(raw.every((byte) => byte < 0x80)).toBe(true);
      for (const line of raw.toString('latin1').split('\r\n'))
        expect(line.length).toBeLessThanOrEqual(76);
      expect(raw.toString('latin1')).not.toMatch(/(^|[^\r])\n/);
    }
  });

  it('encodes pieces to end their line, so they join in any order', () => {
    expect(qpPiece('a = b')).toBe('a =3D b=\r\n');
    expect(qpPiece('ends with space ')).toBe('ends with space=20=\r\n');
    expect(qpPiece('line\nbreak\n')).toBe('line\r\nbreak\r\n');
    expect(qpPiece('')).toBe('');
    const long = qpPiece('é'.repeat(100));
    expect(long.split('\r\n').every((line) => line.length <= 76)).toBe(true);
  });
});
