import { PLACEHOLDER_IMAGE } from './constants';

// Control characters and whitespace inside a scheme ("java\tscript:") are dropped by browsers, so
// they are stripped before the scheme is read rather than trusted to make it unrecognisable.
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);
const RASTER_DATA_URI = /^data:image\/(?:png|gif|jpeg|webp);base64,[a-z0-9+/]+={0,2}$/i;

function schemeOf(url: string): string | undefined {
  return SCHEME.exec(url.replace(IGNORED, ''))?.[1]?.toLowerCase();
}

/**
 * A link target that is safe to put in an email: http, https, mailto and tel URLs survive, and so do
 * links made of a merge tag (`{{unsubscribeUrl}}`); anything else (javascript:, data:, relative
 * paths, protocol-relative URLs) becomes `#`.
 */
// eslint-disable-next-line no-control-regex
const PLAIN_LINK = /^(?:https?:\/\/|mailto:|tel:)[^\u0000-\u001f]*$/i;
// eslint-disable-next-line no-control-regex
const PLAIN_IMAGE = /^https?:\/\/[^\u0000-\u001f]*$/i;

// A link that starts with a merge tag (`{{unsubscribeUrl}}`, `{{siteUrl}}/offers`): the sending side
// fills it per recipient; the builder keeps it rather than turning it into #. A fallback
// (`{{siteUrl|https://example.com}}`) is written by the author and stands as the whole link when a
// recipient has no value, so it must be a safe link itself.
// eslint-disable-next-line no-control-regex
const TAG_LINK = /^\{\{\s*[A-Za-z_][\w.-]*\s*(?:\|([^{}]*))?\}\}[^\u0000-\u0020"'<>{}]*$/;

function isTagLink(url: string): boolean {
  const match = TAG_LINK.exec(url);
  if (!match) return false;
  const fallback = match[1]?.trim();
  return !fallback || PLAIN_LINK.test(fallback);
}

export function safeHref(url: unknown): string {
  if (typeof url !== 'string' || !url) return '#';
  const trimmed = url.trim();
  if (PLAIN_LINK.test(trimmed) || isTagLink(trimmed)) return trimmed;
  const scheme = schemeOf(trimmed);
  return scheme && LINK_SCHEMES.has(scheme) && !CONTROL.test(trimmed) ? trimmed : '#';
}

/**
 * An image source: http(s) URLs, inline raster images, or the built-in placeholder. Anything else
 * (including SVG data URIs other than the placeholder) is replaced by the placeholder.
 */
export function safeImageSrc(src: unknown): string {
  if (typeof src !== 'string' || !src) return PLACEHOLDER_IMAGE;
  const trimmed = src.trim();
  if (PLAIN_IMAGE.test(trimmed) || trimmed === PLACEHOLDER_IMAGE || RASTER_DATA_URI.test(trimmed)) {
    return trimmed;
  }
  const scheme = schemeOf(trimmed);
  return scheme && IMAGE_SCHEMES.has(scheme) && !CONTROL.test(trimmed)
    ? trimmed
    : PLACEHOLDER_IMAGE;
}

// An SVG by its path's extension (before any query or fragment).
const SVG_PATH = /\.svgz?$/i;

/**
 * An image source as a message may carry it: an http(s) URL of anything but an SVG. Everything
 * else is undefined, and the message leaves the image out: no source (the builder shows its
 * placeholder), `data:` URIs (Gmail and Outlook for Windows show none) and SVG (neither shows it).
 */
export function sendableImageSrc(src: unknown): string | undefined {
  if (typeof src !== 'string' || !src.trim()) return undefined;
  const safe = safeImageSrc(src);
  if (!/^https?:/i.test(safe)) return undefined;
  const path = safe.split(/[?#]/, 1)[0]!;
  return SVG_PATH.test(path) ? undefined : safe;
}
