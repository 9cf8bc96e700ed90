import { createHash } from 'node:crypto';
import { FORM_TEXTS } from '@crm/api-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultConfig } from '../src/config';
import { serverSecret } from '../src/db/serverSecretsRepository';
import { EMBED_SCRIPT } from '../src/forms/embedScript';
import { purgeSpentChallenges } from '../src/forms/formsRepository';
import {
  leadingZeroBits,
  proofOfWork,
  solveChallenge,
  type PowChallenge,
} from '../src/forms/formsProofOfWork';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

const PUBLIC_URL = 'https://crm.example.test';
const SHOP = 'https://shop.example';
/** Low, so the tests solve quickly; the checks are the same at any difficulty. */
const DIFFICULTY = 8;

const DEFINITION = {
  name: 'Embedded',
  fields: [
    { key: 'email', type: 'email', label: 'Email' },
    { key: 'firstName', type: 'text', label: 'First name', required: true },
  ],
  consent: null,
  doubleOptIn: false,
  thankYouMessage: 'Thanks for joining!',
};

/** The script embed (issue 28 §1): its script, its start, CORS, and the proof-of-work challenge. */
describeEachDatabase('forms script embed', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      defaultPlan: 'pro',
      config: {
        mail: { ...defaultConfig.mail, publicUrl: PUBLIC_URL },
        // The minimum fill time is forms.test.ts's; here a start is posted at once.
        formsMinFillMs: 0,
        formsProofOfWork: { difficulty: DIFFICULTY, ttlMs: 60_000 },
        formsThrottle: {
          address: { maxFailures: 1000, windowMs: 10 * 60 * 1000 },
          email: { maxFailures: 1000, windowMs: 60 * 60 * 1000 },
          form: { max: 1000, windowMs: 60 * 1000 },
        },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const createForm = async (overrides: Record<string, unknown> = {}) => {
    const user = await server.registerUser();
    const res = await server.post('/api/forms', { ...DEFINITION, ...overrides }, user);
    expect(res.status, res.text).toBe(201);
    const contactAt = (email: string) =>
      server.db
        .selectFrom('contacts')
        .select(['email', 'status'])
        .where('user_id', '=', user.user.id)
        .where('email', '=', email)
        .executeTakeFirst();
    return {
      form: res.body.form as { id: number; publicId: string; proofOfWork: boolean },
      contactAt,
    };
  };
  const start = async (publicId: string, origin = SHOP) => {
    const res = await server.get(`/f/${publicId}/start`, { headers: { Origin: origin } });
    expect(res.status, res.text).toBe(200);
    return res as typeof res & {
      body: { filledFrom: string; challenge: PowChallenge | null };
    };
  };
  const post = (publicId: string, values: Record<string, unknown>, origin = SHOP) =>
    server.request('POST', `/f/${publicId}`, { json: values, headers: { Origin: origin } });

  it('serves the script to any site, cacheable, and it parses', async () => {
    const res = await server.get('/f/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.text).toBe(EMBED_SCRIPT);
    expect(() => new Function(EMBED_SCRIPT)).not.toThrow();
  });

  it('lets any site read a form with no allowed origins, and only the listed ones otherwise', async () => {
    const open = (await createForm()).form;
    const opened = await start(open.publicId);
    expect(opened.headers.get('access-control-allow-origin')).toBe('*');
    expect(opened.body.challenge).toBeNull();
    expect(opened.body.filledFrom).toMatch(/^[\w-]+\.[\w-]+$/);

    const { form: listed, contactAt } = await createForm({ allowedOrigins: [SHOP] });
    const preflight = await server.request('OPTIONS', `/f/${listed.publicId}`, {
      headers: {
        Origin: SHOP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
    const refused = await server.request('OPTIONS', `/f/${listed.publicId}`, {
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-methods')).toBeNull();

    const { body } = await start(listed.publicId);
    const sent = await post(listed.publicId, {
      _t: body.filledFrom,
      email: 'cors@example.com',
      firstName: 'C',
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ success: true, message: 'Thanks for joining!', redirectUrl: null });
    expect(sent.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(sent.headers.get('vary')).toContain('Origin');
    // A field error comes back readable, by field, for the script to show beside it.
    const invalid = await post(listed.publicId, { _t: body.filledFrom, email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(invalid.body.fieldErrors).toEqual({
      email: 'Please enter a valid email',
      firstName: 'First name is required',
    });
    const foreign = await post(
      listed.publicId,
      { _t: body.filledFrom, email: 'evil@example.com', firstName: 'E' },
      'https://evil.example',
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(await contactAt('cors@example.com')).toMatchObject({ status: 'subscriber' });
    expect(await contactAt('evil@example.com')).toBeUndefined();
  });

  it('proof of work: a solved challenge subscribes once; wrong, another form’s, forged, expired, missing and replayed are refused', async () => {
    const { form, contactAt } = await createForm({ proofOfWork: true });
    expect(form.proofOfWork).toBe(true);
    const other = (await createForm({ proofOfWork: true })).form;
    const person = { email: 'pow@example.com', firstName: 'P' };
    const refusedWith = async (values: Record<string, unknown>, message: string) => {
      const res = await post(form.publicId, { ...person, ...values });
      expect(res.status, res.text).toBe(400);
      expect(res.body).toEqual({ message });
      expect(await contactAt(person.email)).toBeUndefined();
    };

    const { body } = await start(form.publicId);
    const challenge = body.challenge!;
    expect(challenge.difficulty).toBe(DIFFICULTY);
    const nonce = solveChallenge(challenge);
    const _t = body.filledFrom;

    await refusedWith({ _t }, FORM_TEXTS.powMissing);
    await refusedWith({ _t, _pow: challenge.value }, FORM_TEXTS.powMissing);
    // A nonce that does not solve it (the first that fails), another form's challenge, a forged one.
    let wrong = 0;
    while (isSolution(challenge, String(wrong))) wrong++;
    await refusedWith({ _t, _pow: challenge.value, _nonce: String(wrong) }, FORM_TEXTS.powInvalid);
    const theirs = (await start(other.publicId)).body.challenge!;
    await refusedWith(
      { _t, _pow: theirs.value, _nonce: solveChallenge(theirs) },
      FORM_TEXTS.powInvalid,
    );
    const [claims] = challenge.value.split('.');
    const easier = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(claims!, 'base64url').toString()), d: 0 }),
    ).toString('base64url');
    await refusedWith(
      { _t, _pow: `${easier}.${challenge.value.split('.')[1]}`, _nonce: '0' },
      FORM_TEXTS.powInvalid,
    );
    // Issued by this server an hour ago with a minute to live.
    const pow = proofOfWork(await serverSecret(server, server.config.mail.appSecret));
    const old = pow.issue(form.id, DIFFICULTY, 60_000, new Date(Date.now() - 60 * 60 * 1000));
    await refusedWith({ _t, _pow: old.value, _nonce: solveChallenge(old) }, FORM_TEXTS.powExpired);

    // The field errors come first: a person correcting a field keeps their solution.
    const missingName = await post(form.publicId, {
      _t,
      email: person.email,
      _pow: challenge.value,
      _nonce: nonce,
    });
    expect(missingName.status).toBe(400);
    expect(missingName.body.field).toBe('firstName');

    const solved = await post(form.publicId, {
      ...person,
      _t,
      _pow: challenge.value,
      _nonce: nonce,
    });
    expect(solved.status, solved.text).toBe(200);
    expect(await contactAt(person.email)).toMatchObject({ status: 'subscriber' });

    const replayed = await post(form.publicId, {
      _t,
      email: 'replay@example.com',
      firstName: 'R',
      _pow: challenge.value,
      _nonce: nonce,
    });
    expect(replayed.status).toBe(400);
    expect(replayed.body).toEqual({ message: FORM_TEXTS.powReused });
    expect(await contactAt('replay@example.com')).toBeUndefined();

    // Spent challenges go with the hourly purge once they could no longer be accepted anyway.
    const spent = async () =>
      (await server.db.selectFrom('forms_pow_spent').select('challenge').execute()).length;
    expect(await spent()).toBeGreaterThan(0);
    expect(await purgeSpentChallenges(server, new Date())).toBe(0);
    await purgeSpentChallenges(server, new Date(Date.now() + 61_000));
    expect(await spent()).toBe(0);
  });

  it('proof of work off (the default): no challenge, none needed; on, the hosted page runs the script and says it needs JavaScript', async () => {
    const { form, contactAt } = await createForm();
    expect(form.proofOfWork).toBe(false);
    const page = await server.get(`/f/${form.publicId}`);
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');
    expect(page.text).not.toContain('<script');
    const { body } = await start(form.publicId);
    expect(body.challenge).toBeNull();
    const res = await post(form.publicId, {
      _t: body.filledFrom,
      email: 'free@example.com',
      firstName: 'F',
    });
    expect(res.status, res.text).toBe(200);
    expect(await contactAt('free@example.com')).toBeDefined();

    const guarded = (await createForm({ proofOfWork: true })).form;
    const hosted = await server.get(`/f/${guarded.publicId}`);
    const csp = hosted.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(hosted.text).toContain(`data-crm-form="${guarded.publicId}"`);
    expect(hosted.text).toContain('<script src="/f/embed.js" defer></script>');
    expect(hosted.text).toContain(`<noscript><p class="summary">${FORM_TEXTS.powMissing}`);
    // Without JavaScript (a plain form post) the page comes back, filled in, saying why.
    const plain = await server.request('POST', `/f/${guarded.publicId}`, {
      body: new URLSearchParams({
        _t: (await start(guarded.publicId)).body.filledFrom,
        email: 'plain@example.com',
        firstName: 'P',
      }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(plain.status).toBe(400);
    expect(plain.text).toContain(`<div class="summary" role="alert"><p>${FORM_TEXTS.powMissing}`);
    expect(plain.text).toContain('value="plain@example.com"');
  });
});

function isSolution(challenge: PowChallenge, nonce: string): boolean {
  const hash = createHash('sha256').update(`${challenge.value}:${nonce}`).digest();
  return leadingZeroBits(hash) >= challenge.difficulty;
}
