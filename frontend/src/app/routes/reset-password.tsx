// /reset-password/:token: the link from the reset mail, where a new password is chosen.
import { useParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../features/auth';

export default function ResetPasswordRoute() {
  const { token = '' } = useParams();
  return (
    <div className="page container">
      <ResetPasswordForm token={token} />
    </div>
  );
}
