import { createHash } from 'node:crypto';
import { FormResponseSchema } from '@crm/api-client';
import {
  contrastRatio,
  curatedThemes,
  PAGE_COLOR_PAIRS,
  pageScheme,
  type PageColorRole,
  type PageColors,
} from '@crm/palette';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountLinks } from '../src/auth/accountLinks';
import { serverSecret } from '../src/db/serverSecretsRepository';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

const DEFINITION = {
  name: 'Newsletter',
  fields: [{ key: 'email', type: 'email', label: 'Email' }],
  consent: { text: 'I agree to the newsletter.', required: true },
  doubleOptIn: false,
  thankYouMessage: 'Thanks for joining.',
};

const { id: _id, ...clearSky } = curatedThemes[0]!.palettes[1]!;
/** Amber buttons and light grey edges on white: the page must darken them to read. */
const amber = {
  name: 'Brand Draft',
  primary: '#2563EB',
  secondary: '#64748b',
  accent: '#f59e0b',
  background: '#fff',
  text: '#374151',
  textSecondary: '#9ca3af',
  border: '#e5e7eb',
  success: '#10b981',
  warning: '#f59e0b',
  error: '#ef4444',
};

const PROPERTY_ROLES: Record<string, PageColorRole> = {
  '--page': 'page',
  '--surface': 'surface',
  '--text': 'text',
  '--link': 'link',
  '--error': 'error',
  '--field': 'field',
  '--field-text': 'fieldText',
  '--placeholder': 'placeholder',
  '--field-border': 'fieldBorder',
  '--button': 'button',
  '--button-text': 'buttonText',
  '--focus': 'focus',
};

/** The page's colours as its style sets them: the light scheme, then the dark one's. */
function schemesOf(html: string): PageColors[] {
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
  return [...css.matchAll(/:root \{([^}]*)\}/g)].map(
    ([, body]) =>
      Object.fromEntries(
        [...body!.matchAll(/(--[\w-]+): (#[0-9a-f]{6});/g)].map(([, name, hex]) => [
          PROPERTY_ROLES[name!],
          hex,
        ]),
      ) as PageColors,
  );
}

/** A form's look (issue 28 §1): its palette, stored beside the definition, worn by its pages. */
describeEachDatabase('forms look', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  /** The signed time of a page served ten seconds ago (past the minimum fill time). */
  const servedBefore = async () =>
    accountLinks(
      await serverSecret({ db: server.db, dialect: server.dialect }, server.config.mail.appSecret),
    ).sign('form-fill', { u: 0, e: Date.now() - 10_000 + 24 * 60 * 60 * 1000 }, '');
  const owner = async () => {
    const user = await server.registerUser();
    return { token: user.token };
  };

  it('stores a look with the form, outside its versioned definition, and copies it with the form', async () => {
    const as = await owner();
    const created = await server.post('/api/forms', { ...DEFINITION, look: amber }, as);
    expect(created.status, created.text).toBe(201);
    const form = v.parse(FormResponseSchema, created.body).form;
    // Colours are kept as `#rrggbb`, lowercase.
    expect(form.look).toEqual({ ...amber, primary: '#2563eb', background: '#ffffff' });
    expect(form.version).toBe(1);

    const changed = await server.patch(`/api/forms/${form.id}`, { look: clearSky }, as);
    expect(changed.body.form).toMatchObject({ look: clearSky, version: 1 });
    const renamed = await server.patch(`/api/forms/${form.id}`, { name: 'Monthly' }, as);
    expect(renamed.body.form.look).toEqual(clearSky);
    const copy = await server.post(`/api/forms/${form.id}/duplicate`, undefined, as);
    expect(copy.body.form.look).toEqual(clearSky);

    const standard = await server.patch(`/api/forms/${form.id}`, { look: null }, as);
    expect(standard.body.form).toMatchObject({ look: null, version: 1 });
    const plain = await server.post('/api/forms', DEFINITION, as);
    expect(plain.body.form.look).toBeNull();
  });

  it('refuses a look with a bad colour or no name, naming the field', async () => {
    const as = await owner();
    const bad = async (look: unknown) => {
      const res = await server.post('/api/forms', { ...DEFINITION, look }, as);
      expect(res.status).toBe(400);
      return res.body;
    };
    expect(await bad({ ...amber, accent: 'orange' })).toEqual({
      message: 'Look accent must be a hex colour like #2563eb',
      field: 'look.accent',
    });
    expect(await bad({ ...amber, error: undefined })).toMatchObject({ field: 'look.error' });
    expect(await bad({ ...amber, name: ' ' })).toMatchObject({ field: 'look.name' });
    const form = (await server.post('/api/forms', DEFINITION, as)).body.form;
    const patched = await server.patch(
      `/api/forms/${form.id}`,
      { look: { ...clearSky, text: '#12' } },
      as,
    );
    expect(patched.body).toEqual({
      message: 'Look text must be a hex colour like #2563eb',
      field: 'look.text',
    });
  });

  it("dresses the hosted page and its thank-you page in the palette, light and dark, every pair at WCAG AA, under the style's hash", async () => {
    const as = await owner();
    for (const look of [clearSky, amber]) {
      const form = (await server.post('/api/forms', { ...DEFINITION, look }, as)).body.form;
      const page = await server.get(`/f/${form.publicId}`);
      expect(page.status).toBe(200);
      const expected = pageScheme({ id: 'form-look', ...form.look });
      expect(schemesOf(page.text)).toEqual([expected.light, expected.dark]);
      expect(page.text).toContain('@media (prefers-color-scheme: dark)');
      for (const colors of schemesOf(page.text)) {
        for (const [foreground, background, minimum] of PAGE_COLOR_PAIRS) {
          expect(
            contrastRatio(colors[foreground], colors[background]),
            `${look.name}: ${foreground} on ${background}`,
          ).toBeGreaterThanOrEqual(minimum);
        }
      }
      // Only this page's own style applies: the CSP names its hash.
      const css = /<style>([\s\S]*?)<\/style>/.exec(page.text)![1]!;
      const hash = createHash('sha256').update(css).digest('base64');
      expect(page.headers.get('content-security-policy')).toContain(`style-src 'sha256-${hash}'`);

      const body = new URLSearchParams({ email: 'a@example.com', consent: 'on' }).toString();
      // No signed time: the page comes back filled in, still in the look.
      const again = await server.request('POST', `/f/${form.publicId}`, {
        body,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(again.status).toBe(400);
      expect(schemesOf(again.text)).toEqual([expected.light, expected.dark]);
      const thanks = await server.request('POST', `/f/${form.publicId}`, {
        body: `${body}&_t=${await servedBefore()}`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(thanks.text).toContain('Thanks for joining.');
      expect(schemesOf(thanks.text)).toEqual([expected.light, expected.dark]);
    }

    // A palette that reads as it is keeps its colours: the card and button are its own.
    const form = (await server.post('/api/forms', { ...DEFINITION, look: clearSky }, as)).body.form;
    const [light] = schemesOf((await server.get(`/f/${form.publicId}`)).text);
    expect(light!.surface).toBe(clearSky.background);
    // One that does not is moved as far as it must: the amber button darkens to show on white.
    const amberForm = (await server.post('/api/forms', { ...DEFINITION, look: amber }, as)).body
      .form;
    const [amberLight] = schemesOf((await server.get(`/f/${amberForm.publicId}`)).text);
    expect(amberLight!.button).not.toBe(amber.accent);
    expect(contrastRatio(amberLight!.button, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('keeps the standard look without a palette', async () => {
    const as = await owner();
    const form = (await server.post('/api/forms', DEFINITION, as)).body.form;
    const page = await server.get(`/f/${form.publicId}`);
    const standard = pageScheme(null);
    expect(schemesOf(page.text)).toEqual([standard.light, standard.dark]);
  });
});
