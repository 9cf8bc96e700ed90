import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyReport } from './classifyReport';
import { parseReport } from './parseReport';
import { reportReferences } from './reportReferences';
import { verpAddresses } from './verpAddress';

/**
 * Real MTAs' reports (made by apps/server/scripts/makeBounceFixtures.ts with Postfix, Exim and
 * OpenSMTPD) and hand-written ones after Gmail's, Exchange Online's, Yahoo's and Microsoft's
 * documented formats, each with the verdict it must get.
 */
const dir = path.resolve(import.meta.dirname, '../../test/fixtures/bounces');
interface Entry {
  file: string;
  recipientId: number | null;
  messageId: string;
  sentTo: string;
  expect: 'hard' | 'soft' | 'complaint' | 'ignore';
  source: 'generated' | 'hand-written';
}
const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Entry[];
const verp = verpAddresses('beacon-fixture-secret', 'bounces.beacon.test');

describe('parseReport and classifyReport on real and documented reports', () => {
  it('covers three MTAs and the hand-written provider formats', () => {
    const sources = new Set(manifest.map((e) => e.file.split('-')[0]));
    expect([...sources].sort()).toEqual(['exim', 'handwritten', 'opensmtpd', 'postfix']);
  });

  it.each(manifest.map((e) => [e.file, e] as const))('%s', (_file, entry) => {
    const report = parseReport(fs.readFileSync(path.join(dir, entry.file)));
    const verdict = classifyReport(report, entry.sentTo);
    expect(verdict?.kind ?? 'ignore').toBe(entry.expect);
    if (report.type === 'not-a-report') return;
    const refs = reportReferences(report, verp);
    expect(refs.verp?.recipientId ?? null).toBe(entry.recipientId);
    if (entry.expect === 'ignore') return;
    // A report we act on names our message, and the address it is about.
    expect(refs.messageId).toBe(entry.messageId);
    if (entry.expect !== 'complaint') expect(verdict?.address).toBe(entry.sentTo);
    expect(verdict?.reason).toBeTruthy();
  });

  it('reads the remote reply behind a bare 5.0.0 (Exim, OpenSMTPD)', () => {
    const exim = parseReport(fs.readFileSync(path.join(dir, 'exim-remote-mailbox-full.eml')));
    const opensmtpd = parseReport(
      fs.readFileSync(path.join(dir, 'opensmtpd-remote-unknown-user.eml')),
    );
    expect(classifyReport(exim, 'full@remote.test')?.status).toBe('5.2.2');
    expect(classifyReport(opensmtpd, 'unknown@remote.test')?.status).toBe('5.1.1');
  });

  it('ignores a report that lists several failures, none of them the address we sent to', () => {
    const raw = fs
      .readFileSync(path.join(dir, 'postfix-remote-unknown-user.eml'), 'latin1')
      .replace(
        /\r?\nFinal-Recipient: rfc822; unknown@remote\.test/,
        '\nFinal-Recipient: rfc822; other@remote.test\nAction: failed\nStatus: 5.1.1\n$&',
      );
    const report = parseReport(raw);
    expect(report.type === 'delivery-status' && report.recipients.length).toBe(2);
    expect(classifyReport(report, 'unknown@remote.test')?.kind).toBe('hard');
    expect(classifyReport(report, 'someone.else@remote.test')).toBeUndefined();
  });

  it('never throws on mail cut short or mangled anywhere (it comes from anyone)', () => {
    const samples = manifest.map((e) => fs.readFileSync(path.join(dir, e.file), 'latin1'));
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.nat(),
        fc.string({ maxLength: 40 }),
        (sample, at, junk) => {
          const cut = at % (sample.length + 1);
          const report = parseReport(sample.slice(0, cut) + junk + sample.slice(cut + junk.length));
          expect(['delivery-status', 'feedback', 'not-a-report']).toContain(report.type);
          classifyReport(report, 'someone@example.com');
        },
      ),
      { numRuns: 300 },
    );
  });
});
