import { escapeHtml } from './escape';
import { safeHref } from './safeUrl';

/** A merge tag the widget offers: `{{name}}` in the design, `sample` in the preview. */
export interface MergeTag {
  /** What goes between the braces: letters, digits, `_`, `.` and `-`, starting with a letter or `_`. */
  name: string;
  /** What the Insert merge tag menu shows. */
  label: string;
  /** What the preview shows in its place. */
  sample: string;
}

/**
 * `{{name}}` or `{{name|fallback}}` (the fallback is for a recipient without a value), spaces
 * allowed inside the braces: the syntax the sending side fills per recipient.
 */
export const MERGE_TAG_PATTERN = /\{\{\s*([A-Za-z_][\w.-]*)\s*(?:\|([^{}]*?))?\s*\}\}/g;
const NAME = /^[A-Za-z_][\w.-]*$/;

/** Whether `name` can stand between the braces of a merge tag. */
export function isMergeTagName(name: string): boolean {
  return NAME.test(name);
}

/** The text that inserts a tag: `{{name}}`. */
export function mergeTagText(name: string): string {
  return `{{${name}}}`;
}

// href="..." as the renderer writes it (double quotes, attribute values escaped).
const HREF = /href="([^"]*)"/g;

/**
 * Rendered HTML with every known tag replaced by its sample (unknown ones by their fallback, or kept
 * as written), as the preview shows it. Samples are escaped for HTML; in a link they form a URL that
 * must pass the same check as any link (`safeHref`), or the link becomes `#`.
 */
export function previewMergeTags(html: string, tags: readonly MergeTag[]): string {
  if (tags.length === 0 || !html.includes('{{')) return html;
  const samples = new Map(tags.map((tag) => [tag.name.toLowerCase(), tag.sample]));
  const fill = (text: string) =>
    text.replace(MERGE_TAG_PATTERN, (whole, name: string, fallback?: string) => {
      const sample = samples.get(name.toLowerCase());
      if (sample !== undefined) return sample;
      return fallback !== undefined ? fallback.trim() : whole;
    });
  const links = html.replace(HREF, (whole, href: string) => {
    if (!href.includes('{{')) return whole;
    // The attribute holds escaped text: unescape the one entity a URL commonly carries first.
    return `href="${escapeHtml(safeHref(fill(href.replace(/&amp;/g, '&'))))}"`;
  });
  return links.replace(MERGE_TAG_PATTERN, (whole, name: string, fallback?: string) => {
    const sample = samples.get(name.toLowerCase());
    if (sample !== undefined) return escapeHtml(sample);
    return fallback !== undefined ? fallback.trim() : whole;
  });
}
