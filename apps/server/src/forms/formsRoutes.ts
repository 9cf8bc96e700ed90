import {
  CONFIRM_URL_MISSING,
  FORM_EMBED_SCRIPT_PATH,
  FORM_LIMITS,
  FORM_TEXTS,
  FormInputSchema,
  FormUpdateInputSchema,
  formPagePath,
  HONEYPOT_FIELD,
  linksToConfirmUrl,
  parseFormSubmission,
  type Form,
} from '@crm/api-client';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { accountLinks } from '../auth/accountLinks';
import { authRepository } from '../auth/authRepository';
import { addressKey, loginThrottle, type ThrottleRule } from '../auth/loginThrottle';
import { requireAuth } from '../auth/requireAuth';
import { serverSecret } from '../db/serverSecretsRepository';
import { inTransaction, type Db } from '../db/Db';
import { ownerScope, type Scope } from '../db/scope';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { clientAddress } from '../http/clientAddress';
import { HttpError, notFound } from '../http/HttpError';
import { pixel } from '../http/pixel';
import { parseId, readBody } from '../http/readJson';
import { EMBED_SCRIPT } from './embedScript';
import { FILLED_FROM_FIELD, formPage, formPagePolicy, messagePage } from './formPage';
import { POW_FIELD, POW_NONCE_FIELD, proofOfWork } from './formsProofOfWork';
import { FORM_CONFIRM_PATH, readConfirmationToken } from './formsJobs';
import {
  countFormHit,
  countFormView,
  formByPublicId,
  formsRepository,
  spendChallenge,
} from './formsRepository';
import {
  confirmSubscription,
  NO_ROOM,
  resendConfirmation,
  subscribeThroughForm,
} from './formSubscription';
import { addressHash } from '../suppressions/addressHash';
import { audited } from '../audit/recordAudit';
import { templatesRepository } from '../templates/templatesRepository';

/** `/api/forms` (the forms area): list with figures, create, read, change, duplicate, delete. */
export function formsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  const repo = (c: Context<AppEnv>) => formsRepository(deps, c.var.scope);

  app.get('/', async (c) => c.json({ forms: await repo(c).list() }));

  app.post('/', async (c) => {
    const input = await readBody(c, FormInputSchema);
    await checkConfirmationTemplate(deps, c.var.scope, input.confirmationTemplateId);
    return c.json({ form: await repo(c).create(input) }, 201);
  });

  app.get('/:id', async (c) => {
    const form = await repo(c).get(parseId(c.req.param('id'), 'Form'));
    if (!form) throw notFound('Form');
    return c.json({ form });
  });

  app.patch('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Form');
    const input = await readBody(c, FormUpdateInputSchema);
    await checkConfirmationTemplate(deps, c.var.scope, input.confirmationTemplateId);
    const form = await repo(c).update(id, input);
    if (!form) throw notFound('Form');
    return c.json({ form });
  });

  app.post('/:id/duplicate', async (c) => {
    const form = await repo(c).duplicate(parseId(c.req.param('id'), 'Form'));
    if (!form) throw notFound('Form');
    return c.json({ form }, 201);
  });

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Form');
    const removed = await audited(
      deps,
      c,
      (trx) => formsRepository(trx, c.var.scope).remove(id),
      (name) => ({ action: 'form.deleted', target: { type: 'form', id, label: name } }),
    );
    if (removed === undefined) throw notFound('Form');
    return c.body(null, 204);
  });

  return app;
}

/**
 * A form's confirmation email must be one of the account's templates, and must link to
 * `{{confirmUrl}}`: without the link no subscriber could ever confirm.
 */
async function checkConfirmationTemplate(db: Db, scope: Scope, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const template = await templatesRepository(db, scope).find(id);
  if (!template)
    throw new HttpError(400, 'That email template does not exist', {
      field: 'confirmationTemplateId',
    });
  if (!linksToConfirmUrl(template.content))
    throw new HttpError(400, CONFIRM_URL_MISSING, { field: 'confirmationTemplateId' });
}

/** Where the public routes live: `/f/<publicId>` (formPagePath), `/f/confirm`. */
export const FORMS_PUBLIC_PATH = '/f';

/** A page's signed "served at" time is good for a day: a page left open longer is served again. */
const FILL_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The public pages of a form, with no session: `GET /f/:publicId` (the hosted form),
 * `POST /f/:publicId` (a submission, form-encoded or JSON), and the confirmation link's
 * `GET /f/confirm` with `POST /f/confirm/resend` for an expired one.
 */
export function publicFormsRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  const throttle = loginThrottle(deps);
  const links = async () => accountLinks(await serverSecret(deps, config.mail.appSecret));
  const origin = (c: Context) => ({
    ip: clientAddress(c, config),
    userAgent: c.req.header('User-Agent')?.slice(0, 500) ?? null,
  });
  const html = (c: Context, body: string, status: 200 | 400 | 403 | 404 | 429, form?: Form) => {
    c.header(
      'Content-Security-Policy',
      formPagePolicy(form?.redirectUrl ?? null, form?.proofOfWork ?? false, form?.look ?? null),
    );
    c.header('Cache-Control', 'no-store');
    return c.html(body, status);
  };
  const pow = async () => proofOfWork(await serverSecret(deps, config.mail.appSecret));
  const filledFrom = async (now: Date) =>
    (await links()).sign('form-fill', { u: 0, e: now.getTime() + FILL_TOKEN_MAX_AGE_MS }, '');

  // The script embed's script: the same for every form and site, so it is cached.
  app.get(FORM_EMBED_SCRIPT_PATH.slice(FORMS_PUBLIC_PATH.length), (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(EMBED_SCRIPT);
  });

  // Before `/:publicId`, which a public id never collides with (22 characters of base64url).
  app.get('/confirm', async (c) => {
    const token = c.req.query('token') ?? '';
    const claims = await readConfirmationToken(deps, token, new Date());
    if (!claims) return html(c, messagePage('Link not valid', FORM_TEXTS.invalid), 404);
    if (claims.expired)
      return html(
        c,
        messagePage('Link expired', FORM_TEXTS.expired, {
          action: `${FORM_CONFIRM_PATH}/resend`,
          name: 'token',
          value: token,
          label: 'Send me a new link',
        }),
        200,
      );
    const confirmed = await confirmSubscription(
      deps,
      ownerScope(claims.ownerId),
      claims.consentId,
      origin(c),
    );
    if (!confirmed) return html(c, messagePage('Link not valid', FORM_TEXTS.invalid), 404);
    return html(c, messagePage('Subscription confirmed', FORM_TEXTS.confirmed), 200);
  });

  app.post(
    '/confirm/resend',
    bodyLimit({ maxSize: 4096, onError: (c) => c.text('Request body is too large', 413) }),
    async (c) => {
      const token = new URLSearchParams(await c.req.text()).get('token') ?? '';
      const claims = await readConfirmationToken(deps, token, new Date());
      if (!claims) return html(c, messagePage('Link not valid', FORM_TEXTS.invalid), 404);
      await throttle
        .begin(
          [
            {
              key: `form-resend|address:${addressKey(origin(c).ip)}`,
              ...config.formsThrottle.address,
            },
          ],
          'confirmation link request',
        )
        .then((attempt) => attempt.failed());
      await resendConfirmation(deps, ownerScope(claims.ownerId), claims.consentId);
      return html(c, messagePage('Check your inbox', FORM_TEXTS.resent), 200);
    },
  );

  // An embed's view (its pixel): a plain HTML form on another site is seen without this server
  // serving a page, and conversion needs its views as the hosted page's are counted.
  app.get('/:publicId/view.gif', async (c) => {
    const found = await formByPublicId(deps, c.req.param('publicId'));
    if (found) await countFormView(deps, found.form.id);
    return pixel(c);
  });

  // What the script embed needs before a person can subscribe: the signed time the form was
  // shown, and the proof-of-work challenge where the form asks for one.
  app.get('/:publicId/start', async (c) => {
    const found = await formByPublicId(deps, c.req.param('publicId'));
    if (!found) throw new HttpError(404, 'Form not found');
    allowOrigin(c, found.form);
    c.header('Cache-Control', 'no-store');
    const now = new Date();
    const { difficulty, ttlMs } = config.formsProofOfWork;
    return c.json({
      filledFrom: await filledFrom(now),
      challenge: found.form.proofOfWork
        ? (await pow()).issue(found.form.id, difficulty, ttlMs, now)
        : null,
    });
  });

  // The script's JSON post is not a simple request: the browser asks first.
  app.options('/:publicId', async (c) => {
    const found = await formByPublicId(deps, c.req.param('publicId'));
    if (found && allowOrigin(c, found.form)) {
      c.header('Access-Control-Allow-Methods', 'POST');
      c.header('Access-Control-Allow-Headers', 'Content-Type');
      c.header('Access-Control-Max-Age', '600');
    }
    return c.body(null, 204);
  });

  app.get('/:publicId', async (c) => {
    const found = await formByPublicId(deps, c.req.param('publicId'));
    if (!found) return html(c, messagePage('Form not found', 'This form does not exist.'), 404);
    await countFormView(deps, found.form.id);
    const page = formPage(found.form, {
      filledFrom: await filledFrom(new Date()),
      action: formPagePath(found.form.publicId),
    });
    return html(c, page, 200, found.form);
  });

  app.post(
    '/:publicId',
    bodyLimit({
      maxSize: FORM_LIMITS.submissionBytes,
      onError: (c) => c.json({ message: 'This submission is too large' }, 413),
    }),
    async (c) => {
      const found = await formByPublicId(deps, c.req.param('publicId'));
      const type = (c.req.header('Content-Type') ?? '').toLowerCase();
      const wantsJson = type.startsWith('application/json');
      if (!found) {
        if (wantsJson) throw new HttpError(404, 'Form not found');
        return html(c, messagePage('Form not found', 'This form does not exist.'), 404);
      }
      const { form, ownerId } = found;
      allowOrigin(c, form);
      const scope = ownerScope(ownerId);
      const from = origin(c);
      const action = formPagePath(form.publicId);
      const values = await readValues(c, wantsJson, type);
      const now = new Date();
      const again = async (
        status: 400 | 403 | 429,
        state: { errors?: Record<string, string>; notice?: string },
      ) => {
        if (wantsJson) {
          const [field, message] = Object.entries(state.errors ?? {})[0] ?? [];
          return c.json(
            {
              message: message ?? state.notice,
              ...(field ? { field, fieldErrors: state.errors } : {}),
            },
            status,
          );
        }
        return html(
          c,
          formPage(form, { ...state, values, filledFrom: await filledFrom(now), action }),
          status,
          form,
        );
      };

      // Only the listed sites' pages (and the hosted page itself) may post the form.
      const sentFrom = c.req.header('Origin');
      if (
        form.allowedOrigins.length > 0 &&
        sentFrom !== undefined &&
        sentFrom !== new URL(c.req.url).origin &&
        sentFrom !== new URL(config.mail.publicUrl).origin &&
        !form.allowedOrigins.includes(sentFrom)
      )
        return again(403, { notice: FORM_TEXTS.notAllowed });

      const done = () =>
        wantsJson
          ? c.json({
              success: true as const,
              message: form.thankYouMessage,
              redirectUrl: form.redirectUrl,
            })
          : form.redirectUrl
            ? c.redirect(form.redirectUrl, 303)
            : html(
                c,
                messagePage(form.name, form.thankYouMessage, undefined, form.look),
                200,
                form,
              );
      // A refusal is returned, not thrown, so the counts made before it commit with it.
      const refuse = async (error: HttpError): Promise<Response | HttpError> => {
        if (wantsJson || error.status !== 429) return error;
        for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
        return again(429, { notice: error.message });
      };

      const perForm = config.formsThrottle.form;
      const countHit = (db: Db) => countFormHit(db, form.id, perForm.windowMs, now);
      // On PostgreSQL the window's row stays locked until its transaction commits: counted inside
      // the submission's, one form's submissions would take turns. SQLite has one writer anyway.
      const counted = deps.dialect === 'postgres' ? await countHit(deps) : undefined;

      // Read before the transaction: on SQLite its first read would wait for the transaction's
      // own connection.
      await serverSecret(deps, config.mail.appSecret);

      // Everything a submission writes (its counts, a spent challenge, the subscription) commits
      // once: on SQLite each commit is an fsync, and one writer takes them in turn.
      const submit = () =>
        inTransaction(deps, async (trx): Promise<Response | HttpError> => {
          // Every answer counts, valid or not: per form, then per client address and form.
          const window = counted ?? (await countHit(trx));
          if (window.hits > perForm.max) {
            const seconds = Math.max(1, Math.ceil((window.endsAt - now.getTime()) / 1000));
            return refuse(
              new HttpError(
                429,
                `This form is getting too many submissions. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
                { headers: { 'Retry-After': String(seconds) } },
              ),
            );
          }
          const perAddress = await countAttempt(trx, {
            key: `form:${form.id}|address:${addressKey(from.ip)}`,
            ...config.formsThrottle.address,
          });
          if (perAddress) return refuse(perAddress);

          // A bot that filled the field no person sees gets the answer a person would, and nothing is kept.
          if (text(values[HONEYPOT_FIELD]) !== '') return done();

          // No time the page was served (a plain HTML embed has none; a forged or day-old one counts
          // as none): the form comes back filled in, with one, to be sent again. A person presses
          // Subscribe twice; a bot must read the page and wait.
          const filled = (await links()).genuine('form-fill', text(values[FILLED_FROM_FIELD]), '');
          if (!filled || filled.e <= now.getTime())
            return again(400, { notice: FORM_TEXTS.sendAgain });
          if (now.getTime() - (filled.e - FILL_TOKEN_MAX_AGE_MS) < config.formsMinFillMs)
            return again(400, { notice: FORM_TEXTS.tooFast });

          const parsed = parseFormSubmission(form, values);
          if (!parsed.ok) return again(400, { errors: parsed.errors });

          // After the contract, so a person correcting a field keeps their solution; before any write.
          if (form.proofOfWork) {
            const verdict = (await pow()).check(
              form.id,
              values[POW_FIELD],
              values[POW_NONCE_FIELD],
              now,
            );
            if (!verdict.ok) return again(400, { notice: POW_TEXTS[verdict.reason] });
            if (!(await spendChallenge(trx, verdict.spentKey, verdict.expiresAt)))
              return again(400, { notice: FORM_TEXTS.powReused });
          }

          const perSubscriber = await countAttempt(trx, {
            // The address as its hash: a throttle row must not outlive the person's erasure.
            key: `form-email:${ownerId}|${addressHash(parsed.answers.email)}`,
            ...config.formsThrottle.email,
          });
          if (perSubscriber) return refuse(perSubscriber);

          // The plan is full: the counts still commit.
          if (!(await subscribeThroughForm(trx, scope, form, parsed.answers, from)))
            return NO_ROOM();
          return done();
        });
      let answer: Response | HttpError;
      try {
        answer = await submit();
      } catch (error) {
        // Two submissions of one new address at once: the second, again, finds the first's contact.
        if (!(error instanceof HttpError && error.status === 409)) throw error;
        answer = await submit();
      }
      if (answer instanceof HttpError) throw answer;
      return answer;
    },
  );

  return app;
}

/** Counts an attempt against `rule` inside the submission's transaction; the 429 when over it. */
async function countAttempt(trx: Db, rule: ThrottleRule): Promise<HttpError | undefined> {
  // Else, on PostgreSQL, a flood counted in parallel would pass the limit together.
  await authRepository(trx).loginFailures.lockKey(rule.key);
  try {
    await (await loginThrottle(trx).begin([rule], 'form submission')).failed();
    return undefined;
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return error;
    throw error;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const POW_TEXTS = {
  missing: FORM_TEXTS.powMissing,
  invalid: FORM_TEXTS.powInvalid,
  expired: FORM_TEXTS.powExpired,
} as const;

/**
 * Lets another site's page read the answer (CORS) where the form takes posts from it: any site
 * when the form names none (the plain HTML embed posts from anywhere too, and no cookie is ever
 * used), else only the listed ones. True when the page's origin may post.
 */
function allowOrigin(c: Context, form: Pick<Form, 'allowedOrigins'>): boolean {
  const origin = c.req.header('Origin');
  if (origin === undefined) return false;
  if (form.allowedOrigins.length === 0) {
    c.header('Access-Control-Allow-Origin', '*');
    return true;
  }
  c.header('Vary', 'Origin');
  if (!form.allowedOrigins.includes(origin)) return false;
  c.header('Access-Control-Allow-Origin', origin);
  return true;
}

/** A submission's values: JSON (an object) or a plain HTML form (urlencoded; a repeated name keeps its first value). */
async function readValues(
  c: Context,
  wantsJson: boolean,
  type: string,
): Promise<Record<string, unknown>> {
  const body = await c.req.text();
  if (wantsJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body, (key, value: unknown) => (key === '__proto__' ? undefined : value));
    } catch {
      throw new HttpError(400, 'Request body must be valid JSON');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new HttpError(400, 'Request body must be a JSON object');
    return parsed as Record<string, unknown>;
  }
  if (!type.startsWith('application/x-www-form-urlencoded'))
    throw new HttpError(415, 'Send the form as application/x-www-form-urlencoded or JSON');
  const values: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of new URLSearchParams(body))
    if (!(name in values)) values[name] = value;
  return values;
}
