import { Link, useMatches } from 'react-router-dom';
import { MESSAGES } from '../../contract';
import { Card } from '../ui/Card';

/** Route handle naming the area a placeholder stands in for. */
export interface AreaHandle {
  area: string;
}

function isAreaHandle(handle: unknown): handle is AreaHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as AreaHandle).area === 'string';
}

/** Stands in for an area that a later issue builds. */
export function PlaceholderPage() {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isAreaHandle);
  return (
    <Card className="simple-page">
      <h1 className="page-title">{handle?.area ?? 'Auditor Portal'}</h1>
      <p>{MESSAGES.notAvailableYet}</p>
      <Link className="button button-secondary" to="/">
        Back to the dashboard
      </Link>
    </Card>
  );
}
