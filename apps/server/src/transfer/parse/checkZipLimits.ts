import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import { ImportFailure } from '../ImportFailure';

export interface ZipLimits {
  /** Bytes all parts may inflate to: checked against the declared sizes, then by inflating. */
  maxUncompressedBytes: number;
  maxEntries: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const ZIP64_MARKER = 0xffffffff;
/** General-purpose flag bit 3: sizes and CRC come in a data descriptor after the data. */
const DATA_DESCRIPTOR = 0x08;

interface Part {
  offset: number;
  compressed: number;
  uncompressed: number;
  method: number;
}

const bomb = (detail: string) =>
  new ImportFailure(
    400,
    `The workbook was rejected: ${detail}. Please save a smaller sheet as .xlsx or CSV.`,
  );
const tooBig = (limits: ZipLimits) =>
  bomb(`it would unpack to more than ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MB`);
const broken = () =>
  new ImportFailure(400, 'The file is not a valid XLSX workbook (its ZIP structure is damaged).');

/**
 * Reads the ZIP central directory (the only part a reader can check before inflating anything)
 * and refuses workbooks that declare more data than the limits, which is how a decompression bomb
 * announces itself. ZIP64 sizes are refused too: no contact sheet under the upload limit needs them.
 * Declared sizes can lie, so every part is then inflated once, counting the bytes that really come
 * out and stopping at the limit: that costs a fraction of the XML parse that would follow. The
 * local headers, which the streaming reader follows instead of the directory, must agree with it.
 */
export async function checkZipLimits(filePath: string, limits: ZipLimits): Promise<void> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw broken();
    const entries = tail.readUInt16LE(eocd + 10);
    const cdSize = tail.readUInt32LE(eocd + 12);
    const cdOffset = tail.readUInt32LE(eocd + 16);
    if (entries === 0xffff || cdSize === ZIP64_MARKER || cdOffset === ZIP64_MARKER)
      throw bomb('it uses ZIP64 sizes');
    if (entries > limits.maxEntries)
      throw bomb(`it holds ${entries} parts (at most ${limits.maxEntries})`);
    if (cdOffset + cdSize > size) throw broken();
    const cd = Buffer.alloc(cdSize);
    await file.read(cd, 0, cdSize, cdOffset);
    let total = 0;
    let pos = 0;
    const parts: Part[] = [];
    for (let n = 0; n < entries; n++) {
      if (pos + 46 > cdSize || cd.readUInt32LE(pos) !== CENTRAL_SIGNATURE) throw broken();
      const compressed = cd.readUInt32LE(pos + 20);
      const uncompressed = cd.readUInt32LE(pos + 24);
      if (compressed === ZIP64_MARKER || uncompressed === ZIP64_MARKER)
        throw bomb('it uses ZIP64 sizes');
      total += uncompressed;
      if (total > limits.maxUncompressedBytes) throw tooBig(limits);
      parts.push({
        offset: cd.readUInt32LE(pos + 42),
        compressed,
        uncompressed,
        method: cd.readUInt16LE(pos + 10),
      });
      pos += 46 + cd.readUInt16LE(pos + 28) + cd.readUInt16LE(pos + 30) + cd.readUInt16LE(pos + 32);
    }
    // The streaming reader (exceljs) does not read the central directory: it follows the local
    // headers from the start of the file, one after the other. So the local headers must agree
    // with the directory and follow each other without gaps up to it, or a part the directory
    // calls empty (size 0, skipped above) could be a bomb the reader inflates all the same.
    parts.sort((a, b) => a.offset - b.offset);
    let expected = 0;
    let inflated = 0;
    const header = Buffer.alloc(30);
    const descriptor = Buffer.alloc(16);
    for (const part of parts) {
      if (part.offset !== expected) throw broken();
      await file.read(header, 0, 30, part.offset);
      if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw broken();
      const flags = header.readUInt16LE(6);
      if (header.readUInt16LE(8) !== part.method) throw broken();
      const start = part.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
      let end = start + part.compressed;
      if (end > size) throw broken();
      if (flags & DATA_DESCRIPTOR) {
        // Sizes follow the data; the reader trusts them there, so they must match the directory.
        await file.read(descriptor, 0, 16, end);
        const signed = descriptor.readUInt32LE(0) === DESCRIPTOR_SIGNATURE;
        const at = signed ? 4 : 0;
        if (
          descriptor.readUInt32LE(at + 4) !== part.compressed ||
          descriptor.readUInt32LE(at + 8) !== part.uncompressed
        )
          throw broken();
        end += signed ? 16 : 12;
      } else if (
        header.readUInt32LE(18) !== part.compressed ||
        header.readUInt32LE(22) !== part.uncompressed
      ) {
        throw broken();
      }
      expected = end;
      if (part.compressed === 0) continue;
      if (part.method === 0) {
        inflated += part.compressed;
        if (inflated > limits.maxUncompressedBytes) throw tooBig(limits);
        continue;
      }
      if (part.method !== 8) throw broken();
      const counter = new Writable({
        write(chunk: Buffer, _enc, done) {
          inflated += chunk.length;
          done(inflated > limits.maxUncompressedBytes ? tooBig(limits) : null);
        },
      });
      try {
        await pipeline(
          createReadStream(filePath, {
            start,
            end: start + part.compressed - 1,
            autoClose: false,
          }),
          createInflateRaw(),
          counter,
        );
      } catch (error) {
        if (error instanceof ImportFailure) throw error;
        throw broken();
      }
    }
    if (expected !== cdOffset) throw broken();
  } finally {
    await file.close();
  }
}
