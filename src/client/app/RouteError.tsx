import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { MESSAGES } from '../../contract';
import { Card } from '../ui/Card';

/** A screen that failed to load or render, inside the shell, with a way out. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Card className="simple-page">
      <h1 className="page-title">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>{notFound ? 'There is nothing at this address.' : MESSAGES.genericError}</p>
      {notFound ? (
        <Link className="button button-primary" to="/">
          Go to the dashboard
        </Link>
      ) : (
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      )}
    </Card>
  );
}
