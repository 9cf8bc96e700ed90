import { randomBytes } from 'node:crypto';
import { foldLines } from 'nodemailer/lib/mime-funcs';
import MimeNode from 'nodemailer/lib/mime-node';
import { encode as qpEncode, wrap as qpWrap } from 'nodemailer/lib/qp';
import type { MergeValues } from './mergeTags';
import {
  renderHtml,
  renderSubject,
  renderText,
  type CompiledMessage,
  type PieceEncoder,
  type RecipientLinks,
} from './renderCampaign';

/**
 * A campaign's MIME prepared once: the quoted-printable of its own text in both parts, the From
 * header and the boundary, so one recipient's message is string joins around a few encoded values
 * and goes to nodemailer as one raw Buffer. Composing each message with nodemailer's MailComposer
 * (a tree of stream nodes re-encoding the whole HTML) cost the send bench more CPU than rendering,
 * tracking tokens and the database together, and its short-lived objects were most of the heap.
 */
export interface MimeTemplate {
  compiled: CompiledMessage;
  htmlQp: string[];
  textQp: string[];
  from: string;
  boundary: string;
}

/** nodemailer's own header encoding (addresses, encoded words), one line folded at 76. */
const headerEncoder = new MimeNode(false);
const headerLine = (key: string, value: string) =>
  foldLines(`${key}: ${headerEncoder.encodeHeaderValue(key, value)}`, 76);

/** A header of printable ASCII without spaces (a token, a JSON value) as it is; others encoded. */
const extraHeader = (key: string, value: string) =>
  /^[\x21-\x7e]*$/.test(value) && key.length + value.length < 900
    ? `${key}: ${value}`
    : headerLine(key, value);

/** A bare ASCII address nodemailer would write as it is (anything else goes through its encoder). */
const PLAIN_ADDRESS = /^[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9.-]+$/;

/**
 * Quoted-printable of one piece of a body, ending at the end of a line: pieces encoded on their own
 * are joined by soft line breaks (`=` CRLF), which decoders remove, so the campaign's pieces are
 * encoded once and a recipient's values slot in between. Lines stay under 76 characters.
 */
export function qpPiece(text: string): string {
  if (text === '') return '';
  const crlf = /[\r\n]/.test(text) ? text.replace(/\r?\n|\r/g, '\r\n') : text;
  // 75: the soft break appended below must fit on the last line too.
  const encoded = qpWrap(qpEncode(crlf), 75);
  return encoded.endsWith('\r\n') ? encoded : `${encoded}=\r\n`;
}

const qpPieces = (parts: readonly unknown[]) =>
  parts.map((part) => (typeof part === 'string' ? qpPiece(part) : ''));

export function mimeTemplate(compiled: CompiledMessage, from: string): MimeTemplate {
  return {
    compiled,
    htmlQp: qpPieces(compiled.html),
    textQp: qpPieces(compiled.text),
    from: headerLine('From', from),
    // `=_` never occurs in quoted-printable text, so the boundary cannot collide with a body.
    boundary: `----=_crm_${randomBytes(12).toString('hex')}`,
  };
}

export interface RawMessageInput {
  to: string;
  messageId: string;
  values: MergeValues;
  links: RecipientLinks;
  /**
   * The RFC 2369 / RFC 8058 headers: every marketing message carries them (see messageBuilder.ts);
   * an account's own mail (a password reset) has none.
   */
  unsubscribe?: { url: string; mailto: string };
  replyTo?: string;
  cc?: string;
  date?: Date;
  /** More headers, after the standard ones (a campaign message's bounce tracking header). */
  headers?: Readonly<Record<string, string>>;
}

/** An address header: plain ASCII addresses as they are, anything else through nodemailer's encoder. */
const addressHeader = (key: string, value: string) =>
  PLAIN_ADDRESS.test(value) ? `${key}: ${value}` : headerLine(key, value);

/** One recipient's message as the exact bytes an SMTP server receives (before dot-stuffing). */
export function buildRawMessage(
  template: MimeTemplate,
  input: RawMessageInput,
): { subject: string; raw: Buffer } {
  const { compiled, boundary } = template;
  const subject = renderSubject(compiled, input.values);
  const html = renderHtml(compiled, input.values, input.links, pieces(template.htmlQp));
  const text = renderText(compiled, input.values, pieces(template.textQp));
  const date = (input.date ?? new Date()).toUTCString().replace(/GMT/, '+0000');
  const head =
    `${template.from}\r\n` +
    (input.replyTo ? `${addressHeader('Reply-To', input.replyTo)}\r\n` : '') +
    `${addressHeader('To', input.to)}\r\n` +
    (input.cc ? `${addressHeader('Cc', input.cc)}\r\n` : '') +
    `${headerLine('Subject', subject)}\r\n` +
    `Message-ID: ${input.messageId}\r\n` +
    `Date: ${date}\r\nMIME-Version: 1.0\r\n` +
    // One header with both URIs (RFC 2369), folded between them; RFC 8058's one-click beside it.
    (input.unsubscribe
      ? `List-Unsubscribe: <${input.unsubscribe.url}>,\r\n <${input.unsubscribe.mailto}>\r\n` +
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n'
      : '') +
    Object.entries(input.headers ?? {})
      .map(([key, value]) => `${extraHeader(key, value)}\r\n`)
      .join('');
  const part = (type: string) =>
    `--${boundary}\r\nContent-Type: ${type}; charset=utf-8\r\n` +
    'Content-Transfer-Encoding: quoted-printable\r\n\r\n';
  const message =
    `${head}Content-Type: multipart/alternative;\r\n boundary="${boundary}"\r\n\r\n` +
    `${part('text/plain')}${text}\r\n${part('text/html')}${html}\r\n--${boundary}--\r\n`;
  return { subject, raw: Buffer.from(message, 'utf8') };
}

function pieces(encoded: readonly string[]): PieceEncoder {
  return { literal: (index) => encoded[index]!, dynamic: qpPiece };
}
