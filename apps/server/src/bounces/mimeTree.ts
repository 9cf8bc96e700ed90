/**
 * A small MIME reader for reports: the part tree with each part's headers, type and decoded body.
 * Reports are read by their structure (RFC 3464, RFC 5965), so this keeps what a mail client would
 * throw away (message/delivery-status bodies, nested headers) and nothing it needs for display.
 * Limits bound the work a hostile message can cause: parts, depth, and one pass over the bytes.
 */
export interface MimePart {
  /** Lower-case field names; a field that occurs twice keeps both values, in order. */
  headers: Map<string, string[]>;
  /** `type/subtype`, lower case; `text/plain` when absent (RFC 2045). */
  type: string;
  params: Record<string, string>;
  /** The body with its transfer encoding undone (still in its charset). */
  body: Buffer;
  /** The parts of a multipart, or the one enclosed message of message/rfc822 (and kin). */
  parts: MimePart[];
}

const MAX_DEPTH = 6;
const MAX_PARTS = 200;

/** Types whose body is a whole message (RFC 2046, RFC 6532's message/global). */
const ENCLOSED_MESSAGE = new Set(['message/rfc822', 'message/global']);

export function parseMime(raw: Buffer | string): MimePart {
  const text = typeof raw === 'string' ? raw : raw.toString('latin1');
  const budget = { parts: 0 };
  return parsePart(text, 0, budget);
}

/** The first value of a field, unfolded; undefined when absent. */
export function header(part: MimePart, name: string): string | undefined {
  return part.headers.get(name.toLowerCase())?.[0];
}

/** A body as text in its declared charset (UTF-8 unless it says Latin-1 or ASCII). */
export function bodyText(part: MimePart): string {
  const charset = (part.params.charset ?? '').toLowerCase();
  return /^(iso-8859-1|latin1|windows-1252|us-ascii)$/.test(charset)
    ? part.body.toString('latin1')
    : part.body.toString('utf8');
}

/** Every part, depth first, the part itself first. */
export function* walk(part: MimePart): Generator<MimePart> {
  yield part;
  for (const child of part.parts) yield* walk(child);
}

function parsePart(text: string, depth: number, budget: { parts: number }): MimePart {
  budget.parts += 1;
  const { headers, body } = splitHeaders(text);
  const { type, params } = parseContentType(headers.get('content-type')?.[0]);
  const encoding = (headers.get('content-transfer-encoding')?.[0] ?? '').trim().toLowerCase();
  const part: MimePart = { headers, type, params, body: Buffer.alloc(0), parts: [] };
  const canDescend = depth < MAX_DEPTH && budget.parts < MAX_PARTS;

  if (type.startsWith('multipart/') && params.boundary) {
    if (canDescend)
      for (const chunk of splitMultipart(body, params.boundary)) {
        if (budget.parts >= MAX_PARTS) break;
        part.parts.push(parsePart(chunk, depth + 1, budget));
      }
    return part;
  }
  part.body = decodeBody(body, encoding);
  if (ENCLOSED_MESSAGE.has(type) && canDescend)
    part.parts.push(parsePart(part.body.toString('latin1'), depth + 1, budget));
  return part;
}

/** Header section and body; fields unfolded (RFC 5322 §2.2.3). Also reads a header-only part. */
export function splitHeaders(text: string): { headers: Map<string, string[]>; body: string } {
  const end = /\r?\n\r?\n/.exec(text);
  const head = end ? text.slice(0, end.index) : text;
  const body = end ? text.slice(end.index + end[0].length) : '';
  return { headers: parseFields(head), body };
}

/** `Name: value` lines with continuation lines joined; anything else is skipped. */
export function parseFields(block: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  const lines = block.split(/\r?\n/);
  let name: string | undefined;
  let value = '';
  const flush = () => {
    if (name === undefined) return;
    const list = fields.get(name) ?? [];
    list.push(value.trim());
    fields.set(name, list);
    name = undefined;
  };
  for (const line of lines) {
    if (/^[ \t]/.test(line) && name !== undefined) {
      value += ' ' + line.trim();
      continue;
    }
    flush();
    const colon = line.indexOf(':');
    if (colon > 0 && /^[!-9;-~]+$/.test(line.slice(0, colon).trimEnd())) {
      name = line.slice(0, colon).trimEnd().toLowerCase();
      value = line.slice(colon + 1);
    }
  }
  flush();
  return fields;
}

function parseContentType(value: string | undefined): {
  type: string;
  params: Record<string, string>;
} {
  if (!value) return { type: 'text/plain', params: {} };
  const [rawType = '', ...rest] = splitOutsideQuotes(value, ';');
  const params: Record<string, string> = {};
  for (const piece of rest) {
    const eq = piece.indexOf('=');
    if (eq < 1) continue;
    const key = piece.slice(0, eq).trim().toLowerCase();
    let val = piece.slice(eq + 1).trim();
    if (val.startsWith('"') && val.endsWith('"') && val.length >= 2)
      val = val.slice(1, -1).replace(/\\(.)/g, '$1');
    params[key] = val;
  }
  const type = rawType.trim().toLowerCase();
  return {
    type: /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type) ? type : 'text/plain',
    params,
  };
}

function splitOutsideQuotes(value: string, separator: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === '\\' && quoted) {
      current += ch + (value[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    if (ch === separator && !quoted) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out;
}

/** The parts between `--boundary` lines, up to the closing `--boundary--` (RFC 2046 §5.1.1). */
function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = [];
  const delimiter = `--${boundary}`;
  let start = -1;
  let pos = 0;
  // A delimiter counts only at the start of a line.
  while (pos <= body.length) {
    const at = body.indexOf(delimiter, pos);
    if (at < 0) break;
    const lineStart = at === 0 || body[at - 1] === '\n';
    const after = at + delimiter.length;
    if (!lineStart) {
      pos = after;
      continue;
    }
    if (start >= 0) {
      // The CRLF before the delimiter belongs to the delimiter.
      let end = at - 1;
      if (end > start && body[end - 1] === '\r') end -= 1;
      parts.push(body.slice(start, Math.max(start, end)));
    }
    if (body.startsWith('--', after)) return parts;
    const eol = body.indexOf('\n', after);
    if (eol < 0) return parts;
    start = eol + 1;
    pos = start;
  }
  // No closing delimiter (a truncated report): keep what was there.
  if (start >= 0 && start < body.length) parts.push(body.slice(start));
  return parts;
}

function decodeBody(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body
        .replace(/[ \t]+(\r?\n)/g, '$1')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  return Buffer.from(body, 'latin1');
}
