// Admin products: the catalogue with a search and pages, and removing a product after a confirmation
// (the API hides it from the shop and keeps it for old orders).
import { Pager } from '../../../components/ui/pager';
import type { Product } from '@store/contracts/products';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-client';
import { formatLkr } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useAdminProducts, useRemoveProduct } from '../hooks/use-admin';

export const PRODUCTS_PER_PAGE = 10;

export function ProductAdmin() {
  const searchId = useId();
  const confirmId = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Product | null>(null);
  const products = useAdminProducts({ search, page, limit: PRODUCTS_PER_PAGE });
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
      <p role="status" className="field__hint">
        {products.isPending
          ? 'Loading...'
          : products.isError
            ? `The products could not be loaded: ${apiErrorMessage(products.error)}`
            : `${total} ${total === 1 ? 'product' : 'products'}${search ? ` matching “${search}”` : ''}. Page ${page} of ${pages}.`}
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
