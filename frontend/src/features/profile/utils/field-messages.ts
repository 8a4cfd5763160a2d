// The Profile Settings contract's messages (contracts/users.ts: English, shared with the API) and their
// catalogue keys, for lib/form-errors' translateFormMessage. Its test checks every message has a rule.
import { PASSWORD_MISMATCH } from '@store/contracts/users';
import type { FormMessageRule } from '../../../lib/form-errors';

export const passwordFormMessages: readonly FormMessageRule[] = [
  ['Current password is required.', 'profile.errors.currentRequired'],
  ['New password is required.', 'profile.errors.newRequired'],
  [/^New password must be at least (?<min>\d+) characters\.$/, 'profile.errors.newTooShort'],
  [/^New password must be at most (?<max>\d+) characters\.$/, 'profile.errors.newTooLong'],
  ['New password must not be only spaces or one character repeated.', 'profile.errors.newWeak'],
  [PASSWORD_MISMATCH, 'profile.mismatch'],
];
