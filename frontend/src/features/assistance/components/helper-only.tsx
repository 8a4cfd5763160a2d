// The helper screens are for helpers: a guest is asked to sign in, anyone else is told plainly that the
// page is not for them (the service refuses them anyway).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useI18n, useStaffMessages } from '../../../i18n/i18n';
import { useSession } from '../../../lib/session';
import { signInPath } from './sign-in-first';

export function HelperOnly({ children, returnTo }: { children: ReactNode; returnTo: string }) {
  const { t } = useI18n();
  const { user } = useSession();
  const staffWords = useStaffMessages();
  if (user?.role === 'helper') {
    return staffWords ? (
      children
    ) : (
      <p className="page container" role="status">
        {t('common.loading')}
      </p>
    );
  }
  const title = user ? t('liveHelp.helperOnly.notAllowed') : t('liveHelp.helperOnly.signInTitle');
  return (
    <div className="page container live-help">
      <PageHeading title={title}>{title}</PageHeading>
      {user ? (
        <p>
          {user.role === 'admin'
            ? t('liveHelp.helperOnly.signedInAsAdmin')
            : t('liveHelp.helperOnly.signedInAsShopper')}
        </p>
      ) : (
        <p>{t('liveHelp.helperOnly.guest')}</p>
      )}
      <div className="live-help__actions">
        {user ? (
          <Link to={paths.liveStart} className="button button--primary">
            {t('liveHelp.start.title')}
          </Link>
        ) : (
          <Link to={signInPath(returnTo)} className="button button--primary">
            {t('liveHelp.signIn')}
          </Link>
        )}
        <Link to={paths.home} className="button">
          {t('liveHelp.helperOnly.home')}
        </Link>
      </div>
    </div>
  );
}
