// One language's text of a product beside the English (the add-product form and the text dialog): a
// group named by the language with its name, description and an alt text per picture, each box marked with
// the language it is written in. Every box is optional: an empty one leaves the shop showing the English.
import type { TranslatedLanguage } from '@store/contracts/products';
import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { useI18n, type MessageKey } from '../../../i18n/i18n';

/** The props of one box: react-hook-form's `register(…)`, or a value and its onChange. */
type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

interface LanguageWords {
  legend: MessageKey;
  name: MessageKey;
  description: MessageKey;
  alt: MessageKey;
}

export const translationWords: Record<TranslatedLanguage, LanguageWords> = {
  si: {
    legend: 'admin.translations.sinhala',
    name: 'admin.translations.sinhalaName',
    description: 'admin.translations.sinhalaDescription',
    alt: 'admin.translations.sinhalaAlt',
  },
  ta: {
    legend: 'admin.translations.tamil',
    name: 'admin.translations.tamilName',
    description: 'admin.translations.tamilDescription',
    alt: 'admin.translations.tamilAlt',
  },
};

/** The longest text of each kind the API keeps (contracts productTranslationsInputSchema). */
export const TEXT_LIMITS = { name: 120, description: 4000, alt: 300 } as const;

export function TranslationFields({
  idBase,
  language,
  name,
  description,
  alts,
  errors = {},
}: {
  /** A unique prefix for the boxes' ids. */
  idBase: string;
  language: TranslatedLanguage;
  name: InputProps;
  description: TextareaProps;
  /** One box per picture, in picture order. */
  alts: InputProps[];
  /** Refusals already in words, by box: `name`, `description`, `alt0`… */
  errors?: Partial<Record<string, string>>;
}) {
  const { t } = useI18n();
  const words = translationWords[language];
  const id = `${idBase}-${language}`;
  const described = (box: string) => (errors[box] ? `${id}-${box}-error` : undefined);
  const errorText = (box: string) =>
    errors[box] ? (
      <p id={`${id}-${box}-error`} className="field__error">
        {errors[box]}
      </p>
    ) : null;

  return (
    // The hint is the group's description, said once on entering it rather than on every box.
    <fieldset className="admin-form__language" aria-describedby={`${id}-hint`}>
      <legend>{t(words.legend)}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('admin.translations.hint')}
      </p>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t(words.name)}</label>
        <input
          id={`${id}-name`}
          className="input"
          lang={language}
          maxLength={TEXT_LIMITS.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
          {...name}
        />
        {errorText('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>{t(words.description)}</label>
        <textarea
          id={`${id}-description`}
          className="input"
          rows={4}
          lang={language}
          maxLength={TEXT_LIMITS.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={described('description')}
          {...description}
        />
        {errorText('description')}
      </div>
      {alts.length === 0 ? (
        <p className="field__hint">{t('admin.translations.noImages')}</p>
      ) : (
        alts.map((alt, index) => (
          <div className="field" key={index}>
            <label htmlFor={`${id}-alt-${index}`}>{t(words.alt, { number: index + 1 })}</label>
            <input
              id={`${id}-alt-${index}`}
              className="input"
              lang={language}
              maxLength={TEXT_LIMITS.alt}
              aria-invalid={errors[`alt${index}`] ? true : undefined}
              aria-describedby={described(`alt${index}`)}
              {...alt}
            />
            {errorText(`alt${index}`)}
          </div>
        ))
      )}
    </fieldset>
  );
}
