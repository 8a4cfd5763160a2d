// The account mails: a password-reset link, and the notice that the password was changed.
import type { Language } from '@store/contracts/languages';
import { RESET_LINK_MINUTES } from '@store/contracts/users';
import { compose, type RenderedMail } from './mail-layout';
import { mailWords } from './mail-words';

const dateLocales: Record<Language, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

export function passwordResetMail(input: { email: string; language: Language; link: string }): RenderedMail {
  const words = mailWords[input.language].reset;
  return compose(
    input.language,
    words.subject,
    words.heading,
    [
      { paragraphs: [words.text({ email: input.email, minutes: String(RESET_LINK_MINUTES) })] },
      { paragraphs: [words.ignore] },
    ],
    { link: { text: words.button, url: input.link }, about: 'account' },
  );
}

export function passwordChangedMail(input: {
  email: string;
  language: Language;
  changedAt: Date;
  resetLink: string;
}): RenderedMail {
  const words = mailWords[input.language].changed;
  const date = new Intl.DateTimeFormat(dateLocales[input.language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Colombo',
  }).format(input.changedAt);
  return compose(
    input.language,
    words.subject,
    words.subject,
    [{ paragraphs: [words.text({ email: input.email, date }), words.notYou] }],
    { link: { text: words.button, url: input.resetLink }, about: 'account' },
  );
}
