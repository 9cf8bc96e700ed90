import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  startTestServer,
  type RegisteredUser,
  type TestServer,
} from './harness';

// The smallest real files of each type: their first bytes are what the server checks.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const GIF = Uint8Array.from(Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64'));
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = Uint8Array.from([...Buffer.from('RIFF'), 4, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

const form = (content: BlobPart, name: string, type: string) => {
  const data = new FormData();
  data.append('file', new Blob([content], { type }), name);
  return data;
};

describeEachDatabase('uploads', (database) => {
  let server: TestServer;
  let alice: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer({ database });
    alice = await server.registerUser();
  });
  afterAll(() => server.close());

  const upload = (body: FormData, token: string | undefined = alice.token) =>
    server.request('POST', '/api/uploads', { body, token });

  it.each([
    ['png', PNG, 'image/png'],
    ['gif', GIF, 'image/gif'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['webp', WEBP, 'image/webp'],
  ] as const)(
    'stores a %s image and serves it with image-only headers',
    async (ext, bytes, type) => {
      // The claimed type and name say nothing: the content decides, also against another type's.
      const claimed = ext === 'png' ? 'gif' : 'png';
      const res = await upload(form(bytes, `photo.${claimed}`, `image/${claimed}`));
      expect(res.status).toBe(201);
      const { upload: stored } = res.body;
      expect(stored).toMatchObject({ contentType: type, size: bytes.byteLength });
      expect(stored.url).toBe(`${server.config.mail.publicUrl}/uploads/${stored.id}`);

      // Public: a mail client has no session.
      const served = await fetch(`${server.baseUrl}/uploads/${stored.id}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const csp = served.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain('sandbox');
      expect(csp).not.toContain('script-src');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    },
  );

  it('refuses an SVG, even named and typed as a PNG', async () => {
    const res = await upload(form(SVG, 'logo.png', 'image/png'));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Only PNG, JPEG, GIF and WebP images can be uploaded.');
  });

  it('refuses a disguised file: HTML behind an image name and type', async () => {
    const page = '<html><body><script>document.cookie</script></body></html>';
    const res = await upload(form(page, 'cat.jpg', 'image/jpeg'));
    expect(res.status).toBe(415);
    const count = await server.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('content_type', 'not in', ['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(form(big, 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The image is too large. The limit is 5 MB.');
  });

  it('asks for a file when there is none, and for a session', async () => {
    const empty = new FormData();
    empty.append('other', 'x');
    expect((await upload(empty)).status).toBe(400);
    expect((await upload(form(new Uint8Array(0), 'a.png', 'image/png'))).status).toBe(400);
    expect((await upload(form(PNG, 'a.png', 'image/png'), '')).status).toBe(401);
  });

  it('answers 404 for an unknown or malformed id, without the app page', async () => {
    const unknown = await fetch(`${server.baseUrl}/uploads/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(unknown.status).toBe(404);
    expect((await fetch(`${server.baseUrl}/uploads/..%2Fetc`)).status).toBe(404);
  });
});
