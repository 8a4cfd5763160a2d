// The languages of live help: the shopper's on a request, the sender's on each message. A service from
// before languages sends none, and everything was English then.
import type { AssistRequest, ChatMessage } from '@store/contracts/assistance';
import { defaultLanguage, type Language } from '@store/contracts/languages';
import type { I18n } from '../../../i18n/i18n';

export const requestLanguage = (request: Pick<AssistRequest, 'language'>): Language =>
  request.language ?? defaultLanguage;

export const messageLanguage = (message: Pick<ChatMessage, 'lang'>): Language =>
  message.lang ?? defaultLanguage;

/** The `lang` attribute for text in `language` on a page in `pageLanguage`: only when they differ. */
export const langWhereDifferent = (language: Language, pageLanguage: Language): Language | undefined =>
  language === pageLanguage ? undefined : language;

/** A store language named in the reader's language: "Sinhala", "සිංහල", "சிங்களம்". */
export const languageInWords = (t: I18n['t'], language: Language): string =>
  t('liveHelp.languageName', { language });
