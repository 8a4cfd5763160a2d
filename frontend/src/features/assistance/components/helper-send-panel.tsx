// The helper's way to point: search the catalogue (the store's own search) and send a product to the chat as a
// card, or suggest a page of the store. Both go as chat messages through the outbox, like any reply.
import type { MessageAttachment } from '@store/contracts/assistance';
import { useId, useState } from 'react';
import { useI18n } from '../../../i18n/i18n';
import { apiErrorMessage } from '../../../lib/api-client';
import type { ProductSearch } from '../shop';
import { pageInWords, suggestiblePaths } from '../utils/suggested-pages';

export function HelperSendPanel({
  shopperName,
  useProductSearch,
  send,
}: {
  shopperName: string;
  useProductSearch: ProductSearch;
  send: (text: string, attachment: MessageAttachment) => boolean;
}) {
  const i18n = useI18n();
  const { t, lkr } = i18n;
  const titleId = useId();
  const searchId = useId();
  const pageId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const found = useProductSearch(search);
  const pages = suggestiblePaths().map((path) => ({ path, words: pageInWords(i18n, path) ?? path }));
  const [page, setPage] = useState(pages[0]?.path ?? '');

  let results = null;
  if (search !== '') {
    if (found.isPending) results = <p role="status">{t('helperLive.send.searching')}</p>;
    else if (found.isError)
      results = (
        <p role="alert">{t('helperLive.send.searchFailed', { reason: apiErrorMessage(found.error) })}</p>
      );
    else {
      const products = found.data ?? [];
      results = (
        <>
          <p role="status">{t('helperLive.send.results', { count: products.length, search })}</p>
          {products.length > 0 && (
            <ul className="send-panel__results">
              {products.map((product) => (
                <li key={product._id}>
                  <span lang={product.languages?.name}>{product.name}</span>, {lkr(product.price)}{' '}
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => send(product.name, { kind: 'product', productId: product._id })}
                  >
                    {t('helperLive.send.sendProduct', { product: product.name, name: shopperName })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      );
    }
  }

  return (
    <section className="send-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('helperLive.send.title', { name: shopperName })}</h3>
      <form
        role="search"
        className="send-panel__row"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
        }}
      >
        <label htmlFor={searchId}>{t('helperLive.send.search')}</label>
        <input id={searchId} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="button button--small">
          {t('helperLive.send.searchButton')}
        </button>
      </form>
      {results}
      <form
        className="send-panel__row"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = pages.find((item) => item.path === page);
          if (chosen) send(chosen.words, { kind: 'page', path: chosen.path });
        }}
      >
        <label htmlFor={pageId}>{t('helperLive.send.page')}</label>
        <select id={pageId} value={page} onChange={(event) => setPage(event.target.value)}>
          {pages.map((item) => (
            <option key={item.path} value={item.path}>
              {item.words}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--small">
          {t('helperLive.send.suggest', { name: shopperName })}
        </button>
      </form>
    </section>
  );
}
