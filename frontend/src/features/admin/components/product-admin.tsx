// Admin products: the catalogue with a search, a low-stock filter and pages, the stock of each size (set in
// a dialog checked with the contract's stockFormSchema), and removing a product after a confirmation (the
// API hides it and keeps it for old orders).
import { Pager } from '../../../components/ui/pager';
import { LOW_STOCK_THRESHOLD } from '@store/contracts/constants';
import {
  stockFormSchema,
  type Product,
  type StockForm,
  type StockFormOutput,
} from '@store/contracts/products';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatLkr } from '@store/contracts/money';
import { notify } from '../../../lib/notify';
import { countOf } from '../../../lib/plural';
import { useAdminProducts, useRemoveProduct, useSetStock } from '../hooks/use-admin';

export const PRODUCTS_PER_PAGE = 10;

export function ProductAdmin() {
  const searchId = useId();
  const confirmId = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Product | null>(null);
  const [stocking, setStocking] = useState<Product | null>(null);
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
      notify.success(`${removing.name} was removed from the shop.`);
      setRemoving(null);
    } catch (error) {
      notify.error(`${removing.name} could not be removed: ${apiErrorMessage(error)}`);
    }
  };

  return (
    <section aria-labelledby="admin-products" className="admin__section">
      <h2 id="admin-products">Products</h2>
      <form role="search" className="admin__search" onSubmit={submitSearch}>
        <label htmlFor={searchId}>Search products</label>
        <input
          id={searchId}
          className="input"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--small">
          Search
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
          Low stock only ({LOW_STOCK_THRESHOLD} or fewer left in some size, sold out included)
        </label>
      </div>
      <p role="status" className="field__hint">
        {products.isPending
          ? 'Loading...'
          : products.isError
            ? `The products could not be loaded: ${apiErrorMessage(products.error)}`
            : `${countOf(total, 'product')}${lowStock ? ' low in stock' : ''}${search ? ` matching “${search}”` : ''}. Page ${page} of ${pages}.`}
      </p>
      {products.data && products.data.products.length > 0 && (
        <div className="admin__table-wrap">
          <table className="admin__table">
            <caption className="visually-hidden">Products, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Name</th>
                <th scope="col">Category</th>
                <th scope="col">Price</th>
                <th scope="col">Stock</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {products.data.products.map((product) => (
                <tr key={product._id}>
                  <td>{product.image[0] && <img src={product.image[0]} alt="" width={48} height={42} />}</td>
                  <th scope="row">{product.name}</th>
                  <td>
                    {product.category} / {product.subCategory}
                  </td>
                  <td>{formatLkr(product.price)}</td>
                  <td>
                    <StockList product={product} />
                  </td>
                  <td className="admin__actions">
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => setStocking(product)}
                    >
                      Edit stock<span className="visually-hidden"> of {product.name}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => setRemoving(product)}
                    >
                      Remove<span className="visually-hidden"> {product.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager label="Product pages" page={page} pages={pages} onPage={setPage} />
      {stocking && <StockEditor product={stocking} onClose={() => setStocking(null)} />}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        labelledBy={confirmId}
        className="dialog"
      >
        {removing && (
          <div className="dialog__body">
            <h2 id={confirmId}>Remove {removing.name}?</h2>
            <p>It will no longer be shown in the shop. Orders that include it keep it.</p>
            <div className="dialog__actions">
              <button type="button" className="button" onClick={() => setRemoving(null)}>
                Keep it
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void confirmRemove()}
                aria-disabled={remove.isPending}
              >
                {remove.isPending && <Spinner />}
                Remove
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
  return (
    <ul className="stock-list">
      {product.sizes.map((size) => {
        const left = product.stock[size] ?? 0;
        const note = left === 0 ? ' (sold out)' : left <= LOW_STOCK_THRESHOLD ? ' (low)' : '';
        return (
          <li key={size} className={note ? 'stock-list__low' : undefined}>
            {size}: {left}
            {note}
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
  const countError = (index: number) => errors.counts?.[index]?.quantity?.message;
  const firstError = product.sizes.map((_, index) => countError(index)).find(Boolean);

  const save = async ({ counts }: StockFormOutput) => {
    setFailure('');
    try {
      for (const { size, quantity } of counts) {
        if (quantity !== (product.stock[size] ?? 0)) {
          await setStock.mutateAsync({ productId: product._id, size, quantity });
        }
      }
      notify.success(`Stock of ${product.name} saved.`);
      onClose();
    } catch (error) {
      setFailure(`The stock could not be saved: ${apiErrorMessage(error)}`);
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
        <h2 id={`${id}-title`}>Stock of {product.name}</h2>
        {product.sizes.map((size, index) => {
          const error = countError(index);
          return (
            <div key={size} className="stock-editor__row">
              <label htmlFor={`${id}-${index}`}>Size {size}</label>
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
            Cancel
          </button>
          <button type="submit" className="button button--primary" aria-disabled={setStock.isPending}>
            {setStock.isPending && <Spinner />}
            Save stock
          </button>
        </div>
      </form>
    </Dialog>
  );
}
