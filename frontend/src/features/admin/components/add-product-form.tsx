// Add a product: react-hook-form with zodResolver over the contract's productFormSchema (the product
// schema's rules over what the form holds), up to four images with previews and an alt text each, upload
// progress, and upload refusals (413, 415) in words.
import { zodResolver } from '@hookform/resolvers/zod';
import { categories, subCategories } from '@store/contracts/constants';
import {
  productFormSchema,
  type Category,
  type ProductFormOutput,
  type SubCategory,
} from '@store/contracts/products';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { uploadErrorText } from '../api/admin-api';
import { useAddProduct } from '../hooks/use-admin';

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
}

type Field = Exclude<keyof ProductFormValues, 'stock'>;

interface ImageSlot {
  file: File;
  url: string;
  alt: string;
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
};

export function AddProductForm() {
  const id = useId();
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
    setImageError(
      chosen.length > room ? `Up to ${MAX_IMAGES} images: only the first ${room} were added.` : '',
    );
    const added = chosen.slice(0, room).map((file) => ({ file, url: preview(file), alt: '' }));
    setImages((current) => [...current, ...added]);
  };

  const chosenSizes = useWatch({ control, name: 'sizes' });
  const describe = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {errors[field]?.message}
      </p>
    ) : null;

  const onValid = async (values: ProductFormOutput) => {
    if (images.length === 0) {
      setImageError('Add at least one image (JPEG, PNG or WebP).');
      document.getElementById(`${id}-images`)?.focus();
      return;
    }
    setFailure('');
    setProgress(0);
    try {
      const product = await add.mutateAsync({
        product: { ...values, images: images.map(({ file, alt }) => ({ file, alt: alt.trim() })) },
        onProgress: setProgress,
      });
      notify.success(`${product.name} was added to the shop.`);
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
      <h2 id={`${id}-title`}>Add a product</h2>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          void handleSubmit(onValid, () => notify.error('Please fix the errors before submitting.'))(event);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-images`}>Images (up to {MAX_IMAGES}: JPEG, PNG or WebP)</label>
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
          <ul className="admin-form__images" aria-label="Chosen images">
            {images.map((image, index) => (
              <li key={image.url}>
                <img src={image.url} alt={image.alt || `Preview of image ${index + 1}`} />
                <div className="field">
                  <label htmlFor={`${id}-alt-${index}`}>Alt text for image {index + 1}</label>
                  <input
                    id={`${id}-alt-${index}`}
                    className="input"
                    value={image.alt}
                    maxLength={300}
                    aria-describedby={`${id}-alt-hint`}
                    onChange={(event) =>
                      setImages((current) =>
                        current.map((slot, slotIndex) =>
                          slotIndex === index ? { ...slot, alt: event.target.value } : slot,
                        ),
                      )
                    }
                  />
                </div>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() =>
                    setImages((current) => current.filter((_, slotIndex) => slotIndex !== index))
                  }
                >
                  Remove image {index + 1}
                </button>
              </li>
            ))}
          </ul>
        )}
        <p id={`${id}-alt-hint`} className="field__hint">
          Describe what the picture shows (colour, cut, view) for shoppers who cannot see it.
        </p>

        <div className="field">
          <label htmlFor={`${id}-name`}>Product name</label>
          <input
            id={`${id}-name`}
            className="input"
            {...register('name')}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describe('name')}
          />
          {errorText('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>Product description</label>
          <textarea
            id={`${id}-description`}
            className="input"
            rows={4}
            {...register('description')}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describe('description')}
          />
          {errorText('description')}
        </div>
        <div className="checkout__row">
          <div className="field">
            <label htmlFor={`${id}-category`}>Category</label>
            <select id={`${id}-category`} className="input" {...register('category')}>
              {categories.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-subCategory`}>Sub-category</label>
            <select id={`${id}-subCategory`} className="input" {...register('subCategory')}>
              {subCategories.map((subCategory) => (
                <option key={subCategory}>{subCategory}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-price`}>Price (LKR)</label>
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
          <legend>Sizes and stock</legend>
          {SIZE_OPTIONS.map((size) => {
            const stockError = errors.stock?.[size]?.message;
            const stockErrorId = `${id}-stock-${size}-error`;
            return (
              <div key={size} className="size-choice__row">
                <label className="size-choice__option">
                  <input type="checkbox" value={size} {...register('sizes')} />
                  {size}
                </label>
                {chosenSizes.includes(size) && (
                  <div className="size-choice__stock">
                    <label htmlFor={`${id}-stock-${size}`}>Stock of {size}</label>
                    <input
                      id={`${id}-stock-${size}`}
                      className="input size-choice__count"
                      inputMode="numeric"
                      placeholder="0"
                      {...register(`stock.${size}`)}
                      aria-invalid={stockError ? true : undefined}
                      aria-describedby={stockError ? stockErrorId : undefined}
                    />
                    {stockError && (
                      <p id={stockErrorId} className="field__error">
                        {stockError}
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
          Add to bestseller
        </label>
        {progress !== null && (
          <div className="field">
            <label htmlFor={`${id}-progress`}>Uploading</label>
            <progress id={`${id}-progress`} max={1} value={progress}>
              {Math.round(progress * 100)}%
            </progress>
          </div>
        )}
        <p role="alert" className="form-message form-message--error">
          {failure}
        </p>
        <button type="submit" className="button button--primary" aria-disabled={add.isPending}>
          {add.isPending && <Spinner />}
          ADD PRODUCT
        </button>
      </form>
    </section>
  );
}
