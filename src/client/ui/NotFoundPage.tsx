import { Link } from 'react-router-dom';
import { Card } from './Card';

export function NotFoundPage() {
  return (
    <Card className="simple-page">
      <h1 className="page-title">Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link className="button button-primary" to="/">
        Go to the dashboard
      </Link>
    </Card>
  );
}
