// Add a product: react-hook-form with zodResolver over the contract's productFormSchema (the product
// schema's rules over what the form holds), up to four images with previews and an alt text each, the name,
// description and alt texts in Sinhala and Tamil beside the English (optional), upload progress, and upload
// refusals (413, 415) in words.
import { zodResolver } from '@hookform/resolvers/zod';
import { categories, subCategories } from '@store/contracts/constants';
import {
  productFormSchema,
  translatedLanguages,
  type Category,
  type ProductForm,
  type ProductFormOutput,
  type SubCategory,
  type TranslatedLanguage,
} from '@store/contracts/products';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n';
import { notify } from '../../../lib/notify';
import { uploadErrorText } from '../api/admin-api';
import { useAddProduct } from '../hooks/use-admin';
import { categoryWords, subCategoryWords } from '../utils/catalogue-words';
import { productFieldError, stockError, type ProductField } from '../utils/form-errors';
import { TEXT_LIMITS, TranslationFields } from './translation-fields';

export const MAX_IMAGES = 4;
export const SIZE_OPTIONS = ['S', 'M', 'L', 'XL', 'XXL'] as const;

interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  category: Category;
  subCategory: SubCategory;
  sizes: string[];
  /** Size → number on the shelf as typed; an empty box is 0. */
  stock: Record<string, string>;
  bestseller: boolean;
  /** The Sinhala and Tamil name and description as typed; empty is no translation. */
  translations: ProductForm['translations'];
}

type Field = Exclude<keyof ProductFormValues, 'stock' | 'translations' | 'category' | 'subCategory'>;

interface ImageSlot {
  file: File;
  url: string;
  alt: string;
  /** The alt text in Sinhala and Tamil; empty is none. */
  alts: Record<TranslatedLanguage, string>;
}

const blank: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  category: 'Men',
  subCategory: 'Topwear',
  sizes: [],
  stock: Object.fromEntries(SIZE_OPTIONS.map((size) => [size, ''])),
  bestseller: false,
  translations: { si: { name: '', description: '' }, ta: { name: '', description: '' } },
};

export function AddProductForm() {
  const id = useId();
  const { t } = useI18n();
  const [images, setImages] = useState<ImageSlot[]>([]);
  const [imageError, setImageError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  const add = useAddProduct();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    defaultValues: blank,
    resolver: zodResolver(productFormSchema),
    shouldFocusError: true,
  });

  // Previews are object URLs: each is let go when its image is removed, and all when the form leaves.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const made = previews.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const preview = (file: File) => {
    const url = URL.createObjectURL(file);
    previews.current.add(url);
    return url;
  };
  const forget = (slots: ImageSlot[]) =>
    slots.forEach((slot) => {
      URL.revokeObjectURL(slot.url);
      previews.current.delete(slot.url);
    });

  const pick = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    const room = MAX_IMAGES - images.length;
    setImageError(chosen.length > room ? t('admin.addProduct.tooManyImages', { max: MAX_IMAGES, room }) : '');
    const added = chosen
      .slice(0, room)
      .map((file) => ({ file, url: preview(file), alt: '', alts: { si: '', ta: '' } }));
    setImages((current) => [...current, ...added]);
  };
  const changeSlot = (index: number, change: (slot: ImageSlot) => Partial<ImageSlot>) =>
    setImages((current) =>
      current.map((slot, slotIndex) => (slotIndex === index ? { ...slot, ...change(slot) } : slot)),
    );

  const chosenSizes = useWatch({ control, name: 'sizes' });
  const describe = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const errorText = (field: Field & ProductField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {productFieldError(t, field, errors[field])}
      </p>
    ) : null;
  const translationErrors = (language: TranslatedLanguage) => ({
    name: productFieldError(t, 'translatedName', errors.translations?.[language]?.name),
    description: productFieldError(t, 'translatedDescription', errors.translations?.[language]?.description),
  });

  const onValid = async (values: ProductFormOutput) => {
    if (images.length === 0) {
      setImageError(t('admin.addProduct.errors.noImage'));
      document.getElementById(`${id}-images`)?.focus();
      return;
    }
    setFailure('');
    setProgress(0);
    try {
      const product = await add.mutateAsync({
        product: {
          ...values,
          images: images.map(({ file, alt, alts }) => ({ file, alt: alt.trim(), alts })),
        },
        onProgress: setProgress,
      });
      notify.success(t('admin.addProduct.added', { name: product.name }));
      reset(blank);
      forget(images);
      setImages([]);
    } catch (error) {
      setFailure(uploadErrorText(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="admin__section">
      <h2 id={`${id}-title`}>{t('admin.addProduct.heading')}</h2>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          void handleSubmit(onValid, () => notify.error(t('admin.addProduct.fixErrors')))(event);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-images`}>{t('admin.addProduct.images', { max: MAX_IMAGES })}</label>
          <input
            id={`${id}-images`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={images.length >= MAX_IMAGES}
            aria-describedby={imageError ? `${id}-images-error` : undefined}
            onChange={(event) => {
              pick(event.target.files);
              event.target.value = '';
            }}
          />
          <p id={`${id}-images-error`} className="field__error" hidden={!imageError}>
            {imageError}
          </p>
        </div>
        {images.length > 0 && (
          <ul className="admin-form__images" aria-label={t('admin.addProduct.chosenImages')}>
            {images.map((image, index) => (
              <li key={image.url}>
                <img
                  src={image.url}
                  alt={image.alt || t('admin.addProduct.previewAlt', { number: index + 1 })}
                />
                <div className="field">
                  <label htmlFor={`${id}-alt-${index}`}>
                    {t('admin.addProduct.altLabel', { number: index + 1 })}
                  </label>
                  <input
                    id={`${id}-alt-${index}`}
                    className="input"
                    lang="en"
                    value={image.alt}
                    maxLength={TEXT_LIMITS.alt}
                    aria-describedby={`${id}-alt-hint`}
                    onChange={(event) => {
                      const alt = event.target.value;
                      changeSlot(index, () => ({ alt }));
                    }}
                  />
                </div>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() =>
                    setImages((current) => current.filter((_, slotIndex) => slotIndex !== index))
                  }
                >
                  {t('admin.addProduct.removeImage', { number: index + 1 })}
                </button>
              </li>
            ))}
          </ul>
        )}
        <p id={`${id}-alt-hint`} className="field__hint">
          {t('admin.addProduct.altHint')}
        </p>

        <div className="field">
          <label htmlFor={`${id}-name`}>{t('admin.addProduct.name')}</label>
          <input
            id={`${id}-name`}
            className="input"
            lang="en"
            {...register('name')}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describe('name')}
          />
          {errorText('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t('admin.addProduct.description')}</label>
          <textarea
            id={`${id}-description`}
            className="input"
            lang="en"
            rows={4}
            {...register('description')}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describe('description')}
          />
          {errorText('description')}
        </div>
        {translatedLanguages.map((language) => (
          <TranslationFields
            key={language}
            idBase={id}
            language={language}
            name={register(`translations.${language}.name`)}
            description={register(`translations.${language}.description`)}
            alts={images.map((image, index) => ({
              value: image.alts[language],
              onChange: (event) => {
                const alt = event.target.value;
                changeSlot(index, (slot) => ({ alts: { ...slot.alts, [language]: alt } }));
              },
            }))}
            errors={translationErrors(language)}
          />
        ))}
        <div className="checkout__row">
          <div className="field">
            <label htmlFor={`${id}-category`}>{t('admin.addProduct.category')}</label>
            <select id={`${id}-category`} className="input" {...register('category')}>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {t(categoryWords[category])}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-subCategory`}>{t('admin.addProduct.subCategory')}</label>
            <select id={`${id}-subCategory`} className="input" {...register('subCategory')}>
              {subCategories.map((subCategory) => (
                <option key={subCategory} value={subCategory}>
                  {t(subCategoryWords[subCategory])}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-price`}>{t('admin.addProduct.price')}</label>
            <input
              id={`${id}-price`}
              className="input"
              inputMode="decimal"
              {...register('price')}
              aria-invalid={errors.price ? true : undefined}
              aria-describedby={describe('price')}
            />
            {errorText('price')}
          </div>
        </div>
        <fieldset className="size-choice" aria-describedby={describe('sizes')}>
          <legend>{t('admin.addProduct.sizes')}</legend>
          {SIZE_OPTIONS.map((size) => {
            const refusal = stockError(t, size, errors.stock?.[size]);
            const stockErrorId = `${id}-stock-${size}-error`;
            return (
              <div key={size} className="size-choice__row">
                <label className="size-choice__option">
                  <input type="checkbox" value={size} {...register('sizes')} />
                  {size}
                </label>
                {chosenSizes.includes(size) && (
                  <div className="size-choice__stock">
                    <label htmlFor={`${id}-stock-${size}`}>{t('admin.addProduct.stockOf', { size })}</label>
                    <input
                      id={`${id}-stock-${size}`}
                      className="input size-choice__count"
                      inputMode="numeric"
                      placeholder="0"
                      {...register(`stock.${size}`)}
                      aria-invalid={refusal ? true : undefined}
                      aria-describedby={refusal ? stockErrorId : undefined}
                    />
                    {refusal && (
                      <p id={stockErrorId} className="field__error">
                        {refusal}
                      </p>
                    )}
                  </div>
                )}
              </div>
            );
          })}
        </fieldset>
        {errorText('sizes')}
        <label className="payment-choice__option">
          <input type="checkbox" {...register('bestseller')} />
          {t('admin.addProduct.bestseller')}
        </label>
        {progress !== null && (
          <div className="field">
            <label htmlFor={`${id}-progress`}>{t('admin.addProduct.uploading')}</label>
            <progress id={`${id}-progress`} max={1} value={progress}>
              {t('admin.addProduct.progress', { progress })}
            </progress>
          </div>
        )}
        <p role="alert" className="form-message form-message--error">
          {failure}
        </p>
        <button type="submit" className="button button--primary" aria-disabled={add.isPending}>
          {add.isPending && <Spinner />}
          {t('admin.addProduct.submit')}
        </button>
      </form>
    </section>
  );
}
