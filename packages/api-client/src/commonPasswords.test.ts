import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './auth/commonPasswords.list';
import { isCommonPassword } from './commonPasswords';

describe('isCommonPassword', () => {
  it('ships the 10,000 most common passwords that the length rules would accept', () => {
    const list = COMMON_PASSWORDS.split('\n');
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.every((word) => word.length >= 6 && word === word.toLowerCase())).toBe(true);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('finds common passwords whatever their case, and lets uncommon ones through', () => {
    for (const password of ['password', 'Password123', 'QWERTYUIOP', 'iloveyou', 'letmein1'])
      expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['violet-Anchor-93', 'correct-horse-7', 'password 123 !'])
      expect(isCommonPassword(password), password).toBe(false);
  });
});
