// /cancel: after 'Cancel Request', says plainly that the request is closed and offers the ways on.
import { Link } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/i18n';

export function CancelPage() {
  const { t } = useI18n();
  const title = t('liveHelp.cancelled.title');
  return (
    <div className="page container live-help">
      <PageHeading title={title}>{title}</PageHeading>
      <p>{t('liveHelp.cancelled.closed')}</p>
      <p>{t('liveHelp.cancelled.askAgain')}</p>
      <div className="live-help__actions">
        <Link to={paths.liveStart} className="button button--primary">
          {t('liveHelp.cancelled.startAgain')}
        </Link>
        <Link to={paths.collection} className="button">
          {t('liveHelp.continueShopping')}
        </Link>
      </div>
    </div>
  );
}
