// NIST SP 800-63B: beside a minimum length (the contract's), refuse passwords that breach lists show to be
// common. The list is Mozilla's (Firefox Accounts), checked on the server only: it never ships to the SPA.
import commonPasswords from 'fxa-common-password-list';
import { badRequest } from '@store/server-kit/errors';

export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}

/** Throws a 400 naming `field` when the password is too easy to guess. */
export function assertPasswordNotCommon(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(
      `${field}: this password is one of the most common ones and easy to guess. Please choose another.`,
    );
  }
}
