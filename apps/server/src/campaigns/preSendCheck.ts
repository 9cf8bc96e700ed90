import {
  PRE_SEND_FINDING_CODES,
  type Campaign,
  type PreSendCheck,
  type PreSendFinding,
  type PreSendFindingCode,
} from '@crm/api-client';
import {
  imageProblems,
  imageSourceProblem,
  MERGE_TAG_PATTERN,
  parseDesign,
  PLACEHOLDER_IMAGE,
} from '@crm/email-builder';
import type { MailConfig } from '../config';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { serverSecret } from '../db/serverSecretsRepository';
import { HttpError } from '../http/HttpError';
import { settingsRepository } from '../settings/settingsRepository';
import { decodeEntities } from '../sending/htmlEntities';
import { DEFAULT_FALLBACKS } from '../sending/mergeTags';
import { campaignRecipient } from '../sending/messageBuilder';
import { messageLimitProblem, unsafeLinkProblem } from '../sending/messageLimits';
import { renderPool } from '../sending/render/renderPool';
import {
  quoteMergeTagAttributes,
  renderHtml,
  renderSubject,
  renderText,
} from '../sending/renderCampaign';
import { senderOf } from '../sending/sender';
import { trackingTokens } from '../tracking/trackingTokens';
import { campaignsRepository } from './campaignsRepository';

/** Gmail clips a message whose HTML is over about 102 KB ("[Message clipped] View entire message"). */
export const GMAIL_CLIP_BYTES = 102 * 1024;

/** Subjects longer than this are cut off in every inbox list, and read as spam by some filters. */
export const SUBJECT_MAX_CHARS = 100;

/** Merge tags counted per statement (one column each); a template with more takes more statements. */
const TAGS_PER_COUNT = 50;

/**
 * The recipient id the sample message is built for: tracking tokens carry it, so a realistic
 * number of digits makes the measured HTML as long as a real recipient's.
 */
const SAMPLE_RECIPIENT_ID = 10_000_000;

const EMPTY_CONTACT = {
  firstName: '',
  lastName: '',
  email: 'recipient@example.com',
  company: null,
  position: null,
  phone: null,
  customFields: {},
};

const formatCount = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;
const clip = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** An attribute's value in one start tag (quoted either way or bare), entities decoded. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(
    `[\\s"'/]${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`,
    'i',
  ).exec(tag);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

const HAS_MARKUP = /<[a-z!/][^>]*>/i;
const IMG_TAG = /<img\b[^>]*>/gi;
const ANCHOR_HREF = /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1/gis;
/** An http(s) URL with a host: anything else (relative, `#`, `javascript:`) goes nowhere in mail. */
const HTTP_URL = /^https?:\/\/[^\s/?#]+/i;
const UNSUBSCRIBE_TAG = /^\{\{\s*unsubscribeUrl\s*(?:\||\}\})/i;
const LEADING_TAG = /^\{\{\s*[A-Za-z_][\w.-]*\s*(?:\|([^{}]*?))?\s*\}\}/;

/**
 * Whether a link resolves somewhere for every recipient: an http(s) URL, a mailto or tel link, the
 * unsubscribe link. A link that starts with a merge tag is judged by its fallback when it has one
 * (a recipient without the value gets the fallback); without one, the merge-tag finding counts
 * who lacks the value.
 */
function linkResolves(href: string): boolean {
  if (HTTP_URL.test(href) || /^(?:mailto|tel):/i.test(href) || UNSUBSCRIBE_TAG.test(href))
    return true;
  const tag = LEADING_TAG.exec(href);
  if (!tag) return false;
  const fallback = tag[1]?.trim();
  return !fallback || linkResolves(fallback + href.slice(tag[0].length));
}

/**
 * A postal address in free text, by the shapes addresses take (a heuristic: a missed address is
 * a warning, never a block): a number and a street word, a street word then a number, a P.O. Box,
 * a US state and ZIP, a UK or Canadian postcode, a five-digit postcode and a town.
 */
const ADDRESS_SHAPES = [
  /\b\d{1,5}[a-z]?,?\s+(?:[\p{L}.'-]+\s+){0,4}(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl|square|sq|highway|hwy|parkway|pkwy|terrace|close|crescent)\b\.?/iu,
  /\b(?:calle|carrer|rue|via|viale|avenida|av\.|rua|straße|strasse|str\.|gasse|weg|plein|laan|ulica)\s+[\p{L}.' -]{2,40}?,?\s*\d{1,5}\b/iu,
  /\bP\.?\s?O\.?\s*Box\s+\d+/i,
  /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/,
  /\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b/,
  /\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/,
  /\b\d{5}\s+\p{Lu}\p{Ll}{2,}/u,
];

export function looksLikePostalAddress(text: string): boolean {
  return ADDRESS_SHAPES.some((shape) => shape.test(text));
}

type Found = Omit<PreSendFinding, 'overridable'> & { overridable?: boolean };

/**
 * The pre-send check of a campaign (issue 30 §1): its message built by the one message builder as
 * a recipient gets it (the owner's footer, tracked links, the open pixel), then read for what
 * would go wrong in the inbox. Each finding says what to do.
 *
 * Errors are what recipients would see broken: images mail clients do not show (the builder's
 * placeholder, any `data:` URI, SVG, a missing source) and links that go nowhere (not http(s),
 * mailto, tel or the unsubscribe link). They block Send unless the sender overrides them, which is
 * safe: the message still goes out whole, only with an empty box or a dead link. The size and link
 * limits (`messageLimits.ts`) are errors no override passes: they bound the work every message
 * costs the server. Everything else is a warning: worth a look, and sometimes intended (a subject
 * in capitals, a tag most contacts fill); the postal address is one too, since without the
 * account's setting it rests on a heuristic that can miss a real address.
 *
 * Merge tags are counted against the audience in one statement (`missingMergeValues`), never by
 * loading the recipients.
 */
export async function preSendCheck(
  deps: Db & { config: { mail: MailConfig } },
  scope: Scope,
  campaign: Pick<Campaign, 'id' | 'subject' | 'content' | 'design'>,
): Promise<PreSendCheck> {
  const { mail } = deps.config;
  const found: Found[] = [];
  const { subject, content } = campaign;

  const limits = messageLimitProblem(content) ?? unsafeLinkProblem(content);
  if (limits)
    found.push({ code: 'message-limits', severity: 'error', message: limits, overridable: false });

  const sender = senderOf(await settingsRepository(deps, scope).sender(), mail);
  const [prepared, bare] = await Promise.all([
    renderPool.prepare(scope.ownerId, { subject, content }, sender),
    // The author's own content without our footer: its text and address are what is judged.
    renderPool.prepare(scope.ownerId, { subject, content }, sender, { unsubscribeFooter: false }),
  ]);
  const none = new Map<string, string>();

  const html = HAS_MARKUP.test(content) ? quoteMergeTagAttributes(content) : '';
  const design = parsedDesign(campaign.design);

  // Images in the HTML that goes out.
  const placeholders: string[] = [];
  const unsupported: string[] = [];
  let withoutAlt = 0;
  for (const [tag] of html.matchAll(IMG_TAG)) {
    const src = attribute(tag, 'src')?.trim();
    if (!src || src === PLACEHOLDER_IMAGE)
      placeholders.push(src ? 'builder placeholder' : 'no source');
    else if (!src.startsWith('{{') && imageSourceProblem(src)) unsupported.push(clip(src, 60));
    if (!design && !attribute(tag, 'alt')?.trim()) withoutAlt++;
  }
  if (placeholders.length > 0)
    found.push({
      code: 'placeholder-image',
      severity: 'error',
      message: `${plural(placeholders.length, 'image is a placeholder or has', 'images are placeholders or have')} no image file; recipients see an empty box. Choose an image for ${placeholders.length === 1 ? 'it' : 'each'} or remove ${placeholders.length === 1 ? 'it' : 'them'}.`,
      count: placeholders.length,
      examples: placeholders.slice(0, 3),
    });
  if (unsupported.length > 0)
    found.push({
      code: 'unsupported-image',
      severity: 'error',
      message: `${plural(unsupported.length, 'image is', 'images are')} of a kind mail clients do not show (an inline data: image, an SVG, or not a web address); Gmail and Outlook show an empty box. Upload ${unsupported.length === 1 ? 'it' : 'them'} to the image library (PNG, JPEG or GIF) and use that.`,
      count: unsupported.length,
      examples: unsupported.slice(0, 3),
    });

  // The design's images the message leaves out, and those sent without alt text.
  if (design) {
    const problems = imageProblems(design);
    const leftOut = new Set(
      problems.filter((p) => p.kind !== 'missingAlt').map((p) => p.elementId),
    );
    if (leftOut.size > 0)
      found.push({
        code: 'image-left-out',
        severity: 'warning',
        message: `${plural(leftOut.size, 'image in the design is', 'images in the design are')} still a placeholder or of a kind mail clients do not show, so the email leaves ${leftOut.size === 1 ? 'it' : 'them'} out. Choose an image for ${leftOut.size === 1 ? 'it' : 'each'} in the editor, or remove ${leftOut.size === 1 ? 'it' : 'them'}.`,
        count: leftOut.size,
      });
    withoutAlt = problems.filter(
      (p) => p.kind === 'missingAlt' && !leftOut.has(p.elementId),
    ).length;
  }
  if (withoutAlt > 0)
    found.push({
      code: 'missing-alt',
      severity: 'warning',
      message: `${plural(withoutAlt, 'image has', 'images have')} no alt text: screen readers, and mail clients that block images, have nothing to show. Describe each image in its alt text.`,
      count: withoutAlt,
    });

  // Links that go nowhere.
  const broken: string[] = [];
  for (const match of html.matchAll(ANCHOR_HREF)) {
    const href = decodeEntities(match[2]!).trim();
    if (!linkResolves(href)) broken.push(href === '' ? '(empty)' : clip(href));
  }
  if (broken.length > 0)
    found.push({
      code: 'non-http-link',
      severity: 'error',
      message: `${plural(broken.length, 'link does', 'links do')} not go to a web address (http:// or https://), so ${broken.length === 1 ? 'it goes' : 'they go'} nowhere in an inbox. Give ${broken.length === 1 ? 'it' : 'each'} a full address such as https://example.com/page, or remove ${broken.length === 1 ? 'it' : 'them'}.`,
      count: broken.length,
      examples: [...new Set(broken)].slice(0, 3),
    });

  // The plain-text part, made from the HTML: an email of images only has none.
  const text = renderText(bare.compiled, none);
  if (!/\p{L}{2,}/u.test(text.replace(/\[[^\]]*\]/g, '')))
    found.push({
      code: 'no-plain-text',
      severity: 'warning',
      message:
        'This email has no text, only images or nothing: its plain-text version is empty, and spam filters distrust email without text. Add a few sentences saying what the email is about.',
    });

  // The subject as a recipient without values sees it.
  const shownSubject = renderSubject(prepared.compiled, none);
  const letters = shownSubject.match(/\p{L}/gu) ?? [];
  if (letters.length >= 4 && !/\p{Ll}/u.test(shownSubject))
    found.push({
      code: 'subject-capitals',
      severity: 'warning',
      message:
        'The subject is all in capitals, which reads as shouting and is a common spam sign. Write it in sentence case.',
    });
  const subjectLength = [...shownSubject].length;
  if (subjectLength > SUBJECT_MAX_CHARS)
    found.push({
      code: 'subject-too-long',
      severity: 'warning',
      message: `The subject is ${formatCount(subjectLength)} characters; inboxes cut it off long before ${SUBJECT_MAX_CHARS}. Shorten it to the words that matter.`,
      count: subjectLength,
    });

  // The HTML exactly as a recipient's message carries it: tracked links and the open pixel.
  const sample = campaignRecipient({
    contact: EMPTY_CONTACT,
    to: EMPTY_CONTACT.email,
    recipientId: SAMPLE_RECIPIENT_ID,
    messageId: '<pre-send-check@localhost>',
    tokens: trackingTokens(await serverSecret(deps, mail.appSecret)),
    mail,
  });
  const htmlBytes = Buffer.byteLength(renderHtml(prepared.compiled, sample.values, sample.links));
  if (htmlBytes > GMAIL_CLIP_BYTES)
    found.push({
      code: 'gmail-clipping',
      severity: 'warning',
      message: `The email's HTML is ${formatCount(Math.ceil(htmlBytes / 1024))} KB as sent (with tracked links); Gmail clips anything over 102 KB and hides the rest, your footer and unsubscribe link included, behind "View entire message". Shorten it or split it in two.`,
      count: htmlBytes,
    });

  // CAN-SPAM's postal address: the account's setting puts it in every footer.
  const postalAddress = sender.postalAddress?.trim()
    ? 'settings'
    : looksLikePostalAddress(text)
      ? 'content'
      : 'missing';
  if (postalAddress === 'missing')
    found.push({
      code: 'no-postal-address',
      severity: 'warning',
      message:
        'No postal address found: Settings has none, and none was recognised in the email. Marketing email must show your postal address (CAN-SPAM). Add it under Settings and every email shows it in the footer.',
    });

  // Merge tags without a fallback, against the people Send now would reach.
  const tags = new Map<string, string>();
  for (const source of [subject, content])
    for (const match of source.matchAll(MERGE_TAG_PATTERN)) {
      const name = match[1]!.toLowerCase();
      if (name === 'unsubscribeurl' || match[2]?.trim() || DEFAULT_FALLBACKS[name]) continue;
      if (!tags.has(name)) tags.set(name, match[1]!);
    }
  const names = [...tags.keys()];
  const campaigns = campaignsRepository(deps, scope);
  const audience = await campaigns.missingMergeValues(campaign.id, names.slice(0, TAGS_PER_COUNT));
  for (let start = TAGS_PER_COUNT; start < names.length; start += TAGS_PER_COUNT) {
    const more = await campaigns.missingMergeValues(
      campaign.id,
      names.slice(start, start + TAGS_PER_COUNT),
    );
    for (const [name, missing] of more.missing) audience.missing.set(name, missing);
  }
  for (const [name, written] of tags) {
    const missing = audience.missing.get(name) ?? 0;
    if (missing === 0) continue;
    const tag = `{{${written}}}`;
    found.push({
      code: 'merge-tag-missing',
      severity: 'warning',
      message:
        missing === audience.recipients
          ? `No recipient has a value for ${tag}, and it has no fallback: everyone sees nothing there. Check its spelling, or give it a fallback such as {{${written}|friend}}.`
          : `${formatCount(missing)} of ${plural(audience.recipients, 'recipient')} have no value for ${tag}, and it has no fallback: they see nothing there. Give it a fallback such as {{${written}|friend}}, or fill the field.`,
      count: missing,
      examples: [tag],
    });
  }

  const order = (code: PreSendFindingCode) => PRE_SEND_FINDING_CODES.indexOf(code);
  // `overridable` means "an error Send may go past": never set on a warning, which needs no override.
  const findings = found
    .map((f): PreSendFinding => ({
      ...f,
      overridable: f.severity === 'error' && (f.overridable ?? true),
    }))
    .sort(
      (a, b) =>
        Number(a.severity === 'warning') - Number(b.severity === 'warning') ||
        order(a.code) - order(b.code),
    );
  const errors = findings.filter((f) => f.severity === 'error');
  return {
    findings,
    blocked: errors.length > 0,
    canOverride: errors.every((f) => f.overridable),
    postalAddress,
    recipients: audience.recipients,
  };
}

/** The stored design, or undefined for HTML-only content (or a design that no longer parses). */
function parsedDesign(design: string | null | undefined) {
  if (!design) return undefined;
  try {
    return parseDesign(JSON.parse(design));
  } catch {
    return undefined;
  }
}

/**
 * Refuses a send while the check finds errors, naming them: 409, unless `override` is given and
 * every error may be overridden.
 */
export function assertSendable(check: PreSendCheck, override: boolean): void {
  if (!check.blocked || (override && check.canOverride)) return;
  const errors = check.findings.filter((f) => f.severity === 'error');
  throw new HttpError(
    409,
    `Fix ${errors.length === 1 ? 'this' : 'these'} before sending${check.canOverride ? ', or send anyway' : ''}: ${errors.map((f) => f.message).join(' ')}`,
  );
}
