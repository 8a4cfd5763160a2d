import bcrypt from 'bcryptjs';
import type {
  AuthResponse,
  ChangePasswordBody,
  LoginBody,
  PublicUser,
  RegisterBody,
  UserRole,
} from '@store/contracts/users';
import {
  accessibilitySettingsSchema,
  type StoredAccessibilitySettings,
} from '@store/contracts/accessibility';
import type { TokenService } from '@store/server-kit/auth';
import { AppError, badRequest, conflict, notFound } from '@store/server-kit/errors';
import { assertPasswordNotCommon } from './password-policy';
import type { UserRow, UsersRepository } from './users.repository';

const BCRYPT_COST = 10;
// Compared against when the email is unknown, so a login takes as long whether or not the account exists.
const UNKNOWN_USER_HASH = bcrypt.hashSync('no-such-account-placeholder', BCRYPT_COST);

export function toPublicUser(row: UserRow): PublicUser {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export function createUsersService(repository: UsersRepository, tokens: TokenService) {
  const session = (row: UserRow): AuthResponse => ({
    success: true,
    token: tokens.sign(toPublicUser(row)),
    ...toPublicUser(row),
  });

  return {
    async register(body: RegisterBody): Promise<AuthResponse> {
      assertPasswordNotCommon(body.password, 'password');
      const passwordHash = await bcrypt.hash(body.password, BCRYPT_COST);
      // Sign-up always creates a shopper; helpers and admins are made by operators.
      const row = await repository.insert({
        name: body.name,
        email: body.email,
        passwordHash,
        role: 'shopper',
      });
      if (!row) throw conflict('An account with this email already exists. Please log in instead.');
      return session(row);
    },

    async login(body: LoginBody): Promise<AuthResponse> {
      const row = await repository.findByEmail(body.email);
      const matches = await bcrypt.compare(body.password, row?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!row || !matches) throw new AppError(401, 'Incorrect email or password.', 'invalid_credentials');
      return session(row);
    },

    async me(userId: string): Promise<PublicUser> {
      const row = await repository.findById(userId);
      if (!row) throw notFound('Account not found.');
      return toPublicUser(row);
    },

    /** The accessibility settings saved with the account, or null when none were saved yet. */
    async settings(userId: string): Promise<StoredAccessibilitySettings | null> {
      const row = await repository.findSettings(userId);
      if (!row) throw notFound('Account not found.');
      if (row.settings === null) return null;
      // Stored by an older version of the shop? Keep only what today's contract accepts.
      const parsed = accessibilitySettingsSchema.safeParse(row.settings);
      return parsed.success ? parsed.data : null;
    },

    async saveSettings(
      userId: string,
      settings: StoredAccessibilitySettings,
    ): Promise<StoredAccessibilitySettings> {
      if (!(await repository.updateSettings(userId, settings))) throw notFound('Account not found.');
      return settings;
    },

    async changePassword(userId: string, body: ChangePasswordBody): Promise<void> {
      const row = await repository.findById(userId);
      if (!row) throw notFound('Account not found.');
      if (!(await bcrypt.compare(body.currentPassword, row.passwordHash))) {
        throw badRequest('Current password is incorrect.');
      }
      if (body.currentPassword === body.newPassword) {
        throw badRequest('New password must be different from the current password.');
      }
      assertPasswordNotCommon(body.newPassword, 'newPassword');
      await repository.updatePasswordHash(userId, await bcrypt.hash(body.newPassword, BCRYPT_COST));
    },

    /** Creates an account with a given role if the email is free (seeding demo accounts). */
    async ensureAccount(account: {
      name: string;
      email: string;
      password: string;
      role: UserRole;
    }): Promise<void> {
      if (await repository.findByEmail(account.email)) return;
      const passwordHash = await bcrypt.hash(account.password, BCRYPT_COST);
      await repository.insert({ name: account.name, email: account.email, passwordHash, role: account.role });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
