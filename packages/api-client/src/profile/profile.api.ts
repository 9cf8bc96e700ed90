import { type Http } from '../http';
import {
  type DeleteAccountInput,
  type EmailChangeConfirmInput,
  type EmailChangeInput,
  MessageResponseSchema,
  ProfileResponseSchema,
  type ProfileUpdateInput,
} from './profile.schemas';
import { SuccessResponseSchema } from '../common/common.schemas';

export function profileApi(http: Http) {
  return {
    /** `PATCH /api/profile`: the account's name; `{ user }`. */
    updateProfile: (input: ProfileUpdateInput) =>
      http.json('PATCH', '/api/profile', ProfileResponseSchema, { json: input }),
    /** `POST /api/profile/email`: mails a confirmation link to the new address. */
    changeEmail: (input: EmailChangeInput) =>
      http.json('POST', '/api/profile/email', MessageResponseSchema, { json: input }),
    /** `POST /api/profile/email/confirm`: the link's token; the email changes. */
    confirmEmail: (input: EmailChangeConfirmInput) =>
      http.json('POST', '/api/profile/email/confirm', MessageResponseSchema, { json: input }),
    /**
     * The URL of `GET /api/profile/export`, for a link the browser downloads (streamed to disk,
     * authenticated by the session cookie): every record of the account as JSON.
     */
    profileExportUrl: (): string => http.url(PROFILE_EXPORT_PATH),
    /** `DELETE /api/profile`: deletes the account and every record of it. */
    deleteAccount: (input: DeleteAccountInput) =>
      http.json('DELETE', '/api/profile', SuccessResponseSchema, { json: input }),
  };
}

/** Where the download of all of the account's data is (a streamed JSON attachment). */
export const PROFILE_EXPORT_PATH = '/api/profile/export';
