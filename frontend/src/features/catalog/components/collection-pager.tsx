// The collection's numbered pages: Previous, the page numbers around the current one (first and last always
// shown, gaps as "…"), Next. They are links to the same list at another page, so each has its own URL, a
// middle click opens it in a tab, and Back returns to the page before.
import { Link } from 'react-router-dom';
import { useI18n } from '../../../i18n/i18n';

/** Page numbers to show, with null for a gap: 1 … 4 5 6 … 20. */
export function pageWindow(page: number, pages: number, around = 1): Array<number | null> {
  const shown = new Set([1, pages]);
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: Array<number | null> = [];
  for (const [index, n] of sorted.entries()) {
    const before = sorted[index - 1];
    if (before !== undefined && n - before === 2) items.push(n - 1);
    else if (before !== undefined && n - before > 2) items.push(null);
    items.push(n);
  }
  return items;
}

export function CollectionPager({
  page,
  pages,
  hrefFor,
  onPage,
}: {
  page: number;
  pages: number;
  /** The collection's URL search (`?…`) at another page. */
  hrefFor: (page: number) => string;
  /** Called when a page link is followed, before the router moves (to move focus once it has loaded). */
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  const link = (target: number, label: string, text: string, className = 'pager__link', number = false) => (
    <Link
      to={{ search: hrefFor(target) }}
      className={className}
      aria-label={label === text ? undefined : label}
      aria-current={target === page && number ? 'page' : undefined}
      onClick={() => {
        if (target !== page) onPage(target);
      }}
    >
      {text}
    </Link>
  );
  return (
    <nav className="pager collection__pager" aria-label={t('pager.collectionPages')}>
      <ul className="pager__list">
        {page > 1 && (
          <li>{link(page - 1, t('pager.previous'), t('pager.previous'), 'button button--small')}</li>
        )}
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pager__gap">
              …
            </li>
          ) : (
            <li key={n}>{link(n, t('pager.page', { page: n }), String(n), 'pager__link', true)}</li>
          ),
        )}
        {page < pages && <li>{link(page + 1, t('pager.next'), t('pager.next'), 'button button--small')}</li>}
      </ul>
    </nav>
  );
}
