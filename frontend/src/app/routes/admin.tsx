// /admin: the store admin (admin role only). A guest signs in first; a shopper or helper sees a clear
// "not allowed" page (the API answers them 403 as well). Products (list, add, remove) and orders.
import { Link, Navigate } from 'react-router-dom';
import { PageHeading } from '../../components/ui/page-heading';
import { Tabs } from '../../components/ui/tabs';
import { paths } from '../../config/paths';
import { AddProductForm } from '../../features/admin';
import { OrderAdmin } from '../../features/admin';
import { ProductAdmin } from '../../features/admin';
import { useSession } from '../../lib/session';

export const NOT_ALLOWED = 'This page is for the shop’s administrators only.';

export default function AdminRoute() {
  const { token, user } = useSession();
  if (!token || !user) return <Navigate to={paths.login} replace state={{ from: paths.admin }} />;
  if (user.role !== 'admin') {
    return (
      <div className="page container">
        <PageHeading title="Not allowed">Not allowed</PageHeading>
        <p>
          {NOT_ALLOWED} You are signed in as {user.email}, which has no admin rights.
        </p>
        <Link to={paths.home} className="button button--primary">
          Back to the shop
        </Link>
      </div>
    );
  }
  return (
    <div className="page container admin">
      <PageHeading title="Store admin">Store admin</PageHeading>
      <Tabs
        label="Store admin"
        tabs={[
          {
            label: 'Products',
            content: (
              <>
                <ProductAdmin />
                <AddProductForm />
              </>
            ),
          },
          { label: 'Orders', content: <OrderAdmin /> },
        ]}
      />
    </div>
  );
}
