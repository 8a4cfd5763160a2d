// Live help needs an account: a guest is asked to sign in and is brought back to where they were.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export const signInPath = (returnTo: string) => `${paths.login}?next=${encodeURIComponent(returnTo)}`;

export function SignInFirst({ returnTo, what }: { returnTo: string; what: string }) {
  return (
    <>
      <p>Please sign in first to {what}. You will come back to this page afterwards.</p>
      <p>
        <Link to={signInPath(returnTo)} className="button button--primary">
          Sign in
        </Link>
      </p>
    </>
  );
}

/** Shown to a helper or admin on a shopper's live-help screen. */
export function ShoppersOnly() {
  return (
    <p>
      Live help is asked for by shoppers. You are signed in with a helper or admin account; helpers find the
      requests on the <Link to={paths.assisDash}>helper dashboard</Link>.
    </p>
  );
}
