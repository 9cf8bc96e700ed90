import type { UploadImageType } from '@crm/api-client';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type of a file by its first bytes (the "magic numbers"), never by its name or the type
 * the client claims: a page or an SVG renamed `.png` is none of these and is refused. Undefined for
 * anything else.
 */
export function imageType(bytes: Uint8Array): UploadImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/**
 * The width and height an image declares in its header (PNG IHDR, GIF screen, JPEG SOF, WebP
 * VP8/VP8L/VP8X), which is what decoders allocate for; undefined when the header does not say.
 */
export function imageDimensions(
  bytes: Uint8Array,
  type: UploadImageType,
): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (n: number) => bytes.length >= n;
  if (type === 'image/png')
    return has(24) ? { width: view.getUint32(16), height: view.getUint32(20) } : undefined;
  if (type === 'image/gif')
    return has(10)
      ? { width: view.getUint16(6, true), height: view.getUint16(8, true) }
      : undefined;
  if (type === 'image/webp') {
    if (!has(30)) return undefined;
    const chunk = String.fromCharCode(...bytes.subarray(12, 16));
    if (chunk === 'VP8X')
      return {
        width: 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16)),
        height: 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16)),
      };
    if (chunk === 'VP8 ')
      return {
        width: view.getUint16(26, true) & 0x3fff,
        height: view.getUint16(28, true) & 0x3fff,
      };
    if (chunk === 'VP8L') {
      const b = view.getUint32(21, true);
      return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 };
    }
    return undefined;
  }
  // JPEG: walk the segments to the first start-of-frame marker.
  let at = 2;
  while (has(at + 9)) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}
