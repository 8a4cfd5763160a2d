// /newsletter/confirm/:token and /newsletter/unsubscribe/:token: the links of the newsletter's mails.
import { useParams } from 'react-router-dom';
import { NewsletterLinkPage } from '../../features/newsletter';

export function NewsletterConfirmRoute() {
  const { token = '' } = useParams();
  return (
    <div className="page container">
      <NewsletterLinkPage action="confirm" token={token} />
    </div>
  );
}

export function NewsletterUnsubscribeRoute() {
  const { token = '' } = useParams();
  return (
    <div className="page container">
      <NewsletterLinkPage action="unsubscribe" token={token} />
    </div>
  );
}
