import { describe, expect, it } from 'vitest';
import { formatBytes, imageName } from './ImageLibrary';

describe('formatBytes', () => {
  it('says sizes in KB under a megabyte and in MB with one decimal above', () => {
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(200)).toBe('1 KB');
    expect(formatBytes(840 * 1024)).toBe('840 KB');
    expect(formatBytes(12.4 * 1024 * 1024)).toBe('12.4 MB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
  });
});

describe('imageName', () => {
  const image = { id: 'a', url: 'https://x/a', size: 1, createdAt: '2026-11-01T12:00:00Z' };
  it('is the file name, else the type', () => {
    expect(imageName({ ...image, name: 'logo.png' })).toBe('logo.png');
    expect(imageName({ ...image, contentType: 'image/webp' })).toBe('WebP image');
    expect(imageName(image)).toBe('Image');
  });
});
