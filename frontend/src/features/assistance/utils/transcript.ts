// A conversation as plain text in the shopper's language, for them to keep: who wrote, when, and what
// (a voice message by its length, a product card or page suggestion by name); or mailed to them by the shop.
import type { ChatMessage } from '@store/contracts/assistance';
import type { Language } from '@store/contracts/languages';
import { t as translate, type I18n } from '../../../i18n/i18n';
import { httpStatusOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { mailTranscript } from '../api/requests';
import { pageInWords } from './suggested-pages';
import { clockDuration } from './time-words';

export function transcriptText(
  i18n: Pick<I18n, 't' | 'date'>,
  messages: readonly ChatMessage[],
  helperName: string | null,
): string {
  const { t, date } = i18n;
  const helper = helperName ? t('chat.helperAuthor', { helper: helperName }) : t('chat.helperAuthorUnnamed');
  const first = messages[0]?.createdAt ?? new Date().toISOString();
  const lines = messages.map((message) => {
    const when = date(message.createdAt, { dateStyle: 'short', timeStyle: 'short' });
    const author = message.from === 'user' ? t('chat.you') : helper;
    const attachment = message.attachment;
    const what = message.audio
      ? t('chat.voice.shown', { duration: clockDuration(message.duration ?? 0) })
      : attachment?.kind === 'product'
        ? t('chat.transcript.product', { name: message.content })
        : attachment?.kind === 'page'
          ? t('chat.transcript.page', { page: pageInWords(i18n, attachment.path) ?? message.content })
          : message.content;
    return `[${when}] ${author}: ${what}`;
  });
  return [t('chat.transcript.heading', { date: date(first, { dateStyle: 'long' }) }), '', ...lines, ''].join(
    '\n',
  );
}

/** Saves `text` as a UTF-8 file (with a byte order mark, so Sinhala and Tamil open right everywhere). */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Asks the shop to mail the shopper their latest conversation, and says how it went (one toast, announced
 * once): on its way to their address, nothing to mail yet, or try again.
 */
export async function mailConversation(language: Language, email: string): Promise<void> {
  try {
    await mailTranscript(language);
    notify.info(translate('chat.transcript.mailed', { email }));
  } catch (error) {
    const status = httpStatusOf(error);
    notify.error(
      translate(
        status === 404 || status === 409
          ? 'chat.transcript.nothingToMail'
          : status === 429
            ? 'chat.transcript.tooSoon'
            : 'chat.transcript.mailFailed',
      ),
    );
  }
}
