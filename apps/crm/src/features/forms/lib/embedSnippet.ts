import {
  CONSENT_FIELD,
  formInputType,
  HONEYPOT_FIELD,
  type Form,
  type FormField,
  FORM_EMBED_SCRIPT_PATH,
  formPagePath,
  formViewPixelPath,
} from '@crm/api-client';
import { escapeHtml } from '@crm/email-builder';

/** The hosted form's page on this server. */
export const hostedPageUrl = (form: Pick<Form, 'publicId'>, origin = window.location.origin) =>
  `${origin}${formPagePath(form.publicId)}`;

const idOf = (key: string) => `crm-${key.replace(/[^\w-]/g, '-')}`;

function control(field: FormField): string {
  const id = idOf(field.key);
  const name = escapeHtml(field.key);
  const required = field.required ? ' required' : '';
  const label = `<label for="${id}">${escapeHtml(field.label)}</label>`;
  const placeholder = field.placeholder ? ` placeholder="${escapeHtml(field.placeholder)}"` : '';
  if (field.type === 'checkbox')
    return `  <p><input type="checkbox" id="${id}" name="${name}" value="on"${required}> ${label}</p>`;
  if (field.type === 'choice') {
    const options = field.options
      .map((option) => `<option>${escapeHtml(option)}</option>`)
      .join('');
    return `  <p>${label}<br><select id="${id}" name="${name}"${required}><option value="">${escapeHtml(field.placeholder ?? 'Choose…')}</option>${options}</select></p>`;
  }
  const type = formInputType(field);
  // Without `step="any"` a browser refuses decimals in a number box; the hosted page allows them.
  const step = type === 'number' ? ' step="any"' : '';
  return `  <p>${label}<br><input type="${type}"${step} id="${id}" name="${name}"${placeholder}${required}></p>`;
}

/**
 * The plain HTML form for the user's own site: it posts to the hosted page's address with the
 * hosted page's names (the field keys, `consent`, and the `website` honeypot kept off screen), and
 * needs no script. It has no signed time (`_t`): the server answers such a post with its own page,
 * filled in, to send again (see formsRoutes.ts), so a bot must still read a page and wait.
 * With `script`, the same form marked for the server's embed script, which follows it: it submits
 * in place, shows the thank-you message, and solves the form's proof of work (the server's
 * forms/README.md); without JavaScript it is still the plain form.
 */
export function embedSnippet(
  form: Form,
  origin = window.location.origin,
  { countViews = true, script = false }: { countViews?: boolean; script?: boolean } = {},
): string {
  const consent = form.consent
    ? `  <p><input type="checkbox" id="${idOf(CONSENT_FIELD)}" name="${CONSENT_FIELD}" value="on"${form.consent.required ? ' required' : ''}> <label for="${idOf(CONSENT_FIELD)}">${escapeHtml(form.consent.text)}</label></p>`
    : '';
  return [
    `<form${script ? ` data-crm-form="${escapeHtml(form.publicId)}"` : ''} method="post" action="${escapeHtml(hostedPageUrl(form, origin))}" accept-charset="utf-8">`,
    ...form.fields.map(control),
    ...(consent ? [consent] : []),
    `  <div style="position:absolute;left:-10000px" aria-hidden="true"><label for="${idOf(HONEYPOT_FIELD)}">Leave this field empty</label><input type="text" id="${idOf(HONEYPOT_FIELD)}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>`,
    '  <button type="submit">Subscribe</button>',
    // Counts the embed's views, as the hosted page counts its own, for the conversion figure.
    ...(countViews
      ? [
          `  <img src="${escapeHtml(`${origin}${formViewPixelPath(form.publicId)}`)}" alt="" width="1" height="1" style="position:absolute;left:-10000px">`,
        ]
      : []),
    '</form>',
    ...(script
      ? [`<script src="${escapeHtml(`${origin}${FORM_EMBED_SCRIPT_PATH}`)}" async></script>`]
      : []),
  ].join('\n');
}
