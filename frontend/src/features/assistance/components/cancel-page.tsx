// /cancel: after 'Cancel Request', says plainly that the request is closed and offers the ways on.
import { Link } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';

export function CancelPage() {
  return (
    <div className="page container live-help">
      <PageHeading title="Request cancelled">Request cancelled</PageHeading>
      <p>Your request for live help is cancelled. No helper will join you for it.</p>
      <p>You can ask again at any time, from any page, with the Live Assistance button.</p>
      <div className="live-help__actions">
        <Link to={paths.liveStart} className="button button--primary">
          Start live help again
        </Link>
        <Link to={paths.collection} className="button">
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
