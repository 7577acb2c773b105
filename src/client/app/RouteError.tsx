import { MESSAGES } from '../../contract';
import { Card } from '../ui/Card';

/** A screen that failed to load or render, inside the shell, with a way out (ScreenBoundary). */
export function RouteError() {
  return (
    <Card className="simple-page">
      <h1 className="page-title">Something went wrong</h1>
      <p>{MESSAGES.genericError}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </Card>
  );
}
