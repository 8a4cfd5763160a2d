// /profile: Profile Settings for the signed-in shopper.
import { PasswordForm } from '../../features/profile';
import { useSession } from '../../lib/session';

export default function ProfileRoute() {
  const { token, user } = useSession();
  return (
    <div className="page container">
      <PasswordForm email={user?.email ?? ''} signedIn={token !== null} />
    </div>
  );
}
