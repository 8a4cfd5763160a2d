// The Login / Sign Up contract's messages (contracts/users.ts: English, shared with the API) and their
// catalogue keys, for lib/form-errors' translateFormMessage. Its test checks every message has a rule.
import type { FormMessageRule } from '../../../lib/form-errors';

export const loginFormMessages: readonly FormMessageRule[] = [
  ['Email is required.', 'login.errors.emailRequired'],
  [/^Email must be at most (?<max>\d+) characters\.$/, 'login.errors.emailTooLong'],
  ['Please enter a valid email address.', 'login.errors.emailInvalid'],
  ['Name is required.', 'login.errors.nameRequired'],
  [/^Name must be at most (?<max>\d+) characters\.$/, 'login.errors.nameTooLong'],
  ['Password is required.', 'login.errors.passwordRequired'],
  [/^Password must be at least (?<min>\d+) characters\.$/, 'login.errors.passwordTooShort'],
  [/^Password must be at most (?<max>\d+) characters\.$/, 'login.errors.passwordTooLong'],
  ['Password must not be only spaces or one character repeated.', 'login.errors.passwordWeak'],
];
