// Admin products: the catalogue with a search, a low-stock filter and pages, the stock of each size (set in
// a dialog checked with the contract's stockFormSchema), each product's words in English, Sinhala and Tamil
// (edited in a dialog checked with the contract's productUpdateSchema), and removing a product after a
// confirmation (the API hides it and keeps it for old orders).
import { Pager } from '../../../components/ui/pager';
import { LOW_STOCK_THRESHOLD } from '@store/contracts/constants';
import {
  productUpdateSchema,
  stockFormSchema,
  translatedLanguages,
  type Product,
  type ProductUpdate,
  type StockForm,
  type StockFormOutput,
  type TranslatedLanguage,
} from '@store/contracts/products';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n';
import { messageForError } from '../../../lib/error-messages';
import { notify } from '../../../lib/notify';
import {
  useAdminProducts,
  useProductText,
  useRemoveProduct,
  useSetStock,
  useUpdateProductText,
} from '../hooks/use-admin';
import { categoryWords, subCategoryWords } from '../utils/catalogue-words';
import { productFieldError, stockError } from '../utils/form-errors';
import { TEXT_LIMITS, TranslationFields } from './translation-fields';

export const PRODUCTS_PER_PAGE = 10;

/** Words only a screen reader says: the rest of a button's name ("Edit stock" + " of Linen Shirt"). */
const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/** A product's name marked with its language (an English name on a Sinhala page is read in English). */
function ProductName({ product }: { product: Product }) {
  const language = product.languages?.name;
  return language ? <span lang={language}>{product.name}</span> : product.name;
}

export function ProductAdmin() {
  const { t, tRich, lkr } = useI18n();
  const searchId = useId();
  const confirmId = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Product | null>(null);
  const [stocking, setStocking] = useState<Product | null>(null);
  const [wording, setWording] = useState<Product | null>(null);
  const [lowStock, setLowStock] = useState(false);
  const lowStockId = useId();
  const products = useAdminProducts({ search, page, limit: PRODUCTS_PER_PAGE, lowStock });
  const remove = useRemoveProduct();

  const total = products.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft);
    setPage(1);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing._id);
      notify.success(t('admin.products.removed', { name: removing.name }));
      setRemoving(null);
    } catch (error) {
      notify.error(t('admin.products.removeFailed', { name: removing.name, reason: messageForError(error) }));
    }
  };

  const summary = () => {
    const count = search
      ? t(lowStock ? 'admin.products.countLowMatching' : 'admin.products.countMatching', {
          count: total,
          search,
        })
      : t(lowStock ? 'admin.products.countLow' : 'admin.products.count', { count: total });
    return `${count} ${t('admin.page', { page, pages })}`;
  };

  return (
    <section aria-labelledby="admin-products" className="admin__section">
      <h2 id="admin-products">{t('admin.products.heading')}</h2>
      <form role="search" className="admin__search" onSubmit={submitSearch}>
        <label htmlFor={searchId}>{t('admin.products.searchLabel')}</label>
        <input
          id={searchId}
          className="input"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--small">
          {t('admin.products.searchButton')}
        </button>
      </form>
      <div className="admin__filter">
        <input
          id={lowStockId}
          type="checkbox"
          checked={lowStock}
          onChange={(event) => {
            setLowStock(event.target.checked);
            setPage(1);
          }}
        />
        <label htmlFor={lowStockId}>
          {t('admin.products.lowStockOnly', { threshold: LOW_STOCK_THRESHOLD })}
        </label>
      </div>
      <p role="status" className="field__hint">
        {products.isPending
          ? t('admin.loading')
          : products.isError
            ? t('admin.products.loadFailed', { reason: messageForError(products.error) })
            : summary()}
      </p>
      {products.data && products.data.products.length > 0 && (
        <div className="admin__table-wrap">
          <table className="admin__table">
            <caption className="visually-hidden">{t('admin.products.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.products.columns.image')}</th>
                <th scope="col">{t('admin.products.columns.name')}</th>
                <th scope="col">{t('admin.products.columns.category')}</th>
                <th scope="col">{t('admin.products.columns.price')}</th>
                <th scope="col">{t('admin.products.columns.stock')}</th>
                <th scope="col">{t('admin.products.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {products.data.products.map((product) => (
                <tr key={product._id}>
                  <td>{product.image[0] && <img src={product.image[0]} alt="" width={48} height={42} />}</td>
                  <th scope="row">
                    <ProductName product={product} />
                  </th>
                  <td>
                    {t(categoryWords[product.category])} / {t(subCategoryWords[product.subCategory])}
                  </td>
                  <td>{lkr(product.price)}</td>
                  <td>
                    <StockList product={product} />
                  </td>
                  <td className="admin__actions">
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => setStocking(product)}
                    >
                      {tRich('admin.products.editStock', { hidden, name: <ProductName product={product} /> })}
                    </button>
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => setWording(product)}
                    >
                      {tRich('admin.products.editText', { hidden, name: <ProductName product={product} /> })}
                    </button>
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => setRemoving(product)}
                    >
                      {tRich('admin.products.remove', { hidden, name: <ProductName product={product} /> })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager label={t('admin.products.pagerLabel')} page={page} pages={pages} onPage={setPage} />
      {stocking && <StockEditor product={stocking} onClose={() => setStocking(null)} />}
      {wording && <TextEditor product={wording} onClose={() => setWording(null)} />}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        labelledBy={confirmId}
        className="dialog"
      >
        {removing && (
          <div className="dialog__body">
            <h2 id={confirmId}>
              {tRich('admin.products.removeTitle', { name: <ProductName product={removing} /> })}
            </h2>
            <p>{t('admin.products.removeBody')}</p>
            <div className="dialog__actions">
              <button type="button" className="button" onClick={() => setRemoving(null)}>
                {t('admin.products.keep')}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void confirmRemove()}
                aria-disabled={remove.isPending}
              >
                {remove.isPending && <Spinner />}
                {t('admin.products.removeConfirm')}
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  );
}

/** Each size with its count; sold out and low are said in words, not only by weight. */
function StockList({ product }: { product: Product }) {
  const { t } = useI18n();
  return (
    <ul className="stock-list">
      {product.sizes.map((size) => {
        const count = product.stock[size] ?? 0;
        const key =
          count === 0
            ? 'admin.stock.sizeSoldOut'
            : count <= LOW_STOCK_THRESHOLD
              ? 'admin.stock.sizeLow'
              : 'admin.stock.sizeCount';
        return (
          <li key={size} className={count <= LOW_STOCK_THRESHOLD ? 'stock-list__low' : undefined}>
            {t(key, { size, count })}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A dialog with one number box per size, checked with the contract's stockFormSchema (react-hook-form,
 * zodResolver): each refused count is said on its box, the first wrong box takes focus and the dialog's
 * alert says its message. Save sends each changed size to POST /api/product/stock.
 */
function StockEditor({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t, tRich } = useI18n();
  const id = useId();
  const setStock = useSetStock();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StockForm, unknown, StockFormOutput>({
    resolver: zodResolver(stockFormSchema),
    defaultValues: {
      counts: product.sizes.map((size) => ({ size, quantity: String(product.stock[size] ?? 0) })),
    },
    shouldFocusError: true,
  });
  const countError = (index: number, size: string) => stockError(t, size, errors.counts?.[index]?.quantity);
  const firstError = product.sizes.map((size, index) => countError(index, size)).find(Boolean);

  const save = async ({ counts }: StockFormOutput) => {
    setFailure('');
    try {
      for (const { size, quantity } of counts) {
        if (quantity !== (product.stock[size] ?? 0)) {
          await setStock.mutateAsync({ productId: product._id, size, quantity });
        }
      }
      notify.success(t('admin.stock.saved', { name: product.name }));
      onClose();
    } catch (error) {
      setFailure(t('admin.stock.saveFailed', { reason: messageForError(error) }));
    }
  };

  return (
    <Dialog open onClose={onClose} labelledBy={`${id}-title`} className="dialog">
      <form
        className="dialog__body"
        onSubmit={(event) => {
          setFailure('');
          void handleSubmit(save)(event);
        }}
        noValidate
      >
        <h2 id={`${id}-title`}>{tRich('admin.stock.title', { name: <ProductName product={product} /> })}</h2>
        {product.sizes.map((size, index) => {
          const error = countError(index, size);
          return (
            <div key={size} className="stock-editor__row">
              <label htmlFor={`${id}-${index}`}>{t('admin.stock.size', { size })}</label>
              <input
                id={`${id}-${index}`}
                className="input size-choice__count"
                inputMode="numeric"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${index}-error` : undefined}
                {...register(`counts.${index}.quantity`)}
              />
              {error && (
                <p id={`${id}-${index}-error`} className="field__error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {/* The first refused count, said once when Save is refused; each box also carries its own. */}
        <p role="alert" className="form-message form-message--error">
          {failure || firstError || ''}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('admin.cancel')}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={setStock.isPending}>
            {setStock.isPending && <Spinner />}
            {t('admin.stock.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * A dialog with a product's words: its English name, description and alt texts, and each in Sinhala and
 * Tamil, read fresh from the API (in English, with every translation). Save sends them all to PATCH
 * /api/product/:id; a translation's box left empty removes it, so the shop shows the English there.
 */
function TextEditor({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t, tRich } = useI18n();
  const id = useId();
  const text = useProductText(product._id);
  return (
    <Dialog open onClose={onClose} labelledBy={`${id}-title`} className="dialog">
      <div className="dialog__body">
        <h2 id={`${id}-title`}>
          {tRich('admin.editProduct.title', { name: <ProductName product={text.data ?? product} /> })}
        </h2>
        {text.isPending ? (
          <p role="status">{t('admin.loading')}</p>
        ) : text.isError ? (
          <>
            <p role="alert" className="form-message form-message--error">
              {t('admin.editProduct.loadFailed', { reason: messageForError(text.error) })}
            </p>
            <div className="dialog__actions">
              <button type="button" className="button" onClick={onClose}>
                {t('admin.cancel')}
              </button>
            </div>
          </>
        ) : (
          <TextForm idBase={id} product={text.data} onClose={onClose} />
        )}
      </div>
    </Dialog>
  );
}

function TextForm({ idBase, product, onClose }: { idBase: string; product: Product; onClose: () => void }) {
  const { t } = useI18n();
  const id = `${idBase}-text`;
  const update = useUpdateProductText();
  const [failure, setFailure] = useState('');
  const translation = (language: TranslatedLanguage) => {
    const stored = product.translations?.[language];
    return {
      name: stored?.name ?? '',
      description: stored?.description ?? '',
      imageAlts: product.image.map((_, index) => stored?.imageAlts?.[index] ?? ''),
    };
  };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductUpdate, unknown, ProductUpdate>({
    resolver: zodResolver(productUpdateSchema),
    defaultValues: {
      name: product.name,
      description: product.description,
      imageAlt: product.image.map((_, index) => product.imageAlt[index] ?? ''),
      translations: { si: translation('si'), ta: translation('ta') },
    },
    shouldFocusError: true,
  });
  const nameError = productFieldError(t, 'name', errors.name);
  const descriptionError = productFieldError(t, 'description', errors.description);
  const translationErrors = (language: TranslatedLanguage) => {
    const refused = errors.translations?.[language];
    return {
      name: productFieldError(t, 'translatedName', refused?.name),
      description: productFieldError(t, 'translatedDescription', refused?.description),
      ...Object.fromEntries(
        product.image.map((_, index) => [
          `alt${index}`,
          productFieldError(t, 'alt', refused?.imageAlts?.[index]),
        ]),
      ),
    };
  };

  const save = async (body: ProductUpdate) => {
    setFailure('');
    try {
      const saved = await update.mutateAsync({ id: product._id, body });
      notify.success(t('admin.editProduct.saved', { name: saved.name }));
      onClose();
    } catch (error) {
      setFailure(t('admin.editProduct.saveFailed', { reason: messageForError(error) }));
    }
  };

  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) => {
        setFailure('');
        void handleSubmit(save)(event);
      }}
    >
      <fieldset className="admin-form__language">
        <legend>{t('admin.translations.english')}</legend>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('admin.addProduct.name')}</label>
          <input
            id={`${id}-name`}
            className="input"
            lang="en"
            maxLength={TEXT_LIMITS.name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            {...register('name')}
          />
          {nameError && (
            <p id={`${id}-name-error`} className="field__error">
              {nameError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t('admin.addProduct.description')}</label>
          <textarea
            id={`${id}-description`}
            className="input"
            rows={4}
            lang="en"
            maxLength={TEXT_LIMITS.description}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? `${id}-description-error` : undefined}
            {...register('description')}
          />
          {descriptionError && (
            <p id={`${id}-description-error`} className="field__error">
              {descriptionError}
            </p>
          )}
        </div>
        <p id={`${id}-alt-hint`} className="field__hint">
          {t('admin.editProduct.altKeeps')}
        </p>
        {product.image.map((url, index) => (
          <div className="field" key={index}>
            <label htmlFor={`${id}-alt-${index}`}>
              {t('admin.addProduct.altLabel', { number: index + 1 })}
            </label>
            <img src={url} alt="" width={96} height={84} />
            <input
              id={`${id}-alt-${index}`}
              className="input"
              lang="en"
              maxLength={TEXT_LIMITS.alt}
              aria-describedby={`${id}-alt-hint`}
              {...register(`imageAlt.${index}`)}
            />
          </div>
        ))}
      </fieldset>
      {translatedLanguages.map((language) => (
        <TranslationFields
          key={language}
          idBase={id}
          language={language}
          name={register(`translations.${language}.name`)}
          description={register(`translations.${language}.description`)}
          alts={product.image.map((_, index) => register(`translations.${language}.imageAlts.${index}`))}
          errors={translationErrors(language)}
        />
      ))}
      <p role="alert" className="form-message form-message--error">
        {failure}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('admin.cancel')}
        </button>
        <button type="submit" className="button button--primary" aria-disabled={update.isPending}>
          {update.isPending && <Spinner />}
          {t('admin.editProduct.save')}
        </button>
      </div>
    </form>
  );
}
