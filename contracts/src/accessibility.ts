// A signed-in shopper's accessibility settings as saved with their account (GET/PUT /api/user/settings):
// only what they changed from the defaults, each value within the limits of spec §9, and their language.
import { z } from 'zod';
import { accessibilityLimits, contrastModes } from './constants';
import { languages } from './languages';

const within = (name: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ message: `${name} must be a number.` })
    .min(min, { message: `${name} must be at least ${min}.` })
    .max(max, { message: `${name} must be at most ${max}.` });

export const accessibilitySettingsSchema = z.object({
  fontSize: within('fontSize', accessibilityLimits.fontSize).optional(),
  lineHeight: within('lineHeight', accessibilityLimits.lineHeight).optional(),
  letterSpacing: within('letterSpacing', accessibilityLimits.letterSpacing).optional(),
  contrast: z
    .enum(contrastModes, { message: `contrast must be one of ${contrastModes.join(', ')}.` })
    .optional(),
  monochrome: z.boolean({ message: 'monochrome must be true or false.' }).optional(),
  visionImpaired: z.boolean({ message: 'visionImpaired must be true or false.' }).optional(),
  saturation: within('saturation', accessibilityLimits.saturation).optional(),
  seizureSafe: z.boolean({ message: 'seizureSafe must be true or false.' }).optional(),
  readingSpeed: within('readingSpeed', accessibilityLimits.readingSpeed).optional(),
  /** The storefront's language (also chosen from the browser's languages until the shopper picks one). */
  language: z.enum(languages, { message: `language must be one of ${languages.join(', ')}.` }).optional(),
});
export type StoredAccessibilitySettings = z.infer<typeof accessibilitySettingsSchema>;

export const saveSettingsBodySchema = z.object({
  settings: accessibilitySettingsSchema,
});
export type SaveSettingsBody = z.infer<typeof saveSettingsBodySchema>;

/** `settings` is null while the shopper has never saved any (the device's own then stay). */
export const settingsResponseSchema = z.object({
  success: z.literal(true),
  settings: accessibilitySettingsSchema.nullable(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
