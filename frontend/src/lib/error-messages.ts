// What a failed request says to the shopper, in the shopper's language. The main API answers an error with
// `{ message, code, details? }`; its message is English. An English page shows the server's own words (spec
// §8: they are the English message, and the most precise one: "Only 1 of Linen Shirt in size M is left…").
// Another language shows the catalogue's message for the error's `code` (`errors.<code>` in camelCase),
// filled in from `details` where the code has them; an unknown code falls back to the server's English text.
// No answer at all (offline, timed out) has its own messages.
import { lkr, t, currentLanguage, type MessageKey, type MessageValues } from '../i18n/i18n';
import { errorCodeOf, httpStatusOf, serverMessageOf } from './api-client';
import { isHttpError } from './http-client';

/**
 * Every `code` the main API answers with (backend/src, server-kit/src: AppError codes, the codes AppError
 * derives from a status, and the error middleware's own), and its message.
 */
export const apiErrorMessages = {
  // Orders and the cart.
  out_of_stock: 'errors.outOfStock',
  price_changed: 'errors.priceChanged',
  unknown_product: 'errors.unknownProduct',
  unknown_size: 'errors.unknownSize',
  too_many: 'errors.tooMany',
  // Payments.
  card_unavailable: 'errors.cardUnavailable',
  provider_unreachable: 'errors.providerUnreachable',
  payhere_unavailable: 'errors.payhereUnavailable',
  // Accounts and sessions.
  invalid_credentials: 'errors.invalidCredentials',
  invalid_token: 'errors.invalidToken',
  email_taken: 'errors.emailTaken',
  wrong_password: 'errors.wrongPassword',
  same_password: 'errors.samePassword',
  too_many_requests: 'errors.tooManyRequests',
  // Reviews.
  review_not_bought: 'reviews.refusal.notBought',
  review_not_delivered: 'reviews.refusal.notDelivered',
  review_not_shopper: 'reviews.refusal.notShopper',
  review_exists: 'reviews.exists',
  reset_link_invalid: 'reset.invalidShort',
  newsletter_link_invalid: 'newsletter.invalidLink',
  // The request itself.
  validation_failed: 'errors.validationFailed',
  bad_request: 'errors.badRequest',
  bad_json: 'errors.badRequest',
  bad_body: 'errors.badRequest',
  bad_url: 'errors.badUrl',
  bad_multipart: 'errors.badUpload',
  bad_upload: 'errors.badUpload',
  too_large: 'errors.tooLarge',
  unsupported_media_type: 'errors.unsupportedMediaType',
  request_timeout: 'errors.timeout',
  // Codes AppError derives from a status.
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  not_found: 'errors.notFound',
  conflict: 'errors.conflict',
  unavailable: 'errors.unavailable',
  error: 'errors.server',
  // The store's own trouble.
  database_unavailable: 'errors.databaseUnavailable',
} as const satisfies Record<string, MessageKey>;

export type ApiErrorCode = keyof typeof apiErrorMessages;

const isKnownCode = (code: string): code is ApiErrorCode => Object.hasOwn(apiErrorMessages, code);

type Details = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** Codes whose details make a more precise message than the code alone. */
const detailedMessages: Partial<
  Record<ApiErrorCode, (details: Details) => { key: MessageKey; values: MessageValues } | undefined>
> = {
  out_of_stock: (details) => {
    const [name, size, available] = [text(details.name), text(details.size), count(details.available)];
    if (size === undefined || available === undefined) return undefined;
    return name === undefined
      ? { key: 'errors.outOfStockSize', values: { size, available } }
      : { key: 'errors.outOfStockLine', values: { name, size, available } };
  },
  price_changed: (details) =>
    typeof details.amount === 'number'
      ? { key: 'errors.priceChangedTotal', values: { total: lkr(details.amount) } }
      : undefined,
};

function detailsOf(error: unknown): Details {
  if (!isHttpError(error)) return {};
  const data: unknown = error.response?.data;
  if (!data || typeof data !== 'object' || !('details' in data)) return {};
  const { details } = data;
  return details && typeof details === 'object' && !Array.isArray(details) ? (details as Details) : {};
}

/** True when the request ran out of time before any answer came. */
function timedOut(error: unknown): boolean {
  return isHttpError(error) && error.code === 'ERR_TIMEOUT';
}

/**
 * The catalogue's message for a server error's code in the active language (see the top of this file).
 * `fallback` is said when nothing more precise is known (default: "Something went wrong. Please try again.").
 */
export function messageForError(error: unknown, fallback: MessageKey = 'errors.generic'): string {
  const english = currentLanguage() === 'en';
  const serverText = serverMessageOf(error);
  if (english && serverText) return serverText;

  const code = errorCodeOf(error);
  if (code !== undefined && isKnownCode(code)) {
    const detailed = detailedMessages[code]?.(detailsOf(error));
    if (detailed) return t(detailed.key, detailed.values);
    return t(apiErrorMessages[code]);
  }
  if (isHttpError(error) && httpStatusOf(error) === undefined) {
    if (error.code === 'ERR_CANCELED') return t(fallback);
    // Spec §8 in English: the error's own words ("Network Error"), as the shop has always said them.
    if (english && error.message) return error.message;
    return t(timedOut(error) ? 'errors.timeout' : 'errors.network');
  }
  // An unknown code: the server's English is better than nothing.
  if (serverText) return serverText;
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 500) return t('errors.server');
  if (english && error instanceof Error && error.message) return error.message;
  return t(fallback);
}
