import { PLACEHOLDER_IMAGE } from '@crm/email-builder';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GMAIL_CLIP_BYTES } from '../src/campaigns/preSendCheck';
import { validDesign } from './fixtures';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

interface Finding {
  code: string;
  severity: 'error' | 'warning';
  message: string;
  count?: number;
  examples?: string[];
  overridable: boolean;
}

const ADDRESS = '12 Main Street\nSpringfield, IL 62701';
const CLEAN =
  '<p>Hello {{firstName}}, our spring menu is here.</p>' +
  '<p><img src="https://cdn.example.com/menu.png" alt="The spring menu"></p>' +
  '<p><a href="https://example.com/menu">See the menu</a> or <a href="mailto:hi@example.com">write to us</a>.</p>' +
  '<p><a href="{{unsubscribeUrl}}">Unsubscribe</a></p>';

/** The pre-send check (issue 30 §1): each finding, the send's refusal and its override. */
describeEachDatabase('pre-send check', (database) => {
  let server: TestServer;
  /** An account with a postal address in Settings: only the finding under test shows. */
  let token: string;
  /** An account without one. */
  let bare: string;

  beforeAll(async () => {
    server = await startTestServer({ database });
    token = (await server.registerUser()).token;
    bare = (await server.registerUser()).token;
    const saved = await server.put(
      '/api/settings',
      { fromName: null, fromEmail: null, replyTo: null, postalAddress: ADDRESS },
      { token },
    );
    expect(saved.status).toBe(200);
  });
  afterAll(() => server.close());

  const create = async (fields: Record<string, unknown>, as = token) => {
    const res = await server.post(
      '/api/campaigns',
      { name: 'Spring', subject: 'Our spring menu', content: CLEAN, ...fields },
      { token: as },
    );
    expect(res.status).toBe(201);
    return res.body.campaign.id as number;
  };
  const addContact = async (campaignId: number, fields: Record<string, unknown>, as = token) => {
    const email = `c${Math.random().toString(36).slice(2)}@example.com`;
    const contact = (
      await server.post(
        '/api/contacts',
        { firstName: 'Ana', lastName: 'L', email, ...fields },
        {
          token: as,
        },
      )
    ).body.contact;
    expect(
      (
        await server.post(
          `/api/campaigns/${campaignId}/contacts`,
          { contactId: contact.id },
          {
            token: as,
          },
        )
      ).status,
    ).toBe(201);
    return contact.id as number;
  };
  const check = async (id: number, as = token) => {
    const res = await server.get(`/api/campaigns/${id}/pre-send-check`, { token: as });
    expect(res.status).toBe(200);
    return res.body.check as {
      findings: Finding[];
      blocked: boolean;
      canOverride: boolean;
      postalAddress: string;
      recipients: number;
    };
  };
  const codes = async (id: number, as = token) => (await check(id, as)).findings.map((f) => f.code);
  const finding = async (id: number, code: string, as = token) =>
    (await check(id, as)).findings.find((f) => f.code === code);

  it('finds nothing in a clean campaign, and is owner-scoped', async () => {
    const id = await create({});
    await addContact(id, {});
    const result = await check(id);
    expect(result).toEqual({
      findings: [],
      blocked: false,
      canOverride: true,
      postalAddress: 'settings',
      recipients: 1,
    });
    expect((await server.get(`/api/campaigns/${id}/pre-send-check`, { token: bare })).status).toBe(
      404,
    );
    expect((await server.get(`/api/campaigns/${id}/pre-send-check`)).status).toBe(401);
  });

  it('placeholder images: the builder placeholder and an image without a source are errors', async () => {
    const id = await create({
      content: `${CLEAN}<img src="${PLACEHOLDER_IMAGE}" alt="Hero"><img alt="Logo" width="100">`,
    });
    expect(await finding(id, 'placeholder-image')).toMatchObject({
      severity: 'error',
      overridable: true,
      count: 2,
      examples: ['builder placeholder', 'no source'],
    });
    expect(await codes(id)).toEqual(['placeholder-image']);
  });

  it('images mail clients do not show: data: URIs and SVG are errors', async () => {
    const id = await create({
      content:
        `${CLEAN}<img src="data:image/png;base64,iVBORw0KGgo=" alt="Inline">` +
        '<img src="https://cdn.example.com/logo.svg" alt="Logo">',
    });
    const found = await finding(id, 'unsupported-image');
    expect(found).toMatchObject({ severity: 'error', count: 2 });
    expect(found!.examples).toEqual([
      'data:image/png;base64,iVBORw0KGgo=',
      'https://cdn.example.com/logo.svg',
    ]);
    expect(found!.message).toMatch(/Upload/);
  });

  it("a design's placeholder images, which the message leaves out, are a warning", async () => {
    const design = JSON.parse(validDesign);
    design.elements.push(
      { id: 'image-3', type: 'image', content: '', settings: { altText: 'Hero' } },
      { id: 'image-4', type: 'image', content: 'https://cdn.example.com/a.png', settings: {} },
    );
    const id = await create({ design: JSON.stringify(design) });
    const result = await check(id);
    expect(result.findings.find((f) => f.code === 'image-left-out')).toMatchObject({
      severity: 'warning',
      count: 1,
    });
    // The image that is sent has no alt text; the one left out needs none.
    expect(result.findings.find((f) => f.code === 'missing-alt')).toMatchObject({ count: 1 });
    expect(result.blocked).toBe(false);
  });

  it('images without alt text are a warning', async () => {
    const id = await create({
      content: `${CLEAN}<img src="https://cdn.example.com/a.png"><img src="https://cdn.example.com/b.png" alt=" ">`,
    });
    expect(await finding(id, 'missing-alt')).toMatchObject({ severity: 'warning', count: 2 });
    expect((await check(id)).blocked).toBe(false);
  });

  it('links that do not go to a web address are errors; mailto, tel and merge-tag links are fine', async () => {
    const id = await create({
      content:
        `${CLEAN}<a href="/offers">Offers</a><a href="#">Top</a><a href="">Empty</a>` +
        '<a href="javascript:alert(1)">x</a><a href="www.example.com">www</a>' +
        '<a href="tel:+34600123456">Call</a><a href="{{website|https://example.com}}">Site</a>' +
        '<a href="{{ unsubscribeUrl }}">Leave</a><a href="https://example.com/a?b=1&amp;c=2">ok</a>',
    });
    const found = await finding(id, 'non-http-link');
    expect(found).toMatchObject({ severity: 'error', overridable: true, count: 5 });
    expect(found!.examples).toEqual(['/offers', '#', '(empty)']);
  });

  it('no plain-text content (an email of images only) is a warning', async () => {
    const id = await create({
      content: '<p><img src="https://cdn.example.com/sale.png" alt="Sale"></p>',
    });
    expect(await finding(id, 'no-plain-text')).toMatchObject({ severity: 'warning' });
    expect(await codes(await create({}))).not.toContain('no-plain-text');
  });

  it('a subject all in capitals is a warning', async () => {
    expect(
      await finding(await create({ subject: 'BIG SPRING SALE!' }), 'subject-capitals'),
    ).toMatchObject({
      severity: 'warning',
    });
    expect(await codes(await create({ subject: 'Big spring SALE' }))).toEqual([]);
  });

  it('a subject over 100 characters is a warning', async () => {
    const subject = 'Our spring menu is here, with new breads, cakes and pastries '
      .repeat(2)
      .trim();
    expect(subject.length).toBeGreaterThan(100);
    expect(await finding(await create({ subject }), 'subject-too-long')).toMatchObject({
      severity: 'warning',
      count: subject.length,
    });
  });

  it('HTML over Gmail’s clipping size, measured as sent (tracked links), is a warning', async () => {
    // Under the clipping size as written; over it once each link becomes a signed click redirect.
    const links = Array.from(
      { length: 400 },
      (_, i) => `<a href="https://example.com/p/${i}">Item ${i}</a> `,
    ).join('');
    const text = `<p>${'Fresh bread every morning. '.repeat(2600)}</p>`;
    const content = `${CLEAN}${text}${links}`;
    expect(Buffer.byteLength(content)).toBeLessThan(GMAIL_CLIP_BYTES);
    const found = await finding(await create({ content }), 'gmail-clipping');
    expect(found).toMatchObject({ severity: 'warning' });
    expect(found!.count).toBeGreaterThan(GMAIL_CLIP_BYTES);
  });

  it('no postal address: Settings first, else one recognised in the email, else a warning', async () => {
    const missing = await check(await create({}, bare), bare);
    expect(missing.postalAddress).toBe('missing');
    expect(missing.findings.map((f) => f.code)).toEqual(['no-postal-address']);
    expect(missing.findings[0]!.severity).toBe('warning');
    const inContent = await check(
      await create(
        { content: `${CLEAN}<p>Rosie's Bakery, 12 Main Street, Springfield, IL 62701</p>` },
        bare,
      ),
      bare,
    );
    expect(inContent.postalAddress).toBe('content');
    expect(inContent.findings).toEqual([]);
    expect((await check(await create({}))).postalAddress).toBe('settings');
  });

  it('merge tags with no value and no fallback, counted over the audience in the database', async () => {
    const id = await create({
      subject: 'News for {{ Company }}',
      content: `${CLEAN}<p>Your plan: {{plan}}. {{nickname}} {{lastName|friend}} {{firstName}}</p>`,
    });
    await addContact(id, { company: 'Sunrise', customFields: { Plan: 'Gold' } });
    await addContact(id, { company: 'Moon', customFields: { plan: '' } });
    await addContact(id, { company: null, customFields: { plan: 0 } });
    await addContact(id, {});
    // Not in the audience: an unsubscribed contact is never sent to, so never counted.
    await addContact(id, { status: 'unsubscribed' });
    const result = await check(id);
    expect(result.recipients).toBe(4);
    const tags = result.findings.filter((f) => f.code === 'merge-tag-missing');
    expect(tags.map((f) => [f.examples, f.count])).toEqual([
      [['{{Company}}'], 2],
      [['{{plan}}'], 2],
      [['{{nickname}}'], 4],
    ]);
    expect(tags.every((f) => f.severity === 'warning')).toBe(true);
    expect(tags[2]!.message).toMatch(/^No recipient has a value for \{\{nickname\}\}/);
    expect(tags[0]!.message).toMatch(/^2 of 4 recipients have no value for \{\{Company\}\}/);
  });

  it('counts every merge tag, however many the email has', async () => {
    const names = Array.from({ length: 60 }, (_, i) => `field${i}`);
    const id = await create({
      content: `${CLEAN}<p>${names.map((n) => `{{${n}}}`).join(' ')}</p>`,
    });
    await addContact(id, { customFields: { field55: 'x' } });
    const tags = (await check(id)).findings.filter((f) => f.code === 'merge-tag-missing');
    expect(tags).toHaveLength(59);
    expect(tags.map((f) => f.examples![0])).not.toContain('{{field55}}');
  });

  it('Send refuses while errors stand, naming them, and sends with the override', async () => {
    const id = await create({ content: `${CLEAN}<a href="/offers">Offers</a>` });
    await addContact(id, {});
    const refused = await server.post(`/api/campaigns/${id}/send`, undefined, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^Fix this before sending, or send anyway: 1 link does not go/,
    );
    expect((await server.get(`/api/campaigns/${id}`, { token })).body.campaign.status).toBe(
      'draft',
    );
    const invalid = await server.post(`/api/campaigns/${id}/send`, { override: 'yes' }, { token });
    expect(invalid.status).toBe(400);
    const sent = await server.post(`/api/campaigns/${id}/send`, { override: true }, { token });
    expect(sent.status).toBe(202);
    expect(sent.body.progress.total).toBe(1);
  });

  it('warnings never block Send', async () => {
    const id = await create({ subject: 'BIG SPRING SALE' }, bare);
    await addContact(id, {}, bare);
    expect((await check(id, bare)).blocked).toBe(false);
    expect((await server.post(`/api/campaigns/${id}/send`, {}, { token: bare })).status).toBe(202);
  });

  it('the size and link limits are errors no override passes', async () => {
    const id = await create({});
    await addContact(id, {});
    // Saved before the caps existed: the API refuses such content at save.
    await server.db
      .updateTable('campaigns')
      .set({ content: `<p>${'x'.repeat(410 * 1024)}</p>` })
      .where('id', '=', id)
      .execute();
    const result = await check(id);
    expect(result.findings[0]).toMatchObject({
      code: 'message-limits',
      severity: 'error',
      overridable: false,
    });
    expect(result.canOverride).toBe(false);
    const refused = await server.post(`/api/campaigns/${id}/send`, { override: true }, { token });
    expect(refused.status).toBe(400);
    expect((await server.get(`/api/campaigns/${id}`, { token })).body.campaign.status).toBe(
      'draft',
    );
  });
});
