/** A run of a note's text: plain text, or a link to open. */
export type NotePart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) and www. addresses up to the next space; trailing punctuation is the sentence's.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]'"]+$/;

/**
 * A note's text cut into text and links, so the page renders each as a React text node or a link
 * element: a note is never read as HTML, and only http(s) addresses become links (no
 * `javascript:`).
 */
export function noteParts(body: string): NotePart[] {
  const parts: NotePart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    const href = /^www\./i.test(url) ? `https://${url}` : url;
    parts.push({ kind: 'link', text: url, href });
    last = start + url.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}
