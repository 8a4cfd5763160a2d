// Previous / Next page buttons around "Page n of m", for lists the server gives a page at a time.
import { useI18n } from '../../i18n/i18n';

export function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  /** The navigation landmark's name, e.g. "Order pages". */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span aria-current="page">{t('pager.pageOf', { page, pages })}</span>
      <button
        type="button"
        className="button button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
