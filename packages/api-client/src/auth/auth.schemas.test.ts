import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatIssues } from '../common/formatIssues';
import {
  ChangePasswordFormSchema,
  ChangePasswordInputSchema,
  LoginInputSchema,
  RegisterFormSchema,
  RegisterInputSchema,
  USERNAME_CHARACTERS_MESSAGE,
  UserSchema,
} from './auth.schemas';

/** The `{ message, field }` a 400 answer would carry, or 'ok'. */
function failure(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return 'ok';
  const { message, field } = formatIssues(result.issues);
  return { message, field };
}

const register = {
  username: 'ada',
  email: 'ada@example.com',
  name: 'Ada',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('login', () => {
  it('accepts a username of 3 and a password of 6', () => {
    expect(failure(LoginInputSchema, { username: 'ada', password: '123456' })).toBe('ok');
  });
  it.each([
    [{ username: 'ad', password: '123456' }, 'Username must be at least 3 characters', 'username'],
    [
      { username: '  ad  ', password: '123456' },
      'Username must be at least 3 characters',
      'username',
    ],
    [{ password: '123456' }, 'Username must be at least 3 characters', 'username'],
    [{ username: 'ada', password: '12345' }, 'Password must be at least 6 characters', 'password'],
    [{ username: 'ada' }, 'Password must be at least 6 characters', 'password'],
  ])('%j -> %s', (input, message, field) => {
    expect(failure(LoginInputSchema, input)).toEqual({ message, field });
  });
  it('does not trim passwords', () => {
    expect(v.parse(LoginInputSchema, { username: ' ada ', password: ' pass  ' })).toEqual({
      username: 'ada',
      password: ' pass  ',
    });
  });
});

describe('register', () => {
  it('accepts a valid form', () => {
    expect(failure(RegisterFormSchema, register)).toBe('ok');
  });
  it.each([
    [{ username: 'ad' }, 'Username must be at least 3 characters', 'username'],
    [{ email: 'not-an-email' }, 'Please enter a valid email', 'email'],
    [{ email: '' }, 'Please enter a valid email', 'email'],
    [{ name: 'A' }, 'Name must be at least 2 characters', 'name'],
    [{ name: ' A ' }, 'Name must be at least 2 characters', 'name'],
    [
      { password: '12345', confirmPassword: '12345' },
      'Password must be at least 6 characters',
      'password',
    ],
    [{ confirmPassword: '12345' }, 'Please confirm your password', 'confirmPassword'],
    [{ confirmPassword: 'secret2' }, 'Passwords do not match', 'confirmPassword'],
    [{ username: 'adm\u202Ein' }, USERNAME_CHARACTERS_MESSAGE, 'username'],
    [{ username: 'line\nbreak' }, USERNAME_CHARACTERS_MESSAGE, 'username'],
    [{ username: 'zero\u200Bwidth' }, USERNAME_CHARACTERS_MESSAGE, 'username'],
  ])('%j -> %s', (change, message, field) => {
    expect(failure(RegisterFormSchema, { ...register, ...change })).toEqual({ message, field });
  });
  it('stores usernames in NFKC form, as login reads them', () => {
    const fullWidth = { ...register, username: 'ａｄａ\uFB01' };
    expect(v.parse(RegisterInputSchema, fullWidth).username).toBe('adafi');
    expect(
      v.parse(LoginInputSchema, { username: 'ａｄａ\uFB01', password: 'secret1' }).username,
    ).toBe('adafi');
  });
  it('sends no confirmPassword and lower-cases the email', () => {
    expect(v.parse(RegisterInputSchema, { ...register, email: ' Ada@Example.COM ' })).toEqual({
      username: 'ada',
      email: 'ada@example.com',
      name: 'Ada',
      password: 'secret1',
    });
  });
});

describe('change password', () => {
  const form = { currentPassword: 'old', newPassword: 'newpass12', confirmPassword: 'newpass12' };
  it('accepts a valid form', () => {
    expect(failure(ChangePasswordFormSchema, form)).toBe('ok');
  });
  it.each([
    [{ currentPassword: '' }, 'Current password is required', 'currentPassword'],
    [
      { newPassword: '1234567', confirmPassword: '1234567' },
      'New password must be at least 8 characters long',
      'newPassword',
    ],
    [{ confirmPassword: '' }, 'Please confirm your new password', 'confirmPassword'],
    [{ confirmPassword: 'newpass13' }, "Passwords don't match", 'confirmPassword'],
  ])('%j -> %s', (change, message, field) => {
    expect(failure(ChangePasswordFormSchema, { ...form, ...change })).toEqual({ message, field });
  });
  it('the wire payload has no confirmation', () => {
    expect(v.parse(ChangePasswordInputSchema, form)).toEqual({
      currentPassword: 'old',
      newPassword: 'newpass12',
    });
  });
});

describe('user', () => {
  const user = {
    id: 1,
    name: 'Ada',
    email: 'ada@example.com',
    username: 'ada',
    subscriptionTier: 'professional',
    createdAt: '2025-05-16T09:30:00.000Z',
  };
  it('keeps a known tier', () => {
    expect(v.parse(UserSchema, user).subscriptionTier).toBe('professional');
  });
  it('treats any other tier as free', () => {
    expect(v.parse(UserSchema, { ...user, subscriptionTier: 'gold' }).subscriptionTier).toBe(
      'free',
    );
    expect(v.parse(UserSchema, { ...user, subscriptionTier: null }).subscriptionTier).toBe('free');
  });
  it('rejects a non-positive id and a non-ISO createdAt', () => {
    expect(v.safeParse(UserSchema, { ...user, id: 0 }).success).toBe(false);
    expect(v.safeParse(UserSchema, { ...user, createdAt: 'yesterday' }).success).toBe(false);
  });
});
