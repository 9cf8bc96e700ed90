import { isAscii } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { csvDelimiter } from '@crm/api-client';
import Papa from 'papaparse';
import { ImportFailure } from '../ImportFailure';
import type { RowSink } from './RowCollector';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const READ_CHUNK = 256 * 1024;

const resave = 'Please save the file as UTF-8 (in Excel: "CSV UTF-8") and import it again.';

/**
 * A BOM decides; otherwise the file is UTF-8 if it decodes as UTF-8, and Windows-1252 (what Excel
 * on Windows saves as "CSV") if it has invalid bytes and no UTF-8 multibyte character at all.
 * Windows-1252 maps every byte, so that fallback never yields replacement characters. A file with
 * both (lines pasted from two sources) or a UTF-8 BOM with invalid bytes has no single right
 * reading: it is refused with the first bad line rather than stored as mojibake.
 */
export async function detectEncoding(filePath: string): Promise<TextEncoding> {
  return (await readEncoding(filePath)).encoding;
}

/** The encoding (see detectEncoding) and the file's number of lines, read in the same pass. */
async function readEncoding(filePath: string): Promise<{ encoding: TextEncoding; lines: number }> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let first = true;
  let bom = false;
  let multibyte = false;
  let badLine = 0;
  let line = 1;
  let carry: Buffer = Buffer.alloc(0);
  // Whole lines are checked at a time: no UTF-8 sequence contains a line feed byte.
  const check = (bytes: Buffer) => {
    if (isAscii(bytes)) return;
    try {
      decoder.decode(bytes);
      multibyte = true;
      return;
    } catch {
      // Find the line: only chunks with a bad byte pay for this.
    }
    let at = 0;
    for (let lf = bytes.indexOf(10); at < bytes.length; lf = bytes.indexOf(10, at)) {
      const end = lf === -1 ? bytes.length : lf;
      const text = bytes.subarray(at, end);
      if (!isAscii(text)) {
        try {
          decoder.decode(text);
          multibyte = true;
        } catch {
          badLine ||= line;
        }
      }
      at = end + 1;
      line++;
    }
  };
  for await (const chunk of createReadStream(filePath, {
    highWaterMark: READ_CHUNK,
  }) as AsyncIterable<Buffer>) {
    let bytes = chunk;
    if (first) {
      first = false;
      // UTF-16: no line count (the bytes are not UTF-8 lines); progress then counts rows only.
      if (chunk[0] === 0xff && chunk[1] === 0xfe) return { encoding: 'utf-16le', lines: 0 };
      if (chunk[0] === 0xfe && chunk[1] === 0xff) return { encoding: 'utf-16be', lines: 0 };
      bom = chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
      if (bom) bytes = chunk.subarray(3);
    }
    bytes = carry.length ? Buffer.concat([carry, bytes]) : bytes;
    const lastLf = bytes.lastIndexOf(10);
    carry = Buffer.from(bytes.subarray(lastLf + 1));
    const whole = bytes.subarray(0, lastLf + 1);
    const before = line;
    check(whole);
    line = before + countLineFeeds(whole);
  }
  check(carry);
  if (badLine && bom)
    throw new ImportFailure(
      400,
      `The file is marked as UTF-8 but line ${badLine} is not valid UTF-8. ${resave}`,
    );
  if (badLine && multibyte)
    throw new ImportFailure(
      400,
      `The file mixes encodings: it has UTF-8 text, but line ${badLine} is in another encoding (often Windows-1252). ${resave}`,
    );
  return {
    encoding: badLine ? 'windows-1252' : 'utf-8',
    lines: line - (carry.length === 0 ? 1 : 0),
  };
}

function countLineFeeds(bytes: Buffer): number {
  let n = 0;
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) n++;
  return n;
}

async function* decode(filePath: string, encoding: TextEncoding): AsyncGenerator<string> {
  // The default (ignoreBOM: false) drops a leading BOM so it never sticks to the first header.
  const decoder = new TextDecoder(encoding);
  for await (const chunk of createReadStream(filePath, {
    highWaterMark: READ_CHUNK,
  }) as AsyncIterable<Buffer>) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** Line breaks inside a record's quoted cells: the next record starts that much further down. */
function lineBreaks(cells: readonly string[]): number {
  let n = 0;
  for (const cell of cells) {
    for (let i = cell.indexOf('\n'); i !== -1; i = cell.indexOf('\n', i + 1)) n++;
  }
  return n;
}

/**
 * Streams a CSV through papaparse in chunk mode: memory holds one chunk of rows, never the file.
 * Quoted fields may hold commas, quotes and line breaks; CRLF and LF both work.
 */
export async function parseCsv(
  filePath: string,
  sink: RowSink & { hasHeader: boolean },
): Promise<{ encoding: TextEncoding }> {
  const { encoding, lines } = await readEncoding(filePath);
  const chunks = decode(filePath, encoding);
  const first = await chunks.next();
  const delimiter = first.done ? ',' : csvDelimiter(first.value);
  async function* text() {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  let failure: unknown;
  let line = 1;
  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[]>(
      Readable.from(text(), {
        objectMode: true,
        highWaterMark: 1,
      }) as unknown as File,
      {
        header: false,
        delimiter,
        skipEmptyLines: false,
        chunk(results, parser) {
          try {
            // An unclosed quote swallows the rest of the file into one field: say so rather than
            // report one odd invalid row.
            if (results.errors.some((e) => e.code === 'MissingQuotes')) {
              throw new ImportFailure(
                400,
                'The CSV has a quoted field that is never closed, so the rest of the file cannot be read. Please check the file and try again.',
              );
            }
            for (const cells of results.data) {
              const start = line;
              line += 1 + lineBreaks(cells);
              if (!sink.hasHeader) {
                if (cells.every((c) => !c.trim())) continue;
                sink.header(cells);
              } else {
                sink.row(cells, start);
              }
            }
            // Lines read of the file's lines: the header's line is not a row.
            sink.progress?.(line - 2, Math.max(lines - 1, line - 2));
          } catch (error) {
            failure = error;
            parser.abort();
          }
        },
        complete: () => resolve(),
        error: (error: Error) => reject(error),
      },
    );
  });
  if (failure) throw failure;
  if (!sink.hasHeader)
    throw new ImportFailure(400, 'The file is empty. Please select a file that contains contacts.');
  return { encoding };
}
