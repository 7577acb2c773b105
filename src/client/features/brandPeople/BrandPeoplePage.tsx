import { useCallback, useState } from 'react';
import { BRAND_SEAT_LABELS, type BrandPeople } from '../../../contract';
import { getBrandPeople } from '../../api/brand';
import { formatCalendarDate } from '../../lib/dates';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { InviteForm } from './InviteForm';
import { RegionEditor } from './RegionEditor';
import '../manage/manage.css';
import '../brand/brand.css';
import './brandPeople.css';

/**
 * /manage/brand/people (decision 0078): the brand admin groups the cities of its stores into
 * regions and invites its people, each to a seat that decides which stores' figures they read.
 */
export function BrandPeoplePage() {
  const load = useCallback(() => getBrandPeople(), []);
  const people = useRemoteData(load);
  // a save answers the whole page: shown at once, without another read
  const [saved, setSaved] = useState<BrandPeople | null>(null);
  const data = saved ?? (people.status === 'ready' ? people.data : null);
  return (
    <div className="manage brand">
      <h1 className="page-title">People and regions</h1>
      {people.status === 'loading' ? <Spinner label="Loading the brand's people" /> : null}
      {people.status === 'error' ? <ErrorNotice onRetry={people.retry} /> : null}
      {data ? (
        <div className="brand-grid">
          <Card className="manage-card">
            <h2>Regions</h2>
            <p>Each city of your stores is in one region at most; a region manager reads its stores.</p>
            {/* keyed by what the server holds: a city another region took shows as untaken at once */}
            {data.regions.map((region) => (
              <RegionEditor
                key={`${region.id}:${region.name}:${region.city_ids.join()}`}
                people={data}
                region={region}
                onSaved={setSaved}
              />
            ))}
            <RegionEditor key={`new:${data.regions.length}`} people={data} region={null} onSaved={setSaved} />
          </Card>
          <Card className="manage-card">
            <h2>Invite someone</h2>
            <InviteForm people={data} onSent={async () => setSaved(await getBrandPeople())} />
          </Card>
          <Card className="manage-card">
            <h2>People</h2>
            <PeopleList data={data} />
          </Card>
        </div>
      ) : null}
    </div>
  );
}

function PeopleList({ data }: { data: BrandPeople }) {
  const seat = (row: { seat: keyof typeof BRAND_SEAT_LABELS; reads: string | null }) =>
    `${BRAND_SEAT_LABELS[row.seat]}${row.reads ? `, ${row.reads}` : ''}`;
  return (
    <>
      {data.people.length === 0 ? <p>Nobody yet: invite your head office, regions and stores.</p> : null}
      <ul className="brand-people" aria-label="People">
        {data.people.map((person) => (
          <li key={person.email}>
            <strong>{person.name}</strong> {person.email} · {seat(person)}
          </li>
        ))}
      </ul>
      {data.invites.length ? <h3>Invitations waiting</h3> : null}
      <ul className="brand-people" aria-label="Invitations waiting">
        {data.invites.map((invite) => (
          <li key={invite.email}>
            {invite.email} · {seat(invite)} · link works until{' '}
            {formatCalendarDate(invite.expires_at.slice(0, 10))}
          </li>
        ))}
      </ul>
    </>
  );
}
