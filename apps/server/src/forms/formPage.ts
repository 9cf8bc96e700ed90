import { createHash } from 'node:crypto';
import {
  CONSENT_FIELD,
  FORM_EMBED_SCRIPT_PATH,
  FORM_TEXTS,
  formInputType,
  HONEYPOT_FIELD,
  type Form,
  type FormField,
  type FormLook,
} from '@crm/api-client';
import { escapeHtml } from '@crm/email-builder';
import { pageScheme, type PageColorRole, type PageColors } from '@crm/palette';
/** The signed time the page was served (the minimum fill time is measured from it). */
export const FILLED_FROM_FIELD = '_t';

const BASE_CSS = `* { box-sizing: border-box; }
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; background: var(--page); color: var(--text); }
main { max-width: 32rem; margin: 0 auto; background: var(--surface); padding: 1.5rem; border-radius: 8px; overflow-wrap: anywhere; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
.field { margin: 0 0 1rem; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
.check label { display: inline; font-weight: 400; margin-left: 0.5rem; }
input:not([type=checkbox]), select { width: 100%; font: inherit; padding: 0.5rem 0.625rem; border: 1px solid var(--field-border); border-radius: 6px; background: var(--field); color: var(--field-text); }
::placeholder { color: var(--placeholder); opacity: 1; }
input[type=checkbox] { width: 1.25rem; height: 1.25rem; vertical-align: middle; accent-color: var(--button); }
[aria-invalid=true] { border-color: var(--error); outline: 1px solid var(--error); }
.error { color: var(--error); margin: 0.25rem 0 0; font-size: 0.9375rem; }
.summary { border: 2px solid var(--error); border-radius: 6px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
.summary h2 { font-size: 1rem; margin: 0 0 0.25rem; }
.req { color: var(--error); }
a { color: var(--link); }
button { font: inherit; font-weight: 600; color: var(--button-text); background: var(--button); border: 0; border-radius: 6px; padding: 0.625rem 1.25rem; cursor: pointer; }
button:focus-visible, a:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.hp { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }`;

const ROLE_PROPERTIES: Record<PageColorRole, string> = {
  page: '--page',
  surface: '--surface',
  text: '--text',
  link: '--link',
  error: '--error',
  field: '--field',
  fieldText: '--field-text',
  placeholder: '--placeholder',
  fieldBorder: '--field-border',
  button: '--button',
  buttonText: '--button-text',
  focus: '--focus',
};

const properties = (colors: PageColors) =>
  (Object.keys(ROLE_PROPERTIES) as PageColorRole[])
    .map((role) => `${ROLE_PROPERTIES[role]}: ${colors[role]};`)
    .join(' ');

/** A page's style and the CSP source that allows it (its hash: no other style applies). */
interface PageStyle {
  css: string;
  source: string;
}

function styleOf(look: FormLook | null): PageStyle {
  // `pageScheme` moves only colours that would miss WCAG AA, so every look reads in both schemes.
  const scheme = pageScheme(look && { id: 'form-look', ...look });
  const css = `:root { color-scheme: light dark; ${properties(scheme.light)} }
@media (prefers-color-scheme: dark) { :root { ${properties(scheme.dark)} } }
${BASE_CSS}`;
  return { css, source: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}

// A look's style is worked out once: the colour searches cost about 4 ms a palette here, and the
// submission answers (thank-you pages) are on the 500-a-second path. Forms are few per account;
// the cap only bounds what a long-running server keeps.
const STYLE_CACHE_SIZE = 1_000;
const styles = new Map<string, PageStyle>();

/** The style of a page in this look (null: the standard look). */
function pageStyle(look: FormLook | null): PageStyle {
  const key = JSON.stringify(look);
  let style = styles.get(key);
  if (!style) {
    if (styles.size >= STYLE_CACHE_SIZE) styles.clear();
    style = styleOf(look);
    styles.set(key, style);
  }
  return style;
}

/**
 * The hosted page's Content-Security-Policy: nothing runs, only its own style applies, and it
 * posts only to itself (and redirects only to the form's thank-you address). A form asking for
 * proof of work runs this server's embed script alone, which talks only to this server.
 */
export function formPagePolicy(
  redirectUrl: string | null,
  scripted = false,
  look: FormLook | null = null,
): string {
  let redirectOrigin = '';
  if (redirectUrl) {
    try {
      redirectOrigin = ` ${new URL(redirectUrl).origin}`;
    } catch {
      redirectOrigin = '';
    }
  }
  return [
    "default-src 'none'",
    ...(scripted ? ["script-src 'self'", "connect-src 'self'"] : []),
    `style-src ${pageStyle(look).source}`,
    "img-src 'self' data:",
    `form-action 'self'${redirectOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * A page of the hosted form's look: a heading and its body, in the form's palette (the standard
 * look without one), light and dark.
 */
export function formShell(title: string, bodyHtml: string, look: FormLook | null = null): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>${pageStyle(look).css}</style></head>
<body><main>${bodyHtml}</main></body></html>`;
}

const AUTOCOMPLETE: Record<string, string> = {
  email: 'email',
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  company: 'organization',
  position: 'organization-title',
};

/** An id safe in HTML and CSS for a field's key (`custom:plan` -> `f-custom-plan`). */
const idOf = (key: string) => `f-${key.replace(/[^\w-]/g, '-')}`;

export interface FormPageState {
  /** The values as the person sent them, shown again beside the errors. */
  values?: Record<string, unknown>;
  /** Messages by field key (`consent` for the consent box). */
  errors?: Record<string, string>;
  /** A message for the whole form (too fast, not allowed). */
  notice?: string;
  /** The signed time this page is served at. */
  filledFrom: string;
  action: string;
}

function valueOf(values: Record<string, unknown> | undefined, key: string): string {
  const value = values?.[key];
  if (Array.isArray(value)) return valueOf({ [key]: value[0] }, key);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The hosted form as plain HTML that works with JavaScript off: every input has its label, an
 * error is tied to its field (`aria-describedby`, `aria-invalid`), and the first field in error
 * gets `autofocus` so a re-rendered page puts the person there.
 */
export function formPage(form: Form, state: FormPageState): string {
  const errors = state.errors ?? {};
  const firstError = Object.keys(errors)[0];
  const control = (field: FormField) => {
    const id = idOf(field.key);
    const error = errors[field.key];
    const described = error ? ` aria-describedby="${id}-error" aria-invalid="true"` : '';
    const focus = field.key === firstError ? ' autofocus' : '';
    const required = field.required ? ' required aria-required="true"' : '';
    const value = valueOf(state.values, field.key);
    const mark = field.required ? ' <span class="req" aria-hidden="true">*</span>' : '';
    const label = `<label for="${id}">${escapeHtml(field.label)}${mark}</label>`;
    const errorText = error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : '';
    const name = escapeHtml(field.key);
    const placeholder = field.placeholder ? ` placeholder="${escapeHtml(field.placeholder)}"` : '';
    if (field.type === 'checkbox') {
      const checked = /^(on|true|1|yes)$/i.test(value) ? ' checked' : '';
      return `<div class="field check"><input type="checkbox" id="${id}" name="${name}" value="on"${checked}${required}${described}${focus}>${label}${errorText}</div>`;
    }
    if (field.type === 'choice') {
      const options = field.options
        .map(
          (option) =>
            `<option${option === value ? ' selected' : ''}>${escapeHtml(option)}</option>`,
        )
        .join('');
      return `<div class="field">${label}<select id="${id}" name="${name}"${required}${described}${focus}><option value="">${escapeHtml(field.placeholder ?? 'Choose…')}</option>${options}</select>${errorText}</div>`;
    }
    const type = formInputType(field);
    const step = type === 'number' ? ' step="any"' : '';
    const autocomplete = AUTOCOMPLETE[field.key] ?? 'off';
    return `<div class="field">${label}<input type="${type}"${step} id="${id}" name="${name}" value="${escapeHtml(value)}" autocomplete="${autocomplete}"${placeholder}${required}${described}${focus}>${errorText}</div>`;
  };

  const consent = form.consent
    ? (() => {
        const error = errors[CONSENT_FIELD];
        const id = idOf(CONSENT_FIELD);
        const checked = /^(on|true|1|yes)$/i.test(valueOf(state.values, CONSENT_FIELD));
        return `<div class="field check"><input type="checkbox" id="${id}" name="${CONSENT_FIELD}" value="on"${checked ? ' checked' : ''}${form.consent.required ? ' required aria-required="true"' : ''}${error ? ` aria-describedby="${id}-error" aria-invalid="true"` : ''}${firstError === CONSENT_FIELD ? ' autofocus' : ''}><label for="${id}">${escapeHtml(form.consent.text)}</label>${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}</div>`;
      })()
    : '';

  const count = Object.keys(errors).length;
  const summary =
    count > 0
      ? `<div class="summary" role="alert"><h2>${count === 1 ? 'Please correct 1 error' : `Please correct ${count} errors`}</h2><ul>${Object.entries(
          errors,
        )
          .map(([key, message]) => `<li><a href="#${idOf(key)}">${escapeHtml(message)}</a></li>`)
          .join('')}</ul></div>`
      : state.notice
        ? `<div class="summary" role="alert"><p>${escapeHtml(state.notice)}</p></div>`
        : '';

  return formShell(
    form.name,
    `<h1>${escapeHtml(form.name)}</h1>${summary}
${form.proofOfWork ? `<noscript><p class="summary">${escapeHtml(FORM_TEXTS.powMissing)}</p></noscript>` : ''}
<form method="post" action="${escapeHtml(state.action)}" novalidate${form.proofOfWork ? ` data-crm-form="${escapeHtml(form.publicId)}"` : ''}>
${form.fields.map(control).join('\n')}
${consent}
<div class="hp" aria-hidden="true"><label for="${HONEYPOT_FIELD}">Leave this field empty</label><input type="text" id="${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
<input type="hidden" name="${FILLED_FROM_FIELD}" value="${escapeHtml(state.filledFrom)}">
<button type="submit">Subscribe</button>
</form>${form.proofOfWork ? `<script src="${FORM_EMBED_SCRIPT_PATH}" defer></script>` : ''}`,
    form.look,
  );
}

/** A page with a heading and a message (thank you, confirmed, expired ...), and an optional button. */
export function messagePage(
  title: string,
  message: string,
  button?: { action: string; name: string; value: string; label: string },
  look: FormLook | null = null,
): string {
  const form = button
    ? `<form method="post" action="${escapeHtml(button.action)}"><input type="hidden" name="${escapeHtml(button.name)}" value="${escapeHtml(button.value)}"><button type="submit">${escapeHtml(button.label)}</button></form>`
    : '';
  return formShell(
    title,
    `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(message)}</p>${form}`,
    look,
  );
}
