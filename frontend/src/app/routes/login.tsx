// /login: a token already stored when the page opens sends the visitor to / (spec §2). After signing in the
// visitor goes back to the page that sent them (router state `from`, e.g. /place-order); otherwise a helper
// lands on /assis-dash and an admin on the admin screen (by role), and a shopper on / or on `?next=` (e.g.
// /live-start: a guest asked to sign in before live help). The cart provider merges the guest cart.
import type { AuthResponse } from '@store/contracts/users';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth';
import { useSession } from '../../lib/session';

/** An address inside this shop to come back to (never another site: "//host", "https:" or "/\\host"). */
export function returnPath(next: unknown): string | null {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\')
    ? next
    : null;
}

export function landingFor(auth: Pick<AuthResponse, 'role'>, next: string | null = null): string {
  if (auth.role === 'admin') return paths.admin;
  if (auth.role === 'helper') return paths.assisDash;
  return returnPath(next) ?? paths.home;
}

/** A page that sent the visitor here to sign in (e.g. /place-order, in the router state), to go back to. */
function returnFromState(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  return returnPath(state.from);
}

export default function LoginRoute() {
  const { token, signIn } = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [params] = useSearchParams();
  const [signedInOnArrival] = useState(() => token !== null);

  if (signedInOnArrival) return <Navigate to={paths.home} replace />;

  return (
    <div className="page container">
      <LoginForm
        onAuthenticated={(auth) => {
          signIn(auth);
          navigate(returnFromState(state) ?? landingFor(auth, params.get('next')), { replace: true });
        }}
      />
    </div>
  );
}
