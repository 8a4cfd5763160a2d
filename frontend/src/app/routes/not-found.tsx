// Honest answers for addresses the shop does not have (404): they say so plainly and offer a way on.
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/ui/page-heading';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/i18n';

export function NotFoundPage({ title, children }: { title?: string; children?: React.ReactNode }) {
  const { t } = useI18n();
  const heading = title ?? t('notFound.title');
  return (
    <div className="page container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <PageHeading title={heading}>{heading}</PageHeading>
      {children ?? <p>{t('notFound.text')}</p>}
      <p className="not-found__links">
        <Link to={paths.home} className="button button--primary">
          {t('notFound.home')}
        </Link>
        <Link to={paths.collection} className="button">
          {t('common.browseCollection')}
        </Link>
      </p>
    </div>
  );
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
