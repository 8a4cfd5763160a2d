// /login: a token already stored when the page opens sends the visitor to / (spec §2). After signing in
// a helper lands on /assis-dash (by role), everyone else on / or back where they were sent from
// (?next=/live-start: a guest asked to sign in before live help). The cart provider merges the guest cart.
import type { AuthResponse } from '@store/contracts/users';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSession } from '../../lib/session';

/** An address inside this shop to come back to (never another site: "//host" or "https:" are refused). */
export function returnPath(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : null;
}

export function landingFor(auth: Pick<AuthResponse, 'role'>, next: string | null = null): string {
  if (auth.role === 'helper') return paths.assisDash;
  return returnPath(next) ?? paths.home;
}

export default function LoginRoute() {
  const { token, signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [signedInOnArrival] = useState(() => token !== null);

  if (signedInOnArrival) return <Navigate to={paths.home} replace />;

  return (
    <div className="page container">
      <LoginForm
        onAuthenticated={(auth) => {
          signIn(auth);
          navigate(landingFor(auth, params.get('next')), { replace: true });
        }}
      />
    </div>
  );
}
