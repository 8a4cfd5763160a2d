// The admin forms' refusals in the active language. The contract's schemas word them in English (the API
// says the same words); the forms say them from the catalogue, chosen by the field and the kind of issue
// (react-hook-form's `type` is zod's issue code), and fall back to the contract's words for any other.
import { MAX_STOCK_QUANTITY, stockCountMessage } from '@store/contracts/products';
import type { I18n } from '../../../i18n/i18n';
import { TEXT_LIMITS } from '../components/translation-fields';

type Translate = I18n['t'];

/** A field's refusal as react-hook-form holds it (a FieldError, or the merged one of an array field). */
interface Refusal {
  type?: unknown;
  message?: string;
}

/** The largest price the API takes (contracts lkrAmount). */
const MAX_PRICE = 100_000_000;

export type ProductField =
  'name' | 'description' | 'price' | 'sizes' | 'translatedName' | 'translatedDescription' | 'alt';

export function productFieldError(
  t: Translate,
  field: ProductField,
  error: Refusal | undefined,
): string | undefined {
  if (!error) return undefined;
  const tooBig = error.type === 'too_big';
  switch (field) {
    case 'name':
      return tooBig
        ? t('admin.form.errors.nameTooLong', { max: TEXT_LIMITS.name })
        : t('admin.form.errors.nameRequired');
    case 'description':
      return tooBig
        ? t('admin.form.errors.descriptionTooLong', { max: TEXT_LIMITS.description })
        : t('admin.form.errors.descriptionRequired');
    case 'price':
      if (error.type === 'invalid_type') return t('admin.form.errors.priceNotNumber');
      if (error.type === 'too_small') return t('admin.form.errors.priceNotPositive');
      if (tooBig) return t('admin.form.errors.priceTooHigh', { max: MAX_PRICE });
      if (error.type === 'custom') return t('admin.form.errors.priceDecimals');
      break;
    case 'sizes':
      if (error.type === 'too_small') return t('admin.form.errors.sizesRequired');
      break;
    case 'translatedName':
      if (tooBig) return t('admin.form.errors.textTooLong', { max: TEXT_LIMITS.name });
      break;
    case 'translatedDescription':
      if (tooBig) return t('admin.form.errors.textTooLong', { max: TEXT_LIMITS.description });
      break;
    case 'alt':
      if (tooBig) return t('admin.form.errors.textTooLong', { max: TEXT_LIMITS.alt });
      break;
  }
  return error.message;
}

/** A refused stock box of `size` (contracts stockCountMessage: too many, or not a whole number). */
export function stockError(t: Translate, size: string, error: Refusal | undefined): string | undefined {
  if (!error) return undefined;
  return error.message === stockCountMessage(size, MAX_STOCK_QUANTITY + 1)
    ? t('admin.stock.errors.tooMany', { size, max: MAX_STOCK_QUANTITY })
    : t('admin.stock.errors.wholeNumber', { size });
}
