import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, userRoles, type UserRole } from './constants';

export { PASSWORD_MIN_LENGTH, userRoles };
export type { UserRole };

const email = z
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
  email,
  password: newPassword('Password'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email,
  password: z
    .string({ message: 'Password is required.' })
    .min(1, { message: 'Password is required.' })
    .max(128, { message: 'Password must be at most 128 characters.' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

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

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
