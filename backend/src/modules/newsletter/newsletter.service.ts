// The newsletter, double opt-in. Links carry the subscription's id and an HMAC of it (one per purpose), so
// nothing secret is stored and a link cannot be made for another address. Subscribing answers the same words
// whatever the address's state; an address gets at most one confirmation mail an hour.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@store/contracts/languages';
import { NEWSLETTER_LINK_INVALID } from '@store/contracts/newsletter';
import { AppError } from '@store/server-kit/errors';
import type { NewsletterRepository } from './newsletter.repository';

export const CONFIRMATION_RESEND_MINUTES = 60;

type Purpose = 'confirm' | 'unsubscribe';

export function newsletterTokens(secret: string) {
  const signature = (purpose: Purpose, id: string) =>
    createHmac('sha256', secret).update(`newsletter-${purpose}:${id}`).digest('base64url');
  return {
    tokenOf: (purpose: Purpose, id: string) => `${id}.${signature(purpose, id)}`,
    /** The subscription id a token is for, or undefined when its signature is wrong. */
    idOf(purpose: Purpose, token: string): string | undefined {
      const [id = '', given = ''] = token.split('.');
      const expected = Buffer.from(signature(purpose, id));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
    },
  };
}
export type NewsletterTokens = ReturnType<typeof newsletterTokens>;

const invalidLink = () =>
  new AppError(
    400,
    'This newsletter link does not work. Please open the link from the mail again.',
    NEWSLETTER_LINK_INVALID,
  );

export function createNewsletterService(repository: NewsletterRepository, tokens: NewsletterTokens) {
  const subscriptionOf = async (purpose: Purpose, token: string) => {
    const id = tokens.idOf(purpose, token);
    if (!id) throw invalidLink();
    return id;
  };
  return {
    subscribe: (email: string, language: Language) =>
      repository.subscribe(email, language, CONFIRMATION_RESEND_MINUTES),

    async confirm(token: string): Promise<void> {
      if (!(await repository.confirm(await subscriptionOf('confirm', token)))) throw invalidLink();
    },

    async unsubscribe(token: string): Promise<void> {
      if (!(await repository.unsubscribe(await subscriptionOf('unsubscribe', token)))) throw invalidLink();
    },

    subscribers: () => repository.countSubscribed(),

    sendIssue: (subject: string, text: string) => repository.queueIssue(subject, text),
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
