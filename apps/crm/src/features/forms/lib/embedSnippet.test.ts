import { describe, expect, it } from 'vitest';
import { CONSENT_FIELD, parseFormSubmission } from '@crm/api-client';
import { buildForm } from '@crm/api-client/testing';
import { embedSnippet, hostedPageUrl } from './embedSnippet';

const ORIGIN = 'https://crm.example.com';

/** The names and values a browser would post from the snippet's controls, filled in. */
function namesIn(html: string) {
  return [...html.matchAll(/name="([^"]+)"/g)].map((match) => match[1]);
}

describe('embedSnippet', () => {
  const form = buildForm({
    name: 'News <b>',
    fields: [
      { key: 'email', type: 'email', label: 'Email', required: true },
      { key: 'phone', type: 'text', label: 'Phone "mobile"', required: false },
      { key: 'custom:plan', type: 'choice', label: 'Plan', options: ['Free & easy', 'Pro'] },
      { key: 'custom:age', type: 'number', label: 'Age' },
      { key: 'custom:agree', type: 'checkbox', label: 'Agree', required: true },
    ],
  });

  it('posts to the hosted page with its names: every field, consent and the honeypot, no script', () => {
    const html = embedSnippet(form, ORIGIN);
    expect(html).toMatch(
      new RegExp(
        `^<form method="post" action="${ORIGIN}/f/${form.publicId}" accept-charset="utf-8">`,
      ),
    );
    expect(namesIn(html)).toEqual([
      'email',
      'phone',
      'custom:plan',
      'custom:age',
      'custom:agree',
      CONSENT_FIELD,
      'website',
    ]);
    expect(html).not.toMatch(/<script|on\w+=/i);
    // Its views count through a pixel, as the hosted page counts its own; a preview counts none.
    expect(html).toContain(
      `<img src="${ORIGIN}/f/${form.publicId}/view.gif" alt="" width="1" height="1"`,
    );
    expect(embedSnippet(form, ORIGIN, { countViews: false })).not.toContain('view.gif');
    // No signed time: the server answers a post without one with its own page, to send again.
    expect(html).not.toContain('name="_t"');
  });

  it('escapes what the owner typed, and types each input as the hosted page does', () => {
    const html = embedSnippet(form, ORIGIN);
    expect(html).toContain('Phone &quot;mobile&quot;</label>');
    expect(html).toContain('<option>Free &amp; easy</option>');
    expect(html).toContain('type="tel" id="crm-phone"');
    // Decimals too, as on the hosted page: a plain number box refuses 41.5.
    expect(html).toContain('type="number" step="any" id="crm-custom-age"');
    expect(html).toContain(
      'type="checkbox" id="crm-custom-agree" name="custom:agree" value="on" required',
    );
  });

  it('leaves the consent box out when the form has none', () => {
    expect(namesIn(embedSnippet(buildForm({ consent: null }), ORIGIN))).not.toContain(
      CONSENT_FIELD,
    );
  });

  it('sends what the contract accepts when filled in', () => {
    // The values a browser posts from the snippet: a ticked box sends its value, "on".
    const result = parseFormSubmission(form, {
      email: 'kim@example.com',
      'custom:plan': 'Free & easy',
      'custom:age': '41.5',
      'custom:agree': 'on',
      [CONSENT_FIELD]: 'on',
    });
    expect(result.ok).toBe(true);
  });

  it('marks the same form for the embed script, which follows it from this server', () => {
    const html = embedSnippet(form, ORIGIN, { script: true });
    expect(html).toMatch(
      new RegExp(
        `^<form data-crm-form="${form.publicId}" method="post" action="${ORIGIN}/f/${form.publicId}"`,
      ),
    );
    expect(namesIn(html)).toEqual(namesIn(embedSnippet(form, ORIGIN)));
    expect(html.endsWith(`</form>\n<script src="${ORIGIN}/f/embed.js" async></script>`)).toBe(true);
  });

  it('gives the hosted page address on this server', () => {
    expect(hostedPageUrl(form, ORIGIN)).toBe(`${ORIGIN}/f/${form.publicId}`);
  });
});
