// Honest answers for addresses the shop does not have (404): they say so plainly and offer a way on.
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/ui/page-heading';
import { paths } from '../../config/paths';

export function NotFoundPage({
  title = 'Page not found',
  children,
}: {
  title?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="page container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <PageHeading title={title}>{title}</PageHeading>
      {children ?? <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>}
      <p className="not-found__links">
        <Link to={paths.home} className="button button--primary">
          Go to the home page
        </Link>
        <Link to={paths.collection} className="button">
          Browse the collection
        </Link>
      </p>
    </div>
  );
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
