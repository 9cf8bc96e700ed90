import { describe, expect, it } from 'vitest';
import { verpAddresses } from './verpAddress';

describe('verpAddresses', () => {
  const verp = verpAddresses('server secret', 'Bounces.Example.com');

  it('makes a short lower-case return path that reads back to its recipient row', () => {
    const address = verp.addressFor({ kind: 'recipient', recipientId: 123456 });
    expect(address).toMatch(/^bounce\+r[0-9a-z]+-[a-z2-7]{20}@bounces\.example\.com$/);
    expect(address.split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect(verp.read(address)).toEqual({ kind: 'recipient', recipientId: 123456 });
    // MTAs may fold case or add angle brackets on the way back.
    expect(verp.read(`<${address.toUpperCase()}>`)).toEqual({
      kind: 'recipient',
      recipientId: 123456,
    });
  });

  it('refuses forged, altered, foreign-domain and other-secret addresses', () => {
    const address = verp.addressFor({ kind: 'recipient', recipientId: 7 });
    const [local, domain] = address.split('@') as [string, string];
    const otherId = local.replace('+r7-', '+r8-');
    expect(verp.read(`${otherId}@${domain}`)).toBeUndefined();
    expect(verp.read(`${local.slice(0, -1)}a@${domain}`)).toBeUndefined();
    expect(verp.read(`${local}@evil.example`)).toBeUndefined();
    expect(verpAddresses('another secret', domain).read(address)).toBeUndefined();
    expect(verp.read('bounce@bounces.example.com')).toBeUndefined();
    expect(verp.read('postmaster@bounces.example.com')).toBeUndefined();
  });

  it('finds a valid address inside a header or report field', () => {
    const address = verp.addressFor({ kind: 'recipient', recipientId: 42 });
    expect(verp.findIn(`Original-Mail-From: <${address}>`)).toEqual({
      kind: 'recipient',
      recipientId: 42,
    });
    expect(verp.findIn('Return-Path: <bounce+r1-aaaaaaaaaaaaaaaaaaaa@bounces.example.com>')).toBe(
      undefined,
    );
  });
});
