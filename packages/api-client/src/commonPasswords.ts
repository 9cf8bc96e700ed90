// Its own entry (`@crm/api-client/common-passwords`): the list is 82 KB, so the browser loads it
// only on the screens that set a password, and the main entry stays small.
import { COMMON_PASSWORDS } from './auth/commonPasswords.list';

let common: Set<string> | undefined;

/**
 * Whether `password` is one of the 10,000 most common passwords of 6+ characters, ignoring case
 * (`Password1` is as guessable as `password1`). The caller answers with `COMMON_PASSWORD_MESSAGE`.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  return common.has(password.toLowerCase());
}
