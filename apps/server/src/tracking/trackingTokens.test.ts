import { describe, expect, it } from 'vitest';
import { trackingTokens } from './trackingTokens';

const tokens = trackingTokens('test secret');
const expiresAt = Date.parse('2030-01-01T00:00:00Z');

describe('the links of a workflow step’s email', () => {
  it('carry the run, the step and the owner, and a click its address, under the signature', () => {
    const open = { kind: 'step-open', runId: 7, stepId: 's-1', ownerId: 3, expiresAt } as const;
    expect(tokens.verify(tokens.sign(open), 0)).toEqual(open);
    const click = { ...open, kind: 'step-click', url: 'https://shop.example.com/a?b=1' } as const;
    expect(tokens.verify(tokens.sign(click), 0)).toEqual(click);
  });

  it('do not verify once changed, nor as another kind', () => {
    const token = tokens.sign({ kind: 'step-open', runId: 7, stepId: 's1', ownerId: 3, expiresAt });
    const [payload, mac] = token.split('.') as [string, string];
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    body[3] = 4; // another owner
    const forged = `${Buffer.from(JSON.stringify(body)).toString('base64url')}.${mac}`;
    expect(tokens.verify(forged, 0)).toBeUndefined();
    expect(tokens.verify(token, 0)?.kind).toBe('step-open');
    expect(trackingTokens('another secret').verify(token, 0)).toBeUndefined();
  });
});
