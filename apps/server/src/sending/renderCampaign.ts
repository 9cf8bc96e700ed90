import { CONFIRM_URL_MERGE_TAG } from '@crm/api-client';
import { escapeHtml } from '@crm/email-builder';
import { convert } from 'html-to-text';
import { decodeEntities } from './htmlEntities';
import { fillMergeTags, parseMergeTags, type MergeSegment, type MergeValues } from './mergeTags';

type HtmlPart = MergeSegment | { href: MergeSegment[] } | { pixel: true };

/** A campaign parsed once per send: filling it per recipient is string joins, no parsing. */
export interface CompiledMessage {
  subject: MergeSegment[];
  html: HtmlPart[];
  text: MergeSegment[];
}

/** Tags whose value is a whole URL we made: inserted as they are, never percent-encoded. */
const URL_TAGS = new Set(['unsubscribeurl', CONFIRM_URL_MERGE_TAG.toLowerCase()]);

const UNSUBSCRIBE_FOOTER =
  '<p style="font-size:12px;line-height:1.5;color:#666666;text-align:center;margin:24px 0">' +
  'You receive this email because you are on our list. ' +
  '<a href="{{unsubscribeUrl}}" style="color:#666666">Unsubscribe</a></p>';

const ANCHOR_HREF = /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1/gis;

export interface CompileOptions {
  /**
   * Append the footer: the sender's postal address when given, and the unsubscribe link unless the
   * HTML links `{{unsubscribeUrl}}` itself. @default true
   */
  unsubscribeFooter?: boolean;
  /** The account's postal address (CAN-SPAM), shown in the footer. */
  postalAddress?: string | undefined;
}

/** The postal address as a footer paragraph, its line breaks kept. */
const addressFooter = (address: string) =>
  '<p style="font-size:12px;line-height:1.5;color:#666666;text-align:center;margin:24px 0 0">' +
  address
    .split(/\r?\n/)
    .map((line) => escapeHtml(line.trim()))
    .filter(Boolean)
    .join('<br>') +
  '</p>';

/** Content without any tag is plain text (e.g. a Compose Email message): paragraphs and line breaks. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * An attribute whose unquoted value holds a merge tag (`<a href={{x}}>`, `<img alt={{name}}>`):
 * quoted, so a value with a space cannot add an attribute of its own (issue 26 §6). Values are
 * HTML-escaped, quotes included, so inside quotes they stay one value.
 */
const UNQUOTED_TAG_ATTRIBUTE =
  /(<[a-z][^>]*?\s[\w:-]+\s*=\s*)(\{\{[^}]*\}\}[^\s"'=<>`]*|[^\s"'=<>`]+\{\{[^}]*\}\}[^\s"'=<>`]*)/gi;

export function quoteMergeTagAttributes(html: string): string {
  let previous: string;
  let out = html;
  // A tag may hold several such attributes: each pass quotes one per tag.
  do {
    previous = out;
    out = out.replace(UNQUOTED_TAG_ATTRIBUTE, '$1"$2"');
  } while (out !== previous);
  return out;
}

/** The URL schemes a link may have once filled; anything else (javascript:, data:) becomes `#`. */
const SAFE_SCHEME = /^(?:https?:|mailto:|tel:|[^:]*$|[^:]*[/?#])/i;

export function compileMessage(
  { subject, content }: { subject: string; content: string },
  { unsubscribeFooter = true, postalAddress }: CompileOptions = {},
): CompiledMessage {
  let html = /<[a-z!/][^>]*>/i.test(content)
    ? quoteMergeTagAttributes(content)
    : textToHtml(content);
  if (unsubscribeFooter) {
    const linked = /\{\{\s*unsubscribeUrl\s*(\||\}\})/i.test(html);
    const footer =
      (postalAddress ? addressFooter(postalAddress) : '') + (linked ? '' : UNSUBSCRIBE_FOOTER);
    if (footer) html = insertBeforeBodyEnd(html, footer);
  }

  // The plain-text part comes from the template with its tags still in, then is filled like the HTML.
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
        selector,
        options: { uppercase: false },
      })),
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkIfSameAsText: true } },
    ],
  });

  const parts: HtmlPart[] = [];
  const withPixel = insertBeforeBodyEnd(html, '\u0000pixel\u0000');
  let last = 0;
  for (const match of withPixel.matchAll(ANCHOR_HREF)) {
    const value = match[2]!;
    const start = match.index + match[0].length - 1 - value.length;
    parts.push(...literal(withPixel.slice(last, start)));
    parts.push({ href: parseMergeTags(decodeEntities(value.trim())) });
    last = start + value.length;
  }
  parts.push(...literal(withPixel.slice(last)));
  return { subject: parseMergeTags(subject), html: parts, text: parseMergeTags(text) };
}

function literal(text: string): HtmlPart[] {
  const [before, after] = text.split('\u0000pixel\u0000');
  if (after === undefined) return parseMergeTags(text);
  return [...parseMergeTags(before!), { pixel: true }, ...parseMergeTags(after)];
}

function insertBeforeBodyEnd(html: string, insert: string): string {
  const at = html.search(/<\/body\s*>/i);
  return at < 0 ? html + insert : html.slice(0, at) + insert + html.slice(at);
}

/** Where a recipient's links go; `click` wraps a link the campaign points at. */
export interface RecipientLinks {
  click(url: string): string;
  openPixelUrl: string | undefined;
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

const encodeHtml = (value: string) => escapeHtml(value);
const encodeHtmlFallback = (fallback: string) => escapeHtml(decodeEntities(fallback));
const encodeUrl = (value: string, name: string) =>
  URL_TAGS.has(name) ? value : encodeURIComponent(value);
const raw = (value: string) => value;

/**
 * How a recipient's pieces join: `literal` gets the campaign's own text by its index in the compiled
 * part list (so an encoder can reuse what it prepared once per campaign), `dynamic` what differs per
 * recipient. The MIME builder passes quoted-printable encoders; plain strings by default.
 */
export interface PieceEncoder {
  literal(index: number, text: string): string;
  dynamic(text: string): string;
}

const asIs: PieceEncoder = { literal: (_index, text) => text, dynamic: (text) => text };

/** The HTML part: values HTML-escaped, http(s) links through `links.click`, the open pixel. */
export function renderHtml(
  compiled: CompiledMessage,
  values: MergeValues,
  links: RecipientLinks,
  pieces: PieceEncoder = asIs,
): string {
  let html = '';
  const parts = compiled.html;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (typeof part === 'string') html += pieces.literal(i, part);
    else if ('href' in part) {
      const filled = fillMergeTags(part.href, values, encodeUrl, raw);
      // URL contexts take http(s), mailto and tel only (and relative links): issue 26 §7.
      const url = SAFE_SCHEME.test(filled.trim()) ? filled : '#';
      html += pieces.dynamic(escapeHtml(/^https?:\/\//i.test(url) ? links.click(url) : url));
    } else if ('pixel' in part) {
      if (links.openPixelUrl)
        html += pieces.dynamic(
          `<img src="${escapeHtml(links.openPixelUrl)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`,
        );
    } else html += pieces.dynamic(fillMergeTags([part], values, encodeHtml, encodeHtmlFallback));
  }
  return html;
}

/** The plain-text part: values as they are. */
export function renderText(
  compiled: CompiledMessage,
  values: MergeValues,
  pieces: PieceEncoder = asIs,
): string {
  let text = '';
  const parts = compiled.text;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    text +=
      typeof part === 'string'
        ? pieces.literal(i, part)
        : pieces.dynamic(fillMergeTags([part], values, raw));
  }
  return text;
}

/** Header values never carry line breaks, whatever a contact's name holds. */
export function renderSubject(compiled: CompiledMessage, values: MergeValues): string {
  return fillMergeTags(compiled.subject, values, raw).replace(/[\r\n]+/g, ' ');
}

/** One recipient's message: values HTML-escaped in the HTML, as they are in the subject and text. */
export function renderMessage(
  compiled: CompiledMessage,
  values: MergeValues,
  links: RecipientLinks,
): RenderedMessage {
  return {
    subject: renderSubject(compiled, values),
    html: renderHtml(compiled, values, links),
    text: renderText(compiled, values),
  };
}
