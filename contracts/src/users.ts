import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, userRoles, type UserRole } from './constants';
import { languages } from './languages';

export { PASSWORD_MIN_LENGTH, userRoles };
export type { UserRole };

/** An email address as every body and form takes it: trimmed and lower-cased. */
export const emailSchema = z
  .string({ message: 'Email is required.' })
  .trim()
  .toLowerCase()
  .max(254, { message: 'Email must be at most 254 characters.' })
  .pipe(z.email({ message: 'Please enter a valid email address.' }));

const newPassword = (label: string) =>
  z
    .string({ message: `${label} is required.` })
    .min(PASSWORD_MIN_LENGTH, { message: `${label} must be at least ${PASSWORD_MIN_LENGTH} characters.` })
    .max(128, { message: `${label} must be at most 128 characters.` })
    .refine((value) => !/^(.)\1*$/su.test(value.trim() || ' '), {
      message: `${label} must not be only spaces or one character repeated.`,
    });

export const registerBodySchema = z.object({
  name: z
    .string({ message: 'Name is required.' })
    .trim()
    .min(1, { message: 'Name is required.' })
    .max(80, { message: 'Name must be at most 80 characters.' }),
  email: emailSchema,
  password: newPassword('Password'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ message: 'Password is required.' })
    .min(1, { message: 'Password is required.' })
    .max(128, { message: 'Password must be at most 128 characters.' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const authModes = ['Login', 'Sign Up'] as const;
export type AuthMode = (typeof authModes)[number];

/**
 * The Login / Sign Up form (spec §2, §5): one form, checked by the body of the mode it is in. Logging in,
 * the Sign Up name box keeps what was typed in it, unchecked and not sent.
 */
export const authFormSchema = z.discriminatedUnion('mode', [
  loginBodySchema.extend({ mode: z.literal('Login'), name: z.string() }),
  registerBodySchema.extend({ mode: z.literal('Sign Up') }),
]);
export type AuthForm = z.input<typeof authFormSchema>;
export type AuthFormOutput = z.output<typeof authFormSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const meResponseSchema = z.object({ success: z.literal(true), user: publicUserSchema });

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ message: 'Current password is required.' })
    .min(1, { message: 'Current password is required.' })
    .max(128),
  newPassword: newPassword('New password'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const PASSWORD_MISMATCH = "Passwords don't match!";

/**
 * The Profile Settings form (spec §4, §5): the body's rules, and Confirm New Password identical to New
 * Password, else the spec's 'Passwords don't match!' on the confirmation (said even while another field is
 * wrong). The body sent is changePasswordBodySchema's two fields.
 */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string({ message: PASSWORD_MISMATCH }) })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MISMATCH,
    when: ({ value }) => {
      if (typeof value !== 'object' || value === null) return false;
      const { newPassword, confirmPassword } = value as Record<string, unknown>;
      return typeof newPassword === 'string' && typeof confirmPassword === 'string';
    },
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
export type ChangePasswordFormOutput = z.output<typeof changePasswordFormSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** A password change ends every earlier token; the device that made it carries on with this one. */
export const changePasswordResponseSchema = messageResponseSchema.extend({ token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/* ---------------------------------------------------------------- a forgotten password */

/** How long a password-reset link works. */
export const RESET_LINK_MINUTES = 30;

/**
 * POST /api/user/forgot-password: the address to send a reset link to, and the language of the page that
 * asked (the mail is written in it; else in the account's saved language).
 */
export const forgotPasswordBodySchema = z.object({
  email: emailSchema,
  language: z.enum(languages, { message: `language must be one of ${languages.join(', ')}.` }).optional(),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The one answer to a reset request, whether or not an account has that address. */
export const FORGOT_PASSWORD_ANSWER = `If an account exists for that address, we have sent it a link to choose a new password. The link works for ${RESET_LINK_MINUTES} minutes.`;

/** The token of a reset link: 32 bytes, base64url (43 characters). */
export const resetTokenSchema = z
  .string({ message: 'token: this reset link is not complete. Please open the link from the mail again.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, {
    message: 'token: this reset link is not complete. Please open the link from the mail again.',
  });

/** POST /api/user/reset-password: the link's token and the new password (the same rules as signing up). */
export const resetPasswordBodySchema = z.object({
  token: resetTokenSchema,
  newPassword: newPassword('New password'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The reset form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: newPassword('New password'),
    confirmPassword: z.string({ message: PASSWORD_MISMATCH }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MISMATCH,
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** A link that is unknown, used, replaced by a newer one, or older than RESET_LINK_MINUTES. */
export const RESET_LINK_INVALID = 'reset_link_invalid';
