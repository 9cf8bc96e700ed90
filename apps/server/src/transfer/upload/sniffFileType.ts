import { ImportFailure } from '../ImportFailure';

export type ImportFileType = 'csv' | 'xlsx' | 'pdf';

export const UNSUPPORTED_FILE_TYPE =
  'Unsupported file type. Please select a CSV, XLSX, or PDF file.';

/** The type comes from the extension only (spec section 5); .xls is read as the spreadsheet type. */
export function fileTypeFromName(name: string): ImportFileType {
  const ext = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  if (ext === 'csv') return 'csv';
  if (ext === 'xlsx' || ext === 'xls') return 'xlsx';
  if (ext === 'pdf') return 'pdf';
  throw new ImportFailure(400, UNSUPPORTED_FILE_TYPE);
}

const SIGNATURES: { bytes: number[]; kind: string }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], kind: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], kind: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], kind: 'a GIF image' },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], kind: 'a PDF document' },
  { bytes: [0x50, 0x4b, 0x03, 0x04], kind: 'a ZIP archive (e.g. an XLSX workbook)' },
  { bytes: [0x50, 0x4b, 0x05, 0x06], kind: 'an empty ZIP archive' },
  {
    bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    kind: 'a legacy Office document (.xls/.doc)',
  },
  { bytes: [0x1f, 0x8b], kind: 'a gzip archive' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], kind: 'a program' },
  { bytes: [0x4d, 0x5a], kind: 'a program' },
];

const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((b, i) => head[i] === b);

/** What the first bytes say the file is, if they carry a known signature. */
export function signatureOf(head: Uint8Array): string | undefined {
  return SIGNATURES.find((s) => startsWith(head, s.bytes))?.kind;
}

const mismatch = (ext: string, kind: string) =>
  new ImportFailure(
    400,
    `The file content does not match its .${ext} extension: it looks like ${kind}. Please select a CSV, XLSX, or PDF file.`,
  );

/**
 * Checks the first bytes against the type the extension promised, so a PNG named .csv or a CSV
 * named .xlsx gets a clear answer instead of a parser error. `head` is at most the first 4 KiB.
 */
export function checkContent(type: ImportFileType, ext: string, head: Uint8Array): void {
  if (head.length === 0)
    throw new ImportFailure(400, 'The file is empty. Please select a file that contains contacts.');
  const kind = signatureOf(head);
  if (type === 'csv') {
    if (kind) throw mismatch(ext, kind);
    const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
    if (!utf16 && head.includes(0)) throw mismatch(ext, 'binary data, not text');
    return;
  }
  if (type === 'xlsx') {
    if (kind?.startsWith('a legacy Office')) {
      throw new ImportFailure(
        400,
        'Legacy Excel 97-2003 (.xls) files cannot be read. Please save the sheet as .xlsx or CSV and import that file.',
      );
    }
    if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04]))
      throw mismatch(ext, kind ?? 'text or another format, not an Excel workbook');
    return;
  }
  // PDF readers accept the header anywhere in the first KiB.
  const text = Buffer.from(head.subarray(0, 1024)).toString('latin1');
  if (!text.includes('%PDF-'))
    throw mismatch(ext, kind ?? 'text or another format, not a PDF document');
}
