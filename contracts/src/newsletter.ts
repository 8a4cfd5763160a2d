// The newsletter box on the home page (spec §2, §5: email required). Nothing is sent yet; the box checks
// the address with this, as a subscription body would be checked.
import { z } from 'zod';
import { emailSchema } from './users';

export const newsletterFormSchema = z.object({ email: emailSchema });
export type NewsletterForm = z.input<typeof newsletterFormSchema>;
export type NewsletterFormOutput = z.output<typeof newsletterFormSchema>;
