// The helper screens are for helpers: a guest is asked to sign in, anyone else is told plainly that the
// page is not for them (the service refuses them anyway).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { signInPath } from './sign-in-first';

export function HelperOnly({ children, returnTo }: { children: ReactNode; returnTo: string }) {
  const { user } = useSession();
  if (user?.role === 'helper') return children;
  const title = user ? 'Not allowed' : 'Sign in as a helper';
  return (
    <div className="page container live-help">
      <PageHeading title={title}>{title}</PageHeading>
      {user ? (
        <p>
          This page is only for the store&apos;s helpers, and you are signed in as{' '}
          {user.role === 'admin' ? 'an admin' : 'a shopper'}. If you need help yourself, ask for live help.
        </p>
      ) : (
        <p>This page is for the store&apos;s helpers. Please sign in with a helper account.</p>
      )}
      <div className="live-help__actions">
        {user ? (
          <Link to={paths.liveStart} className="button button--primary">
            Live Assistance
          </Link>
        ) : (
          <Link to={signInPath(returnTo)} className="button button--primary">
            Sign in
          </Link>
        )}
        <Link to={paths.home} className="button">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
