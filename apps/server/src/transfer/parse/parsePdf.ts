import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ImportFailure } from '../ImportFailure';
import type { PdfLimits } from './importLimits';
import { mapHeaders } from './mapHeaders';
import type { RowSink } from './RowCollector';

export const PDF_NOTE = 'PDF extraction is approximate: please check the imported contacts.';

interface Cell {
  x: number;
  text: string;
}

const EMAIL_IN_TEXT = /[^\s@,;:<>()[\]"']+@[^\s@,;:<>()[\]"']+\.[^\s@,;:<>()[\]"']+/;
const PHONE_IN_TEXT = /\+?\d[\d\s().-]{6,}\d/;

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** Groups a page's text runs into lines (same baseline) and lines into cells (split at wide gaps). */
function pageLines(items: TextItemLike[]): Cell[][] {
  const runs = items
    .filter((i) => i.str.trim())
    .map((i) => ({
      x: i.transform[4] ?? 0,
      y: i.transform[5] ?? 0,
      w: i.width,
      h: Math.abs(i.height) || 10,
      text: i.str,
    }));
  runs.sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: (typeof runs)[] = [];
  for (const run of runs) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (line && first && Math.abs(first.y - run.y) <= Math.max(2, run.h * 0.3)) line.push(run);
    else lines.push([run]);
  }
  return lines.map((line) => {
    line.sort((a, b) => a.x - b.x);
    const cells: Cell[] = [];
    let end = -Infinity;
    for (const run of line) {
      const gap = run.x - end;
      const last = cells.at(-1);
      if (last && gap < run.h * 1.2) last.text += (gap > run.h * 0.15 ? ' ' : '') + run.text;
      else cells.push({ x: run.x, text: run.text });
      end = run.x + run.w;
    }
    return cells.map((c) => ({ x: c.x, text: c.text.trim() }));
  });
}

/**
 * Reads contacts from a PDF list (approximate by nature). A line whose cells name the columns
 * (with an email column) is a table header, and later lines are split at its column positions.
 * Without one, each line holding an email address becomes a contact: the address, a phone number
 * if there is one, and the rest of the line as the name.
 */
export async function parsePdf(
  filePath: string,
  sink: RowSink & { hasHeader: boolean },
  limits: PdfLimits,
): Promise<void> {
  const data = new Uint8Array(await readFile(filePath));
  let doc;
  try {
    // isEvalSupported: false closes CVE-2024-4367 (font code turned into JavaScript).
    doc = await getDocument({
      data,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch {
    throw new ImportFailure(400, 'The file could not be read as a PDF document.');
  }
  try {
    if (doc.numPages > limits.maxPages) {
      throw new ImportFailure(
        400,
        `The PDF has ${doc.numPages} pages; at most ${limits.maxPages} can be imported.`,
      );
    }
    let columns: { x: number }[] | undefined;
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      const lines = pageLines(content.items.filter((i) => 'str' in i) as TextItemLike[]);
      page.cleanup();
      for (const [index, cells] of lines.entries()) {
        if (!columns && !sink.hasHeader) {
          const map = mapHeaders(cells.map((c) => c.text));
          if (map.fields.email !== undefined && Object.keys(map.fields).length >= 2) {
            columns = cells;
            sink.header(cells.map((c) => c.text));
            continue;
          }
        }
        const text = cells.map((c) => c.text).join(' ');
        if (!text.includes('@')) continue;
        if (columns) {
          const row: string[] = columns.map(() => '');
          for (const cell of cells) {
            let index = 0;
            columns.forEach((col, i) => {
              if (col.x <= cell.x + 2) index = i;
            });
            row[index] = row[index] ? `${row[index]} ${cell.text}` : cell.text;
          }
          sink.row(row, index + 1, p);
        } else {
          if (!sink.hasHeader) sink.header(['Name', 'Email', 'Phone']);
          const email = EMAIL_IN_TEXT.exec(text)?.[0] ?? '';
          let rest = text.replace(email, ' ');
          const phone = PHONE_IN_TEXT.exec(rest)?.[0] ?? '';
          if (phone) rest = rest.replace(phone, ' ');
          const name = rest
            .replace(/[|,;:<>()[\]"•\t]+/g, ' ')
            .replace(/(^|\s)[-–—]+(?=\s|$)/g, ' ')
            .replace(/\s+/g, ' ')
            .trim();
          sink.row([name, email, phone.trim()], index + 1, p);
        }
      }
    }
  } finally {
    await doc.destroy();
  }
  if (!sink.hasHeader)
    throw new ImportFailure(
      400,
      'No contacts were found in the PDF: it has no lines with email addresses.',
    );
}
