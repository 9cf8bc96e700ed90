import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { ImportFailure } from './ImportFailure';
import type { RowSink } from './RowCollector';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const READ_CHUNK = 256 * 1024;

/**
 * A BOM decides; otherwise the file is UTF-8 if it decodes as UTF-8, and Windows-1252 (what Excel
 * on Windows saves as "CSV") if not. Windows-1252 maps every byte, so the fallback never yields
 * replacement characters, and a UTF-8 file is never misread since invalid UTF-8 is the trigger.
 */
export async function detectEncoding(filePath: string): Promise<TextEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let first = true;
  try {
    for await (const chunk of createReadStream(filePath, {
      highWaterMark: READ_CHUNK,
    }) as AsyncIterable<Buffer>) {
      if (first) {
        first = false;
        if (chunk[0] === 0xff && chunk[1] === 0xfe) return 'utf-16le';
        if (chunk[0] === 0xfe && chunk[1] === 0xff) return 'utf-16be';
      }
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return 'utf-8';
  } catch (error) {
    if (error instanceof TypeError) return 'windows-1252';
    throw error;
  }
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

/**
 * Streams a CSV through papaparse in chunk mode: memory holds one chunk of rows, never the file.
 * Quoted fields may hold commas, quotes and line breaks; CRLF and LF both work.
 */
export async function parseCsv(
  filePath: string,
  sink: RowSink & { hasHeader: boolean },
): Promise<{ encoding: TextEncoding }> {
  const encoding = await detectEncoding(filePath);
  let failure: unknown;
  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[]>(
      Readable.from(decode(filePath, encoding), {
        objectMode: true,
        highWaterMark: 1,
      }) as unknown as File,
      {
        header: false,
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
              if (!sink.hasHeader) {
                if (cells.every((c) => !c.trim())) continue;
                sink.header(cells);
              } else {
                sink.row(cells);
              }
            }
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
