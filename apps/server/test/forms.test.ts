import {
  ConsentListResponseSchema,
  FormListResponseSchema,
  FormResponseSchema,
  planById,
} from '@crm/api-client';
import { createElement, defaultDesign, renderDesign, type Design } from '@crm/email-builder';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountLinks } from '../src/auth/accountLinks';
import { startBackgroundWork, type BackgroundWork } from '../src/backgroundWork';
import { defaultConfig, type ServerConfig } from '../src/config';
import { serverSecret } from '../src/db/serverSecretsRepository';
import { confirmationLink } from '../src/forms/formsJobs';
import { closeSharedMailers } from '../src/sending/mailer';
import { NOT_MAILED_STATUSES } from '../src/workflows/workflowsJobs';
import { seededContactRow } from './fixtures';
import { describeEachDatabase, setPlan, startTestServer, type TestServer } from './harness';
import { startSmtpSink, waitFor, type SmtpSink } from './sendingSink';

const PUBLIC_URL = 'https://crm.example.test';
const THANK_YOU = 'Thanks! Check your inbox to confirm.';

const mail = (smtpUrl: string): ServerConfig['mail'] => ({
  ...defaultConfig.mail,
  smtpUrl,
  from: 'Beacon CRM <no-reply@beacon.test>',
  publicUrl: PUBLIC_URL,
  pollIntervalMs: 50,
});

const DEFINITION = {
  name: 'Newsletter',
  fields: [
    { key: 'email', type: 'email', label: 'Email', placeholder: 'you@example.com' },
    { key: 'firstName', type: 'text', label: 'First name', required: true },
    { key: 'custom:plan', type: 'choice', label: 'Plan', options: ['Basic', 'Pro'] },
    { key: 'custom:seats', type: 'number', label: 'Seats' },
  ],
  consent: { text: 'I agree to receive the monthly newsletter.', required: true },
  tags: ['newsletter'],
  leadSource: 'Website form',
  thankYouMessage: THANK_YOU,
};

/** Signup forms (issue 28 §1, §2): the API, the hosted page, submissions, double opt-in, consent. */
describeEachDatabase('forms', (database) => {
  let server: TestServer;
  let sink: SmtpSink;
  let work: BackgroundWork;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({
      database,
      defaultPlan: 'pro',
      config: {
        mail: mail(sink.url),
        formsThrottle: {
          address: { maxFailures: 6, windowMs: 10 * 60 * 1000 },
          email: { maxFailures: 3, windowMs: 60 * 60 * 1000 },
          form: { max: 1000, windowMs: 60 * 1000 },
        },
      },
    });
    work = await startBackgroundWork(server);
  });
  afterAll(async () => {
    await work?.stop();
    closeSharedMailers();
    await server?.close();
    await sink?.close();
  });

  const deps = () => ({ db: server.db, dialect: server.dialect, config: server.config });
  /** A page's "served at" token as if the page had been open `agoMs`. */
  const servedAgo = async (agoMs: number) =>
    accountLinks(await serverSecret(deps(), server.config.mail.appSecret)).sign(
      'form-fill',
      { u: 0, e: Date.now() - agoMs + 24 * 60 * 60 * 1000 },
      '',
    );
  /** Posts a submission as the hosted page would (`_t`: the page served `servedMsAgo` before). */
  const submit = async (
    publicId: string,
    values: Record<string, string>,
    options: { json?: boolean; headers?: Record<string, string>; servedMsAgo?: number } = {},
  ) => {
    const body = { _t: await servedAgo(options.servedMsAgo ?? 10_000), ...values };
    return options.json
      ? server.request('POST', `/f/${publicId}`, { json: body, headers: options.headers })
      : server.request('POST', `/f/${publicId}`, {
          body: new URLSearchParams(body).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers },
        });
  };
  const owner = async () => {
    const user = await server.registerUser();
    const as = { token: user.token };
    const createForm = async (overrides: Record<string, unknown> = {}) => {
      const res = await server.post('/api/forms', { ...DEFINITION, ...overrides }, as);
      expect(res.status, res.text).toBe(201);
      return res.body.form as { id: number; publicId: string; version: number };
    };
    const contactAt = async (email: string) =>
      server.db
        .selectFrom('contacts')
        .selectAll()
        .where('user_id', '=', user.user.id)
        .where('email', '=', email)
        .executeTakeFirst();
    return { user, as, createForm, contactAt };
  };
  const confirmMailTo = (to: string, count = 1) =>
    waitFor(
      () => {
        const mails = sink.received.filter((m) => m.to === to);
        return mails.length >= count && mails[count - 1];
      },
      { what: `confirmation mail ${count} to ${to}` },
    );
  const linkOf = (html: string) => {
    const match = /href="https:\/\/crm\.example\.test(\/f\/confirm\?token=[^"]+)"/.exec(html);
    expect(match).not.toBeNull();
    return match![1]!.replaceAll('&amp;', '&');
  };

  it('creates, lists with figures, reads, changes (a new version), duplicates and deletes forms, scoped to their owner', async () => {
    const { as, createForm } = await owner();
    const form = await createForm();
    const read = await server.get(`/api/forms/${form.id}`, as);
    // The answers are the contract's: the app's client parses them with these schemas.
    expect(v.safeParse(FormResponseSchema, read.body).success).toBe(true);
    expect(read.body.form).toMatchObject({
      name: 'Newsletter',
      doubleOptIn: true,
      version: 1,
      views: 0,
      submissions: 0,
      conversion: null,
      tags: ['newsletter'],
      leadSource: 'Website form',
      redirectUrl: null,
      allowedOrigins: [],
    });
    // The email field is always required, whatever the definition said.
    expect(read.body.form.fields[0]).toMatchObject({ key: 'email', required: true });
    expect(read.body.form.publicId).toMatch(/^[\w-]{22}$/);

    const renamed = await server.patch(`/api/forms/${form.id}`, { name: 'Monthly news' }, as);
    expect(renamed.body.form).toMatchObject({ name: 'Monthly news', version: 1 });
    const changed = await server.patch(`/api/forms/${form.id}`, { doubleOptIn: false }, as);
    expect(changed.body.form).toMatchObject({ doubleOptIn: false, version: 2 });

    const copy = await server.post(`/api/forms/${form.id}/duplicate`, undefined, as);
    expect(copy.status).toBe(201);
    expect(copy.body.form).toMatchObject({ name: 'Monthly news (copy)', version: 1 });
    expect(copy.body.form.publicId).not.toBe(form.publicId);

    await server.get(`/f/${form.publicId}`);
    await submit(form.publicId, {
      email: 'figures@example.com',
      firstName: 'Fig',
      consent: 'on',
    });
    const list = await server.get('/api/forms', as);
    expect(v.safeParse(FormListResponseSchema, list.body).success).toBe(true);
    expect(list.body.forms.map((f: { id: number }) => f.id)).toEqual([form.id, copy.body.form.id]);
    expect(list.body.forms[0]).toMatchObject({ views: 1, submissions: 1, conversion: 1 });
    // An embed's pixel counts its views too (a plain form on another site serves no page here).
    const gif = await server.get(`/f/${form.publicId}/view.gif`);
    expect(gif.status).toBe(200);
    expect(gif.headers.get('content-type')).toBe('image/gif');
    expect(gif.headers.get('cache-control')).toContain('no-store');
    expect((await server.get('/api/forms', as)).body.forms[0]).toMatchObject({
      views: 2,
      submissions: 1,
      conversion: 0.5,
    });

    const stranger = await server.registerUser();
    expect((await server.get(`/api/forms/${form.id}`, { token: stranger.token })).status).toBe(404);
    expect((await server.delete(`/api/forms/${form.id}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await server.delete(`/api/forms/${form.id}`, as)).status).toBe(204);
    expect((await server.get(`/api/forms/${form.id}`, as)).status).toBe(404);
    expect((await server.get(`/f/${form.publicId}`)).status).toBe(404);
  });

  it('refuses a bad definition with a 400 naming the field', async () => {
    const { as } = await owner();
    const bad = async (changes: Record<string, unknown>) =>
      (await server.post('/api/forms', { ...DEFINITION, ...changes }, as)).body;
    expect(await bad({ fields: [{ key: 'firstName', type: 'text', label: 'Name' }] })).toEqual({
      message: 'A form always asks for the email address: add the email field',
      field: 'fields',
    });
    expect(
      await bad({
        fields: [DEFINITION.fields[0], { key: 'custom:x', type: 'choice', label: 'X' }],
      }),
    ).toEqual({ message: 'A choice list needs at least one choice', field: 'fields.1' });
    expect((await bad({ fields: [{ ...DEFINITION.fields[0], label: ' ' }] })).field).toBe(
      'fields.0.label',
    );
    expect(await bad({ redirectUrl: 'javascript:alert(1)' })).toEqual({
      message: 'Redirect URL must be a web address starting with https:// or http://',
      field: 'redirectUrl',
    });
    expect((await bad({ allowedOrigins: ['https://a.example/path'] })).field).toBe(
      'allowedOrigins.0',
    );
    expect((await bad({ name: '' })).field).toBe('name');
  });

  it('serves the hosted page as plain HTML under a strict CSP, labelled, with a honeypot and a signed time', async () => {
    const { createForm } = await owner();
    const form = await createForm();
    const res = await server.get(`/f/${form.publicId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[\w+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
    expect(res.text).not.toContain('<script');
    expect(res.text).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(res.text).toContain('<label for="f-email">Email');
    expect(res.text).toContain('<label for="f-custom-plan">Plan');
    expect(res.text).toContain('I agree to receive the monthly newsletter.');
    expect(res.text).toMatch(/<div class="hp" aria-hidden="true">.*name="website"/);
    expect(res.text).toMatch(/name="_t" value="[\w-]+\.[\w-]+"/);
    expect(res.text).not.toContain('autofocus');
    expect((await server.get('/f/not-a-form-at-all-xyz')).status).toBe(404);
  });

  it('validates with the contract: errors tied to their fields, focus on the first, the answers kept; JSON names the field', async () => {
    const { createForm, contactAt } = await owner();
    const form = await createForm();
    const res = await submit(form.publicId, {
      email: 'not-an-address',
      firstName: '',
      'custom:plan': 'Gold',
      'custom:seats': 'many',
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain(
      'id="f-email" name="email" value="not-an-address" autocomplete="email" placeholder="you@example.com" required aria-required="true" aria-describedby="f-email-error" aria-invalid="true" autofocus',
    );
    expect(res.text).toContain(
      '<p class="error" id="f-email-error">Please enter a valid email</p>',
    );
    expect(res.text).toContain(
      '<p class="error" id="f-firstName-error">First name is required</p>',
    );
    expect(res.text).toContain('Plan: please pick one of the choices');
    expect(res.text).toContain('Seats must be a number');
    expect(res.text).toContain('Please tick the box to agree before subscribing');
    expect(res.text).toContain('Please correct 5 errors');
    expect(res.text.match(/autofocus/g)).toHaveLength(1);

    const json = await submit(
      form.publicId,
      { email: 'ok@example.com', firstName: 'Ok', 'custom:seats': '3' },
      { json: true },
    );
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({
      message: 'Please tick the box to agree before subscribing',
      field: 'consent',
    });
    expect(await contactAt('ok@example.com')).toBeUndefined();

    const huge = await server.request('POST', `/f/${form.publicId}`, {
      body: `email=${'a'.repeat(20_000)}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(huge.status).toBe(413);
    const long = await submit(form.publicId, {
      email: 'long@example.com',
      firstName: 'x'.repeat(1001),
      consent: 'on',
    });
    expect(long.status).toBe(400);
    expect(long.text).toContain('First name must be at most 1,000 characters');
  });

  it('answers a new and a known address alike, and never clears a field the form did not ask for', async () => {
    const { as, createForm, contactAt } = await owner();
    const form = await createForm({ doubleOptIn: false });
    await server.post(
      '/api/contacts',
      {
        firstName: 'Known',
        lastName: 'Person',
        email: 'known@example.com',
        phone: '+44 1234',
        customFields: { plan: 'Basic', colour: 'blue' },
        leadSource: 'Import',
      },
      as,
    );
    const known = await submit(form.publicId, {
      email: 'KNOWN@example.com',
      firstName: 'Knowna',
      'custom:seats': '4',
      consent: 'on',
    });
    const fresh = await submit(form.publicId, {
      email: 'fresh@example.com',
      firstName: 'Fresh',
      consent: 'on',
    });
    expect(known.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(known.text).toBe(fresh.text);
    expect(known.text).toContain(THANK_YOU);
    const knownJson = await submit(
      form.publicId,
      { email: 'known@example.com', firstName: 'Knowna', consent: 'on' },
      { json: true },
    );
    const freshJson = await submit(
      form.publicId,
      { email: 'fresh2@example.com', firstName: 'F', consent: 'on' },
      { json: true },
    );
    expect(knownJson.body).toEqual(freshJson.body);
    expect(knownJson.body).toEqual({ success: true, message: THANK_YOU, redirectUrl: null });

    const updated = (await contactAt('known@example.com'))!;
    expect(updated).toMatchObject({
      first_name: 'Knowna',
      last_name: 'Person',
      phone: '+44 1234',
      status: 'subscriber',
      lead_source: 'Import',
    });
    expect(JSON.parse(updated.custom_fields)).toEqual({ plan: 'Basic', colour: 'blue', seats: 4 });
    expect(JSON.parse(updated.tags)).toEqual(['newsletter']);
    const created = (await contactAt('fresh@example.com'))!;
    expect(created).toMatchObject({
      first_name: 'Fresh',
      last_name: '',
      status: 'subscriber',
      lead_source: 'Website form',
    });
  });

  it('drops a honeypot submission with the same answer, refuses one faster than a person, and sends a redirect', async () => {
    const { createForm, contactAt } = await owner();
    const form = await createForm({ doubleOptIn: false });
    const values = { email: 'bot@example.com', firstName: 'Bot', consent: 'on' };
    const bot = await submit(form.publicId, { ...values, website: 'http://spam.example' });
    expect(bot.status).toBe(200);
    expect(bot.text).toContain(THANK_YOU);
    expect(await contactAt('bot@example.com')).toBeUndefined();

    const fast = await submit(form.publicId, values, { servedMsAgo: 500 });
    expect(fast.status).toBe(400);
    expect(fast.text).toContain('That was quicker than a person can fill in a form.');
    expect(await contactAt('bot@example.com')).toBeUndefined();
    // No signed time (a plain HTML embed on another site has none; a forged one counts as none):
    // the form comes back filled in, with a time, to be sent again.
    const forged = await server.request('POST', `/f/${form.publicId}`, {
      json: { ...values, _t: 'made.up' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Please check your details and press Subscribe again.');
    const embedded = await server.request('POST', `/f/${form.publicId}`, {
      body: new URLSearchParams(values).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(embedded.status).toBe(400);
    expect(embedded.text).toContain('Please check your details and press Subscribe again.');
    expect(embedded.text).toContain('value="bot@example.com"');
    expect(embedded.text).toMatch(/name="_t" value="[\w-]+\.[\w-]+"/);
    expect(await contactAt('bot@example.com')).toBeUndefined();

    const redirecting = await createForm({
      doubleOptIn: false,
      redirectUrl: 'https://www.example.com/thanks',
    });
    const page = await server.get(`/f/${redirecting.publicId}`);
    expect(page.headers.get('content-security-policy')).toContain(
      "form-action 'self' https://www.example.com",
    );
    const redirected = await submit(redirecting.publicId, values);
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get('location')).toBe('https://www.example.com/thanks');
    expect(await contactAt('bot@example.com')).toBeDefined();
  });

  it('takes posts only from its allowed origins and its own page', async () => {
    const { createForm, contactAt } = await owner();
    const form = await createForm({
      doubleOptIn: false,
      allowedOrigins: ['https://shop.example'],
    });
    const values = { email: 'origin@example.com', firstName: 'O', consent: 'on' };
    const foreign = await submit(form.publicId, values, {
      json: true,
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('This form cannot be sent from this website.');
    expect(await contactAt('origin@example.com')).toBeUndefined();
    const allowed = await submit(form.publicId, values, {
      json: true,
      headers: { Origin: 'https://shop.example' },
    });
    expect(allowed.status).toBe(200);
    const own = await submit(form.publicId, values, { headers: { Origin: PUBLIC_URL } });
    expect(own.status).toBe(200);
  });

  it('limits submissions per address and per subscriber with 429 and Retry-After, without holding up another form', async () => {
    const { createForm } = await owner();
    const form = await createForm({ doubleOptIn: false });
    const other = await createForm({ doubleOptIn: false });
    // Three per address subscribed an hour.
    for (let i = 0; i < 3; i++)
      expect(
        (await submit(form.publicId, { email: 'same@example.com', firstName: 'S', consent: 'on' }))
          .status,
      ).toBe(200);
    const sameAddress = await submit(form.publicId, {
      email: 'same@example.com',
      firstName: 'S',
      consent: 'on',
    });
    expect(sameAddress.status).toBe(429);
    expect(Number(sameAddress.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sameAddress.text).toContain('Too many form submission attempts');
    // Six per client address and form in ten minutes, counted valid or not: two more fill it.
    for (let i = 0; i < 2; i++)
      expect((await submit(form.publicId, { email: 'x' })).status).toBe(400);
    const flooded = await submit(
      form.publicId,
      { email: 'new@example.com', firstName: 'N', consent: 'on' },
      { json: true },
    );
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(flooded.body.message).toMatch(
      /^Too many form submission attempts\. Try again in \d+ minutes?\.$/,
    );
    // Another form from the same client goes on.
    expect(
      (await submit(other.publicId, { email: 'new@example.com', firstName: 'N', consent: 'on' }))
        .status,
    ).toBe(200);

    // A form-wide flood (from many addresses: its window already full) stops that form only.
    const busy = await createForm({ doubleOptIn: false });
    const minute = 60 * 1000;
    const start = Math.floor(Date.now() / minute) * minute;
    await server.db
      .insertInto('forms_rate_windows')
      .values(
        [start, start + minute].map((at) => ({ form_id: busy.id, window_start: at, hits: 1000 })),
      )
      .execute();
    const full = await submit(busy.publicId, {
      email: 'b@example.com',
      firstName: 'B',
      consent: 'on',
    });
    expect(full.status).toBe(429);
    expect(full.text).toContain('This form is getting too many submissions. Try again in');
    const retryAfter = Number(full.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(
      (await submit(other.publicId, { email: 'c@example.com', firstName: 'C', consent: 'on' }))
        .status,
    ).toBe(200);
  });

  it('double opt-in: pending until the link is pressed, which confirms once; consent keeps text, version, time, address and agent', async () => {
    const { as, user, createForm, contactAt } = await owner();
    const form = await createForm();
    const res = await submit(
      form.publicId,
      { email: 'doi@example.com', firstName: 'Dee', 'custom:plan': 'Pro', consent: 'on' },
      { headers: { 'User-Agent': 'FormTest/1.0' } },
    );
    expect(res.status).toBe(200);
    const pending = (await contactAt('doi@example.com'))!;
    expect(pending.status).toBe('pending');
    // Pending contacts are never mailed: a campaign skips them, a workflow's email step too.
    expect(NOT_MAILED_STATUSES).toContain('pending');
    const campaign = (
      await server.post('/api/campaigns', { name: 'C', subject: 'S', content: 'x' }, as)
    ).body.campaign;
    await server.post(`/api/campaigns/${campaign.id}/contacts`, { contactId: pending.id }, as);
    expect((await server.get(`/api/campaigns/${campaign.id}/audience`, as)).body.audience).toEqual({
      recipients: 0,
      skipped: 1,
      // Left out because pending: a subscriber is mailed only once confirmed.
      leftOut: { unsubscribed: 0, bounced: 0, pending: 1, suppressed: 0, excluded: 0 },
    });

    const message = await confirmMailTo('doi@example.com');
    expect(message.parsed.subject).toBe('Please confirm your subscription');
    expect(message.parsed.headers.has('list-unsubscribe')).toBe(false);
    const link = linkOf(String(message.parsed.html));

    const first = await server.get(link, { headers: { 'User-Agent': 'Confirmer/2.0' } });
    expect(first.status).toBe(200);
    expect(first.text).toContain('Your subscription is confirmed. Thank you!');
    expect((await contactAt('doi@example.com'))!.status).toBe('subscriber');
    const [consent] = await server.db
      .selectFrom('forms_consents')
      .selectAll()
      .where('contact_id', '=', pending.id)
      .execute();
    expect(consent).toMatchObject({
      user_id: user.user.id,
      form_id: form.id,
      form_version: 1,
      kind: 'subscribe',
      consent_text: 'I agree to receive the monthly newsletter.',
      email: 'doi@example.com',
      ip: expect.stringMatching(/127\.0\.0\.1/),
      user_agent: 'FormTest/1.0',
      confirmed_ip: expect.stringMatching(/127\.0\.0\.1/),
      confirmed_user_agent: 'Confirmer/2.0',
    });
    expect(consent!.confirmed_at).not.toBeNull();

    // Twice is fine: the first confirmation stays as recorded.
    const second = await server.get(link, { headers: { 'User-Agent': 'Other/3.0' } });
    expect(second.status).toBe(200);
    expect(second.text).toContain('Your subscription is confirmed. Thank you!');
    const again = await server.db
      .selectFrom('forms_consents')
      .selectAll()
      .where('id', '=', consent!.id)
      .executeTakeFirstOrThrow();
    expect(again.confirmed_user_agent).toBe('Confirmer/2.0');
    expect(String(again.confirmed_at)).toBe(String(consent!.confirmed_at));

    // The contact's consent history, as the Edit Contact dialog will show it.
    const history = await server.get(`/api/contacts/${pending.id}/consents`, as);
    expect(v.safeParse(ConsentListResponseSchema, history.body).success).toBe(true);
    expect(history.body.consents).toEqual([
      expect.objectContaining({
        kind: 'subscribe',
        formId: form.id,
        formVersion: 1,
        consentText: 'I agree to receive the monthly newsletter.',
        userAgent: 'FormTest/1.0',
        confirmedUserAgent: 'Confirmer/2.0',
        confirmedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
    const stranger = await server.registerUser();
    expect(
      (await server.get(`/api/contacts/${pending.id}/consents`, { token: stranger.token })).status,
    ).toBe(404);

    const submission = await server.db
      .selectFrom('forms_submissions')
      .selectAll()
      .where('form_id', '=', form.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(submission.answers)).toMatchObject({
      email: 'doi@example.com',
      firstName: 'Dee',
      customFields: { plan: 'Pro' },
      consented: true,
    });
    // The account's download holds its forms, what was submitted and the consent records.
    const download = JSON.parse((await server.get('/api/profile/export', as)).text);
    expect(download.forms.map((f: { id: number }) => f.id)).toEqual([form.id]);
    expect(download.forms_submissions).toHaveLength(1);
    expect(download.forms_consents[0]).toMatchObject({ email: 'doi@example.com' });

    // A forged or foreign link confirms nothing.
    expect((await server.get(`${link}x`)).status).toBe(404);
  });

  it('sends the confirmation email designed with the builder: its subject, the button to the signed link, the subscriber’s tags; the standard one once it is deleted or loses its link', async () => {
    const { as, createForm, contactAt } = await owner();
    const button = createElement('button');
    const design: Design = {
      ...defaultDesign,
      elements: [
        { ...createElement('text'), content: 'Hello {{firstName}}, one more step.' },
        {
          ...button,
          content: 'Confirm my subscription',
          settings: { ...button.settings, url: '{{confirmUrl}}' },
        },
      ],
    };
    const template = async (content: string, owner = as) =>
      (
        await server.post(
          '/api/email-templates',
          { name: 'Confirm', subject: 'One click to join, {{firstName}}', content },
          owner,
        )
      ).body.template as { id: number };
    const designed = await template(renderDesign(design));
    const form = await createForm({ confirmationTemplateId: designed.id });
    expect(v.parse(FormResponseSchema, { form }).form.confirmationTemplateId).toBe(designed.id);
    // Choosing the email is not a new version: consent records name what the person agreed to.
    expect(form.version).toBe(1);

    // Another account's template, or one a subscriber could not confirm from: refused by field.
    const stranger = await server.registerUser();
    const foreign = await template(renderDesign(design), { token: stranger.token });
    const refused = await server.post(
      '/api/forms',
      { ...DEFINITION, confirmationTemplateId: foreign.id },
      as,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'That email template does not exist',
      field: 'confirmationTemplateId',
    });
    const linkless = await template('<p>Welcome! <a href="https://example.com">Our site</a></p>');
    const noLink = await server.patch(
      `/api/forms/${form.id}`,
      { confirmationTemplateId: linkless.id },
      as,
    );
    expect(noLink.status).toBe(400);
    expect(noLink.body).toMatchObject({
      message: 'The confirmation email needs a button or link to {{confirmUrl}}',
      field: 'confirmationTemplateId',
    });

    await submit(form.publicId, {
      email: 'designed@example.com',
      firstName: 'Dora',
      consent: 'on',
    });
    const message = await confirmMailTo('designed@example.com');
    expect(message.parsed.subject).toBe('One click to join, Dora');
    expect(message.parsed.headers.has('list-unsubscribe')).toBe(false);
    const html = String(message.parsed.html);
    expect(html).toContain('Hello Dora, one more step.');
    expect(html).not.toContain('Unsubscribe');
    // The button's own anchor carries the signed link, whole (not percent-encoded).
    const anchor = /<a href="([^"]+)"[^>]*>\s*Confirm my subscription/.exec(html);
    expect(anchor?.[1]).toMatch(/^https:\/\/crm\.example\.test\/f\/confirm\?token=/);
    expect((await server.get(linkOf(html))).text).toContain('Your subscription is confirmed.');
    expect((await contactAt('designed@example.com'))!.status).toBe('subscriber');

    // Edited since so it no longer links to {{confirmUrl}}: the standard email goes instead.
    const edited = await server.put(
      `/api/email-templates/${designed.id}`,
      { name: 'Confirm', subject: 'Welcome', content: '<p>Welcome!</p>' },
      as,
    );
    expect(edited.status).toBe(200);
    await submit(form.publicId, { email: 'edited@example.com', firstName: 'Ed', consent: 'on' });
    expect((await confirmMailTo('edited@example.com')).parsed.subject).toBe(
      'Please confirm your subscription',
    );

    // The template deleted: the form answers null and the standard email goes again.
    expect((await server.delete(`/api/email-templates/${designed.id}`, as)).status).toBe(204);
    expect((await server.get(`/api/forms/${form.id}`, as)).body.form.confirmationTemplateId).toBe(
      null,
    );
    await submit(form.publicId, { email: 'plain@example.com', firstName: 'Pat', consent: 'on' });
    const standard = await confirmMailTo('plain@example.com');
    expect(standard.parsed.subject).toBe('Please confirm your subscription');
    expect((await server.get(linkOf(String(standard.parsed.html)))).status).toBe(200);
    expect((await contactAt('plain@example.com'))!.status).toBe('subscriber');
  });

  it('resends the confirmation at most once an hour; an expired link says so and offers a new one', async () => {
    const { createForm, contactAt } = await owner();
    const form = await createForm();
    const values = { email: 'slow@example.com', firstName: 'Slow', consent: 'on' };
    await submit(form.publicId, values);
    await confirmMailTo('slow@example.com');
    await submit(form.publicId, values);
    const contact = (await contactAt('slow@example.com'))!;
    const jobs = () =>
      server.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'forms.confirmationMail')
        .where('user_id', '=', contact.user_id)
        .execute();
    expect(await jobs()).toHaveLength(1);

    // An hour on, the next submission mails a new link.
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000).toISOString();
    await server.db
      .updateTable('forms_consents')
      .set({ confirmation_sent_at: hourAgo })
      .where('contact_id', '=', contact.id)
      .where('confirmation_sent_at', 'is not', null)
      .execute();
    await submit(form.publicId, values);
    await confirmMailTo('slow@example.com', 2);
    expect(await jobs()).toHaveLength(2);

    const consent = await server.db
      .selectFrom('forms_consents')
      .select('id')
      .where('contact_id', '=', contact.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const expired = await confirmationLink(deps(), contact.user_id, consent.id, Date.now() - 1000);
    const page = await server.get(expired.slice(PUBLIC_URL.length));
    expect(page.status).toBe(200);
    expect(page.text).toContain('This confirmation link has expired. We can send you a new one.');
    expect(page.text).toContain('action="/f/confirm/resend"');
    expect((await contactAt('slow@example.com'))!.status).toBe('pending');
    const token = /name="token" value="([^"]+)"/.exec(page.text)![1]!;
    // Within the hour of the last link: the same answer, no new mail.
    const resend = await server.request('POST', '/f/confirm/resend', {
      body: new URLSearchParams({ token }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(resend.status).toBe(200);
    expect(resend.text).toContain(
      'If this address is waiting for confirmation, a new link is on its way.',
    );
    expect(await jobs()).toHaveLength(2);
    await server.db
      .updateTable('forms_consents')
      .set({ confirmation_sent_at: hourAgo })
      .where('contact_id', '=', contact.id)
      .where('confirmation_sent_at', 'is not', null)
      .execute();
    await server.request('POST', '/f/confirm/resend', {
      body: new URLSearchParams({ token }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const third = await confirmMailTo('slow@example.com', 3);
    expect((await server.get(linkOf(String(third.parsed.html)))).text).toContain(
      'Your subscription is confirmed.',
    );
    expect((await contactAt('slow@example.com'))!.status).toBe('subscriber');
  });

  it('fires the form_submission trigger in the same transaction, for workflows naming this form or none', async () => {
    const { as, createForm, contactAt } = await owner();
    const form = await createForm({ doubleOptIn: false });
    const other = await createForm({ doubleOptIn: false });
    const workflow = async (formId?: number) =>
      (
        await server.post(
          '/api/automation-workflows',
          {
            name: `On form ${formId ?? 'any'}`,
            trigger: 'form_submission',
            isActive: true,
            steps: JSON.stringify({
              version: 2,
              trigger: formId === undefined ? {} : { formId },
              steps: [{ id: 't', type: 'add_tag', tag: 'from-form' }],
            }),
          },
          as,
        )
      ).body.workflow.id as number;
    const thisForm = await workflow(form.id);
    const otherForm = await workflow(other.id);
    const anyForm = await workflow();
    await submit(form.publicId, { email: 'wf@example.com', firstName: 'W', consent: 'on' });
    const contact = (await contactAt('wf@example.com'))!;
    const runs = await server.db
      .selectFrom('workflows_runs')
      .select('workflow_id')
      .where('contact_id', '=', contact.id)
      .orderBy('workflow_id')
      .execute();
    expect(runs.map((r) => r.workflow_id)).toEqual([thisForm, anyForm]);
    expect(runs.map((r) => r.workflow_id)).not.toContain(otherForm);
    const bad = await server.post(
      '/api/automation-workflows',
      {
        name: 'Bad',
        trigger: 'form_submission',
        steps: JSON.stringify({ version: 2, trigger: { formId: 'x' }, steps: [] }),
      },
      as,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Trigger settings: formId must be a form id');
  });

  it('a workflow on form_submission does not mail a pending subscriber, and mails them once confirmed', async () => {
    const { as, createForm } = await owner();
    const form = await createForm();
    const template = (
      await server.post(
        '/api/email-templates',
        {
          name: 'Welcome',
          subject: 'Welcome aboard',
          content: '<p>Hello</p>',
          templateType: 'welcome',
        },
        as,
      )
    ).body.template.id as number;
    const workflow = async (trigger: string) =>
      (
        await server.post(
          '/api/automation-workflows',
          {
            name: trigger,
            trigger,
            isActive: true,
            steps: JSON.stringify({
              version: 2,
              trigger: {},
              steps: [{ id: 'mail', type: 'send_email', templateId: template }],
            }),
          },
          as,
        )
      ).body.workflow.id as number;
    const onSubmission = await workflow('form_submission');
    const onSubscription = await workflow('subscription_started');
    const report = async (id: number) =>
      (await server.get(`/api/automation-workflows/${id}/report`, as)).body.report;
    await submit(form.publicId, { email: 'wait@example.com', firstName: 'W', consent: 'on' });
    await waitFor(async () => (await report(onSubmission)).completed === 1, {
      what: 'the submission workflow past its step',
    });
    expect((await report(onSubmission)).steps.mail).toMatchObject({ skipped: 1, sent: 0 });
    expect((await report(onSubscription)).enrolled).toBe(0);
    const confirmation = await confirmMailTo('wait@example.com');
    await server.get(linkOf(String(confirmation.parsed.html)));
    const welcome = await waitFor(
      () =>
        sink.received.find(
          (m) => m.to === 'wait@example.com' && m.parsed.subject === 'Welcome aboard',
        ),
      { what: 'the welcome after confirming' },
    );
    expect(welcome).toBeDefined();
    expect(
      sink.received.filter((m) => m.to === 'wait@example.com').map((m) => m.parsed.subject),
    ).toEqual(['Please confirm your subscription', 'Welcome aboard']);
  });

  it('makes one contact of two submissions of a new address at once', async () => {
    const { user, createForm } = await owner();
    const form = await createForm({ doubleOptIn: false });
    const values = { email: 'twice@example.com', firstName: 'T', consent: 'on' };
    const answers = await Promise.all([
      submit(form.publicId, values),
      submit(form.publicId, values),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const contacts = await server.db
      .selectFrom('contacts')
      .select('id')
      .where('user_id', '=', user.user.id)
      .where('email', '=', 'twice@example.com')
      .execute();
    expect(contacts).toHaveLength(1);
    const submissions = await server.db
      .selectFrom('forms_submissions')
      .select('contact_id')
      .where('form_id', '=', form.id)
      .execute();
    expect(submissions.map((s) => s.contact_id)).toEqual([contacts[0]!.id, contacts[0]!.id]);
  });

  it("takes the plan's last place once when two new subscribers come at once; a known one still gets in", async () => {
    const { user, createForm, contactAt } = await owner();
    await setPlan(server.db, user.user.id, 'free');
    const limit = planById('free').contactLimit!;
    await server.db
      .insertInto('contacts')
      .values(
        Array.from({ length: limit - 1 }, (_, i) =>
          seededContactRow(user.user.id, {
            first_name: 'Seeded',
            last_name: String(i),
            email: `seed${i}@example.com`,
          }),
        ),
      )
      .execute();
    // Two forms: one client address per form stays under its throttle.
    const [a, b, c] = [await createForm(), await createForm(), await createForm()];
    const answers = await Promise.all(
      [a, b].map((form, i) =>
        submit(form.publicId, { email: `late${i}@example.com`, firstName: 'L', consent: 'on' }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 503]);
    expect(answers.find((r) => r.status === 503)!.text).toContain(
      'This form cannot take new subscribers at the moment.',
    );
    const count = await server.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', user.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(limit);
    const known = await submit(c.publicId, {
      email: 'seed0@example.com',
      firstName: 'Known',
      consent: 'on',
    });
    expect(known.status).toBe(200);
    expect((await contactAt('seed0@example.com'))!.first_name).toBe('Known');
  });

  it('makes an unsubscribed contact pending again only under double opt-in', async () => {
    const { as, createForm, contactAt } = await owner();
    const single = await createForm({ doubleOptIn: false });
    const double = await createForm();
    await server.post(
      '/api/contacts',
      { firstName: 'Un', lastName: 'Sub', email: 'gone@example.com', status: 'unsubscribed' },
      as,
    );
    const values = { email: 'gone@example.com', firstName: 'Un', consent: 'on' };
    await submit(single.publicId, values);
    expect((await contactAt('gone@example.com'))!.status).toBe('unsubscribed');
    await submit(double.publicId, values);
    expect((await contactAt('gone@example.com'))!.status).toBe('pending');
    await confirmMailTo('gone@example.com');
  });
});
