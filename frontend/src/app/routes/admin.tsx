// /admin: the store admin (admin role only). A guest signs in first; a shopper or helper sees a clear
// "not allowed" page (the API answers them 403 as well). Products (list, add, edit their words, remove),
// orders, and reviews (hide and show).
import { Link, Navigate } from 'react-router-dom';
import { PageHeading } from '../../components/ui/page-heading';
import { Tabs } from '../../components/ui/tabs';
import { paths } from '../../config/paths';
import { AddProductForm } from '../../features/admin';
import { OrderAdmin } from '../../features/admin';
import { ProductAdmin } from '../../features/admin';
import { ReviewAdmin } from '../../features/admin';
import { SentMailAdmin } from '../../features/admin';
import { NewsletterAdmin } from '../../features/admin';
import { usePublicConfig } from '../../features/auth';
import { useI18n, useStaffMessages } from '../../i18n/i18n';
import { useSession } from '../../lib/session';

export default function AdminRoute() {
  const { t } = useI18n();
  const { token, user } = useSession();
  const config = usePublicConfig();
  // Without an SMTP server, demo mode shows the mail the store wrote as files.
  const sentMail = config.data?.demoMode === true && config.data.mail.transport === 'files';
  const staffWords = useStaffMessages();
  if (!token || !user) return <Navigate to={paths.login} replace state={{ from: paths.admin }} />;
  if (!staffWords) {
    return (
      <p className="page container" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (user.role !== 'admin') {
    return (
      <div className="page container">
        <PageHeading title={t('admin.notAllowed.title')}>{t('admin.notAllowed.title')}</PageHeading>
        <p>{t('admin.notAllowed.notice', { email: user.email })}</p>
        <Link to={paths.home} className="button button--primary">
          {t('admin.notAllowed.back')}
        </Link>
      </div>
    );
  }
  return (
    <div className="page container admin">
      <PageHeading title={t('admin.title')}>{t('admin.title')}</PageHeading>
      <Tabs
        label={t('admin.title')}
        tabs={[
          {
            label: t('admin.tabs.products'),
            content: (
              <>
                <ProductAdmin />
                <AddProductForm />
              </>
            ),
          },
          { label: t('admin.tabs.orders'), content: <OrderAdmin /> },
          { label: t('admin.tabs.reviews'), content: <ReviewAdmin /> },
          { label: t('admin.tabs.newsletter'), content: <NewsletterAdmin /> },
          ...(sentMail ? [{ label: t('admin.tabs.sentMail'), content: <SentMailAdmin /> }] : []),
        ]}
      />
    </div>
  );
}
