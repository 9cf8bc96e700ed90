import { createWriteStream } from 'node:fs';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { ImportFailure } from '../ImportFailure';
import { fileTypeFromName, type ImportFileType } from './sniffFileType';

export const NO_FILE_SELECTED = 'No file selected. Please select a file to import.';

export interface ReceivedUpload {
  fileType: ImportFileType;
  extension: string;
  size: number;
  /** The uploaded file's name as the browser gave it (a contact's timeline names its import). */
  fileName: string;
  /** The text of the optional `mapping` field (JSON, validated by the caller). */
  mapping?: string;
}

/** Largest `mapping` field: a column entry is well under 200 bytes, and a sheet has at most 16,384. */
const MAX_MAPPING_BYTES = 2 * 1024 * 1024;

export const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

export const tooLarge = (maxBytes: number) =>
  new ImportFailure(413, `The file is too large. The import limit is ${formatBytes(maxBytes)}.`);

/**
 * Streams the multipart field `file` to `destination` (a path the server chose: the uploaded name
 * is only used for its extension), counting bytes as they pass so an oversized upload stops at the
 * limit instead of filling memory or disk.
 */
export async function receiveUpload(
  body: ReadableStream<Uint8Array> | NodeJS.ReadableStream | null,
  contentType: string,
  destination: string,
  maxBytes: number,
): Promise<ReceivedUpload> {
  if (!body || !/^multipart\/form-data/i.test(contentType))
    throw new ImportFailure(400, NO_FILE_SELECTED);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: maxBytes, parts: 20, fields: 10, fieldSize: MAX_MAPPING_BYTES },
    });
  } catch {
    throw new ImportFailure(400, NO_FILE_SELECTED);
  }
  let received: Promise<ReceivedUpload> | undefined;
  let failure: unknown;
  let rejectLimit: (error: unknown) => void = () => undefined;
  // Answers 413 as soon as the limit is reached; the rest of the body is still read and dropped.
  const limitReached = new Promise<never>((_, reject) => (rejectLimit = reject));
  limitReached.catch(() => undefined);
  let mapping: string | undefined;
  parser.on('field', (name, value, info) => {
    if (name !== 'mapping') return;
    if (info.valueTruncated) {
      failure ??= new ImportFailure(400, 'The column mapping is too large.');
      return;
    }
    mapping = value;
  });
  parser.on('file', (field, stream, info) => {
    if (field !== 'file' || received || failure) {
      stream.resume();
      return;
    }
    let type: ImportFileType;
    try {
      if (!info.filename) throw new ImportFailure(400, NO_FILE_SELECTED);
      type = fileTypeFromName(info.filename);
    } catch (error) {
      failure = error;
      stream.resume();
      return;
    }
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // Busboy skips the rest of a part past its limit and ends the file stream, so the upload
    // settles; destroying the stream here instead would stall busboy (and the request) forever.
    stream.on('limit', () => {
      failure = tooLarge(maxBytes);
      rejectLimit(failure);
    });
    const extension = /\.([a-z0-9]+)$/i.exec(info.filename)?.[1]?.toLowerCase() ?? '';
    received = pipeline(
      stream,
      counter,
      createWriteStream(destination, { flags: 'wx', mode: 0o600 }),
    ).then(() => ({
      fileType: type,
      extension,
      size,
      // Kept as text only, never as a path; long names are cut.
      fileName: info.filename.slice(0, 255),
    }));
    received.catch(() => undefined);
  });
  try {
    const source =
      'getReader' in body ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : body;
    const reading = pipeline(source, parser);
    reading.catch(() => undefined);
    await Promise.race([reading, limitReached]);
  } catch (error) {
    if (failure) throw failure;
    if (error instanceof ImportFailure) throw error;
    // The body-size limit in front of this route answers for itself.
    if ((error as Error | undefined)?.name === 'BodyLimitError') throw error;
    // A body cut off by the client, or malformed multipart.
    throw new ImportFailure(400, 'The upload could not be read. Please try again.');
  }
  if (failure) throw failure;
  if (!received) throw new ImportFailure(400, NO_FILE_SELECTED);
  try {
    const upload = await received;
    return mapping === undefined ? upload : { ...upload, mapping };
  } catch {
    if (failure) throw failure;
    throw new ImportFailure(400, 'The upload could not be read. Please try again.');
  }
}
