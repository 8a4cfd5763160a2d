// /login: a token already stored when the page opens sends the visitor to / (spec §2). After signing in
// a helper lands on /assis-dash (by role), everyone else on /. The cart provider merges the guest cart.
import type { AuthResponse } from '@store/contracts/users';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSession } from '../../lib/session';

export function landingFor(auth: Pick<AuthResponse, 'role'>): string {
  if (auth.role === 'admin') return paths.admin;
  return auth.role === 'helper' ? paths.assisDash : paths.home;
}

/** A page that sent the visitor here to sign in (e.g. /place-order), to go back to afterwards. */
function returnPath(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('from' in state)) return undefined;
  const { from } = state;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

export default function LoginRoute() {
  const { token, signIn } = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [signedInOnArrival] = useState(() => token !== null);

  if (signedInOnArrival) return <Navigate to={paths.home} replace />;

  return (
    <div className="page container">
      <LoginForm
        onAuthenticated={(auth) => {
          signIn(auth);
          navigate(returnPath(state) ?? landingFor(auth), { replace: true });
        }}
      />
    </div>
  );
}
