import { HttpError } from '../http/HttpError';
import { decodeEntities } from './htmlEntities';

/**
 * The most work one message may ask for (issue 26 §2; README "Sending email"): every link is a
 * signed click token per recipient, and every byte is encoded, signed and sent per recipient. Gmail
 * clips messages over about 100 KB, so real newsletters stay far below both caps.
 */
export const MAX_MESSAGE_LINKS = 500;
export const MAX_MESSAGE_BYTES = 400 * 1024;

const ANCHOR_HREF = /<a\b[^>]*?\bhref\s*=/gi;

const kb = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;

/** What is wrong with a message's size, in words the author can act on; undefined when it fits. */
export function messageLimitProblem(content: string): string | undefined {
  const bytes = Buffer.byteLength(content, 'utf8');
  if (bytes > MAX_MESSAGE_BYTES)
    return `This email is ${kb(bytes)}; an email may be at most ${kb(MAX_MESSAGE_BYTES)}. Shorten it, or upload large images instead of pasting them in.`;
  let links = 0;
  for (const _ of content.matchAll(ANCHOR_HREF)) links++;
  if (links > MAX_MESSAGE_LINKS)
    return `This email has ${links.toLocaleString('en-US')} links; an email may have at most ${MAX_MESSAGE_LINKS}. Remove some links.`;
  return undefined;
}

const HREF_VALUE = /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1/gis;
/** A line break or control character, as it is or percent-encoded. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f]|%(?:0[0-9a-f]|1[0-9a-f]|7f)/i;

/** A link that would carry a line break into a redirect or a log line (issue 26 §5). */
export function unsafeLinkProblem(content: string): string | undefined {
  for (const match of content.matchAll(HREF_VALUE)) {
    const url = decodeEntities(match[2]!);
    if (CONTROL.test(url))
      return `A link contains a line break or control character: ${JSON.stringify(url.slice(0, 80))}. Remove it from the link.`;
  }
  return undefined;
}

/** Refuses a message over the caps, or with an unsafe link, with 400 naming the content field. */
export function assertMessageWithinLimits(content: string, field = 'content'): void {
  const problem = messageLimitProblem(content) ?? unsafeLinkProblem(content);
  if (problem) throw new HttpError(400, problem, { field });
}
