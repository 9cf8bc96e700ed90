import * as v from 'valibot';
import { contractObject, FIELD_LIMITS } from '../common/common.schemas';
import { EmailSchema, UserSchema } from '../auth/auth.schemas';

const nameMessage = 'Name must be at least 2 characters';
const passwordMessage = 'Password is required';

const password = v.pipe(
  v.string(passwordMessage),
  v.nonEmpty(passwordMessage),
  v.maxLength(
    FIELD_LIMITS.password,
    `Password must be at most ${FIELD_LIMITS.password} characters`,
  ),
);

/** `PATCH /api/profile`: the account's name. */
export const ProfileUpdateInputSchema = contractObject({
  name: v.pipe(
    v.string(nameMessage),
    v.trim(),
    v.minLength(2, nameMessage),
    v.maxLength(FIELD_LIMITS.name, `Name must be at most ${FIELD_LIMITS.name} characters`),
  ),
});
export type ProfileUpdateInput = v.InferOutput<typeof ProfileUpdateInputSchema>;

export const ProfileResponseSchema = contractObject({ user: UserSchema });
export type ProfileResponse = v.InferOutput<typeof ProfileResponseSchema>;

/** `POST /api/profile/email`: a link goes to the new address; the email changes when it is opened. */
export const EmailChangeInputSchema = contractObject({ email: EmailSchema, password });
export type EmailChangeInput = v.InferOutput<typeof EmailChangeInputSchema>;

/** `POST /api/profile/email/confirm`: the link's token. */
export const EmailChangeConfirmInputSchema = contractObject({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(2000)),
});
export type EmailChangeConfirmInput = v.InferOutput<typeof EmailChangeConfirmInputSchema>;

/** `DELETE /api/profile`: the password, typed again. */
export const DeleteAccountInputSchema = contractObject({ password });
export type DeleteAccountInput = v.InferOutput<typeof DeleteAccountInputSchema>;

export const MessageResponseSchema = contractObject({
  success: v.literal(true),
  message: v.string(),
});
export type MessageResponse = v.InferOutput<typeof MessageResponseSchema>;

/** How long an email change link works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_LINK_INVALID =
  'This confirmation link is invalid or has expired. Please change your email again.';
