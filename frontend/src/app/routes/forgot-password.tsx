// /forgot-password: ask for a link to choose a new password.
import { ForgotPasswordForm } from '../../features/auth';

export default function ForgotPasswordRoute() {
  return (
    <div className="page container">
      <ForgotPasswordForm />
    </div>
  );
}
