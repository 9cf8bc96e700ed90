import { deflateRawSync, crc32 } from 'node:zlib';
import type { TestResponse, TestServer } from '../harness';

/** Posts `content` as the multipart field `file` named `name`, like the app's import dialog. */
export function uploadFile(
  server: TestServer,
  token: string,
  name: string,
  content: string | Uint8Array,
): Promise<TestResponse> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)]),
    name,
  );
  return server.request('POST', '/api/contacts/import-file', { token, body: form });
}

export async function countContacts(server: TestServer, userId: number): Promise<number> {
  const row = await server.db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function contactsOf(server: TestServer, userId: number) {
  return server.db
    .selectFrom('contacts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/**
 * A minimal valid PDF (one page per entry of `pages`, Helvetica text at the given positions) with
 * a correct cross-reference table, written by hand so the test needs no PDF library.
 */
export function makePdf(pages: { x: number; y: number; text: string }[][]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('');
  const pagesObj = add('');
  const font = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const kids: number[] = [];
  for (const lines of pages) {
    const escape = (s: string) => s.replace(/[\\()]/g, (m) => `\\${m}`);
    const stream = lines
      .map((l) => `BT /F1 10 Tf ${l.x} ${l.y} Td (${escape(l.text)}) Tj ET`)
      .join('\n');
    const content = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A ZIP written by hand from (name, data) entries, deflated. `declaredSize` lets an entry claim a
 * different uncompressed size in its headers than it really has (a lying bomb); `centralSaysEmpty`
 * makes only the central directory claim sizes of 0, while the local header (which a streaming
 * reader follows) tells the truth; `dataDescriptor` moves the local sizes after the data.
 */
export function makeZip(
  entries: {
    name: string;
    data: Buffer;
    declaredSize?: number;
    centralSaysEmpty?: boolean;
    dataDescriptor?: boolean;
  }[],
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data, { level: 9 });
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.dataDescriptor ? 0x08 : 0, 6);
    local.writeUInt16LE(8, 8);
    if (!entry.dataDescriptor) {
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(packed.length, 18);
      local.writeUInt32LE(size, 22);
    }
    local.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(entry.dataDescriptor ? 16 : 0);
    if (entry.dataDescriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(packed.length, 8);
      descriptor.writeUInt32LE(size, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.dataDescriptor ? 0x08 : 0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.centralSaysEmpty ? 0 : packed.length, 20);
    central.writeUInt32LE(entry.centralSaysEmpty ? 0 : size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed, descriptor);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length + descriptor.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/**
 * Posts `content` as the multipart field `file`, sent chunked (a stream body, so no Content-Length):
 * what a client streaming an upload of unknown size sends, and what gets past a Content-Length check.
 */
export async function uploadChunked(
  server: TestServer,
  token: string,
  name: string,
  content: Uint8Array,
): Promise<TestResponse> {
  const boundary = `----crm-test-${Date.now().toString(36)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const parts = [head, content, tail];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.shift();
      if (next) controller.enqueue(new Uint8Array(next));
      else controller.close();
    },
  });
  const res = await fetch(`${server.baseUrl}/api/contacts/import-file`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}
