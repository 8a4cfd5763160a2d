// The newsletter's mails: the confirmation link (double opt-in), and an issue with its one-click unsubscribe
// (RFC 8058: List-Unsubscribe with List-Unsubscribe-Post) beside a visible link.
import type { Language } from '@store/contracts/languages';
import { compose, type RenderedMail } from './mail-layout';
import { mailWords } from './mail-words';

export function newsletterConfirmMail(input: {
  email: string;
  language: Language;
  link: string;
}): RenderedMail {
  const words = mailWords[input.language].newsletter;
  return compose(
    input.language,
    words.subject,
    words.subject,
    [{ paragraphs: [words.text({ email: input.email }), words.ignore] }],
    { link: { text: words.button, url: input.link }, about: { why: words.why({ email: input.email }) } },
  );
}

export function newsletterIssueMail(input: {
  email: string;
  language: Language;
  subject: string;
  text: string;
  /** The page where the subscriber unsubscribes (the visible link). */
  unsubscribePage: string;
  /** The API address a mail client posts to for the one-click unsubscribe. */
  unsubscribeUrl: string;
}): RenderedMail & { headers: Record<string, string> } {
  const words = mailWords[input.language].newsletter;
  const paragraphs = input.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const rendered = compose(input.language, input.subject, input.subject, [{ paragraphs }], {
    link: { text: words.unsubscribe, url: input.unsubscribePage },
    about: { why: words.why({ email: input.email }) },
  });
  return {
    ...rendered,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
