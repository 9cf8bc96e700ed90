import { SuccessResponseSchema } from '../common/common.schemas';
import { type Http, reader } from '../http';
import {
  type ChangePasswordInput,
  type ForgotPasswordInput,
  ForgotPasswordResponseSchema,
  type ResetPasswordInput,
  type LoginInput,
  LoginResponseSchema,
  type MeResponse,
  MeResponseSchema,
  type RegisterInput,
  RegisterResponseSchema,
  type User,
} from './auth.schemas';

export function authApi(http: Http) {
  return {
    /** `GET /api/auth/me`: the signed-in user. */
    me: reader<typeof MeResponseSchema, User>(
      http,
      '/api/auth/me',
      MeResponseSchema,
      (b) => b.user,
    ),
    /** `GET /api/auth/me` whole: the user and whether a temporary password must be changed first. */
    currentSession: reader<typeof MeResponseSchema, MeResponse>(
      http,
      '/api/auth/me',
      MeResponseSchema,
      (b) => b,
    ),
    /** `POST /api/auth/login`: `{ token, user, requiresPasswordChange }`. */
    login: (input: LoginInput) =>
      http.json('POST', '/api/auth/login', LoginResponseSchema, { json: input }),
    /** `POST /api/auth/register` (without confirmPassword): `{ token, user }`. */
    register: (input: RegisterInput) =>
      http.json('POST', '/api/auth/register', RegisterResponseSchema, { json: input }),
    /** `POST /api/auth/change-password`: `{ success: true }`. */
    changePassword: (input: ChangePasswordInput) =>
      http.json('POST', '/api/auth/change-password', SuccessResponseSchema, { json: input }),
    /** `POST /api/auth/forgot-password`: the same answer whether or not the address has an account. */
    forgotPassword: (input: ForgotPasswordInput) =>
      http.json('POST', '/api/auth/forgot-password', ForgotPasswordResponseSchema, {
        json: input,
      }),
    /** `POST /api/auth/reset-password`: sets the password from a reset link; every session ends. */
    resetPassword: (input: ResetPasswordInput) =>
      http.json('POST', '/api/auth/reset-password', SuccessResponseSchema, { json: input }),
    /** `POST /api/auth/logout`: revokes the session on the server. */
    logout: () => http.json('POST', '/api/auth/logout', SuccessResponseSchema),
  };
}
