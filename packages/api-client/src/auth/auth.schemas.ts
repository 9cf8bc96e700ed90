import * as v from 'valibot';
import {
  FIELD_LIMITS,
  IdSchema,
  IsoDateTimeSchema,
  contractObject,
} from '../common/common.schemas';

/** Tiers a user can hold (spec section 3); any other stored value reads as `free`. */
export const SUBSCRIPTION_TIERS = ['free', 'starter', 'professional', 'enterprise'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** Maps any stored tier to one of {@link SUBSCRIPTION_TIERS}: unknown values are treated as free. */
export function toSubscriptionTier(value: unknown): SubscriptionTier {
  return (SUBSCRIPTION_TIERS as readonly unknown[]).includes(value)
    ? (value as SubscriptionTier)
    : 'free';
}

export const UserSchema = contractObject({
  id: IdSchema,
  name: v.string(),
  email: v.string(),
  username: v.string(),
  /** Unknown or missing tiers read as `free` (spec section 3). */
  subscriptionTier: v.fallback(v.picklist(SUBSCRIPTION_TIERS), 'free'),
  createdAt: IsoDateTimeSchema,
});
export type User = v.InferOutput<typeof UserSchema>;

const usernameMessage = 'Username must be at least 3 characters';
const passwordMessage = 'Password must be at least 6 characters';

/** Refused in a username: controls, and the invisible format characters that include the bidi overrides. */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}]/u;
export const USERNAME_CHARACTERS_MESSAGE =
  'Username must not contain control or text direction characters';

/**
 * A new username, NFKC-normalised so look-alike forms (full-width letters, ligatures) are one
 * name. No '@': login reads a name with '@' as an email, so it could never sign in.
 */
const UsernameSchema = v.pipe(
  v.string(usernameMessage),
  v.normalize('NFKC'),
  v.trim(),
  v.check((name) => !INVISIBLE_OR_CONTROL.test(name), USERNAME_CHARACTERS_MESSAGE),
  v.minLength(3, usernameMessage),
  v.maxLength(
    FIELD_LIMITS.username,
    `Username must be at most ${FIELD_LIMITS.username} characters`,
  ),
  v.check((name) => !name.includes('@'), 'Username must not contain @'),
);

/** What login takes as `username`: a username or an email, so as long as an email may be. */
const LoginNameSchema = v.pipe(
  v.string(usernameMessage),
  // The same form registration stored, so a full-width or composed spelling still signs in.
  v.normalize('NFKC'),
  v.trim(),
  v.minLength(3, usernameMessage),
  v.maxLength(FIELD_LIMITS.email, `Username must be at most ${FIELD_LIMITS.email} characters`),
);

/**
 * A password in the 10,000 most common ones (`@crm/api-client/common-passwords`), refused on
 * register and change after the length rules.
 */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose a less common password';

/** Passwords are never trimmed: a space is a legitimate character of a password. */
function passwordSchema(min: number, message: string) {
  return v.pipe(
    v.string(message),
    v.minLength(min, message),
    v.maxLength(
      FIELD_LIMITS.password,
      `Password must be at most ${FIELD_LIMITS.password} characters`,
    ),
  );
}

const emailMessage = 'Please enter a valid email';

/** Emails are trimmed and lower-cased so one address is one account or contact. */
export const EmailSchema = v.pipe(
  v.string(emailMessage),
  v.trim(),
  v.nonEmpty(emailMessage),
  v.maxLength(FIELD_LIMITS.email, `Email must be at most ${FIELD_LIMITS.email} characters`),
  v.email(emailMessage),
  v.toLowerCase(),
);

const nameMessage = 'Name must be at least 2 characters';

export const LoginInputSchema = contractObject({
  username: LoginNameSchema,
  password: passwordSchema(6, passwordMessage),
});
export type LoginInput = v.InferOutput<typeof LoginInputSchema>;

const registerEntries = {
  username: UsernameSchema,
  email: EmailSchema,
  name: v.pipe(
    v.string(nameMessage),
    v.trim(),
    v.minLength(2, nameMessage),
    v.maxLength(FIELD_LIMITS.name, `Name must be at most ${FIELD_LIMITS.name} characters`),
  ),
  password: passwordSchema(6, passwordMessage),
};

/** What `POST /api/auth/register` takes: the form without `confirmPassword`. */
export const RegisterInputSchema = contractObject(registerEntries);
export type RegisterInput = v.InferOutput<typeof RegisterInputSchema>;

/** The registration form: the wire payload plus a matching `confirmPassword`. */
export const RegisterFormSchema = v.pipe(
  contractObject({
    ...registerEntries,
    confirmPassword: passwordSchema(6, 'Please confirm your password'),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'Passwords do not match',
    ),
    ['confirmPassword'],
  ),
);
export type RegisterForm = v.InferOutput<typeof RegisterFormSchema>;

const currentPasswordMessage = 'Current password is required';
const newPasswordMessage = 'New password must be at least 8 characters long';

const changePasswordEntries = {
  currentPassword: passwordSchema(1, currentPasswordMessage),
  newPassword: passwordSchema(8, newPasswordMessage),
};

/** What `POST /api/auth/change-password` takes. */
export const ChangePasswordInputSchema = contractObject(changePasswordEntries);
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordInputSchema>;

/** The change-password form: the wire payload plus a matching `confirmPassword`. */
export const ChangePasswordFormSchema = v.pipe(
  contractObject({
    ...changePasswordEntries,
    confirmPassword: passwordSchema(1, 'Please confirm your new password'),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      "Passwords don't match",
    ),
    ['confirmPassword'],
  ),
);
export type ChangePasswordForm = v.InferOutput<typeof ChangePasswordFormSchema>;

/** The one answer to a reset request, whether or not an account uses the address. */
export const PASSWORD_RESET_REQUESTED =
  'If an account uses this email, a link to reset its password is on its way. The link works for one hour.';
/** A reset link that is unknown, used, for a changed password, or older than an hour. */
export const PASSWORD_RESET_LINK_INVALID =
  'This reset link is invalid or has expired. Please ask for a new one.';
/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** `POST /api/auth/forgot-password`. */
export const ForgotPasswordInputSchema = contractObject({ email: EmailSchema });
export type ForgotPasswordInput = v.InferOutput<typeof ForgotPasswordInputSchema>;

export const ForgotPasswordResponseSchema = contractObject({
  success: v.literal(true),
  message: v.string(),
});
export type ForgotPasswordResponse = v.InferOutput<typeof ForgotPasswordResponseSchema>;

const resetEntries = {
  token: v.pipe(
    v.string(PASSWORD_RESET_LINK_INVALID),
    v.nonEmpty(PASSWORD_RESET_LINK_INVALID),
    v.maxLength(1000, PASSWORD_RESET_LINK_INVALID),
  ),
  newPassword: passwordSchema(8, newPasswordMessage),
};

/** `POST /api/auth/reset-password`: the link's token and the new password. */
export const ResetPasswordInputSchema = contractObject(resetEntries);
export type ResetPasswordInput = v.InferOutput<typeof ResetPasswordInputSchema>;

/** The reset form: the new password twice (the token comes from the link). */
export const ResetPasswordFormSchema = v.pipe(
  contractObject({
    newPassword: resetEntries.newPassword,
    confirmPassword: passwordSchema(1, 'Please confirm your new password'),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      "Passwords don't match",
    ),
    ['confirmPassword'],
  ),
);
export type ResetPasswordForm = v.InferOutput<typeof ResetPasswordFormSchema>;

export const LoginResponseSchema = contractObject({
  token: v.string(),
  user: UserSchema,
  requiresPasswordChange: v.boolean(),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

export const RegisterResponseSchema = contractObject({
  token: v.string(),
  user: UserSchema,
});
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>;

export const MeResponseSchema = contractObject({
  user: UserSchema,
  /** As in the login answer, so a reloaded app still sends the user to change the password. */
  requiresPasswordChange: v.optional(v.boolean(), false),
});
export type MeResponse = v.InferOutput<typeof MeResponseSchema>;
