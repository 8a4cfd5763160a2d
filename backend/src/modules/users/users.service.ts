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
import { AppError, conflict, notFound } from '@store/server-kit/errors';
import type { DemoAccount } from './demo-accounts';
import type { PasswordHasher } from './password-hasher';
import { assertPasswordNotCommon } from './password-policy';
import type { UserRow, UsersRepository } from './users.repository';

export function toPublicUser(row: UserRow): PublicUser {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export function createUsersService(
  repository: UsersRepository,
  tokens: TokenService,
  passwords: PasswordHasher,
) {
  const tokenFor = (row: UserRow) => tokens.sign({ ...toPublicUser(row), version: row.tokenVersion });
  const session = (row: UserRow): AuthResponse => ({
    success: true,
    token: tokenFor(row),
    ...toPublicUser(row),
  });

  return {
    async register(body: RegisterBody): Promise<AuthResponse> {
      assertPasswordNotCommon(body.password, 'password');
      const passwordHash = await passwords.hash(body.password);
      // Sign-up always creates a shopper; helpers and admins are made by operators.
      const row = await repository.insert({
        name: body.name,
        email: body.email,
        passwordHash,
        role: 'shopper',
      });
      if (!row)
        throw new AppError(
          409,
          'An account with this email already exists. Please log in instead.',
          'email_taken',
        );
      return session(row);
    },

    async login(body: LoginBody): Promise<AuthResponse> {
      const row = await repository.findByEmail(body.email);
      const matches = await passwords.matches(body.password, row?.passwordHash);
      if (!row || !matches || row.disabledAt !== null)
        throw new AppError(401, 'Incorrect email or password.', 'invalid_credentials');
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

    /** True while tokens of `version` may be used: the account exists, is enabled and has that version. */
    async sessionIsCurrent(userId: string, version: number): Promise<boolean> {
      const state = await repository.sessionState(userId);
      return state !== undefined && !state.disabled && state.tokenVersion === version;
    },

    /**
     * Changes the password and ends every earlier session of the account (other devices are signed out);
     * returns a fresh token for the device that made the change.
     */
    async changePassword(userId: string, body: ChangePasswordBody): Promise<{ token: string }> {
      const row = await repository.findById(userId);
      if (!row) throw notFound('Account not found.');
      if (!(await passwords.matches(body.currentPassword, row.passwordHash))) {
        throw new AppError(400, 'Current password is incorrect.', 'wrong_password');
      }
      if (body.currentPassword === body.newPassword) {
        throw new AppError(400, 'New password must be different from the current password.', 'same_password');
      }
      assertPasswordNotCommon(body.newPassword, 'newPassword');
      const updated = await repository.updatePasswordHash(userId, await passwords.hash(body.newPassword));
      if (!updated) throw notFound('Account not found.');
      return { token: tokenFor(updated) };
    },

    /**
     * In demo mode the demo accounts exist and can sign in; out of it they are disabled and their tokens
     * refused, even on a database that was once started in demo mode. Returns the ids disabled now.
     */
    async applyDemoMode(demoMode: boolean, accounts: readonly DemoAccount[]): Promise<string[]> {
      if (!demoMode) return repository.disableByEmails(accounts.map((account) => account.email));
      for (const account of accounts) {
        const existing = await repository.findByEmail(account.email);
        if (existing?.disabledAt) await repository.enable(existing.id);
        if (!existing) {
          const passwordHash = await passwords.hash(account.password);
          await repository.insert({
            name: account.name,
            email: account.email,
            passwordHash,
            role: account.role,
          });
        }
      }
      return [];
    },

    /** Creates an account with any role (operators: the first admin, helpers); the email must be free. */
    async createAccount(account: { name: string; email: string; password: string; role: UserRole }) {
      assertPasswordNotCommon(account.password, 'password');
      const passwordHash = await passwords.hash(account.password);
      const row = await repository.insert({
        name: account.name,
        email: account.email,
        passwordHash,
        role: account.role,
      });
      if (!row) throw conflict(`An account with the email ${account.email} already exists.`);
      return toPublicUser(row);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
