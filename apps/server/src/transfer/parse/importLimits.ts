import type { ZipLimits } from './checkZipLimits';

// Kept apart from the parsers so the request thread never loads exceljs or pdf.js just for these.

export interface XlsxLimits extends ZipLimits {
  maxRows: number;
  maxColumns: number;
}

export const defaultXlsxLimits: XlsxLimits = {
  maxUncompressedBytes: 512 * 1024 * 1024,
  maxEntries: 2000,
  // Excel's own sheet limits.
  maxRows: 1_048_576,
  maxColumns: 16_384,
};

export interface PdfLimits {
  maxPages: number;
}

export const defaultPdfLimits: PdfLimits = { maxPages: 100 };
