import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) at OWASP's minimum of 19 MiB memory and 2 passes,
 * one lane. Parameters are stored in each hash, so raising them later keeps old hashes valid.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Burns the same time as a real check, so an unknown username cannot be told from a wrong
 * password by the answer's latency.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password for timing equalisation');
  await verifyPassword(await dummyHash, password);
  return false;
}
