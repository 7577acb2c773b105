import { type FormEvent, type ReactNode, useState } from 'react';
import {
  BRAND_PEOPLE_MESSAGES,
  BRAND_SEAT_LABELS,
  BRAND_SEATS,
  type BrandPeople,
  type BrandSeat,
} from '../../../contract';
import { inviteToBrand } from '../../api/brand';
import { FieldErrors } from '../../forms/FieldErrors';
import { type SplitErrors, serverFieldProblem, splitSaveError } from '../../forms/serverErrors';
import { useServerAction } from '../../forms/useServerAction';

const NO_ERRORS: SplitErrors = { fields: {}, general: [] };
const FIELDS = ['email', 'seat', 'region_id', 'store_id'] as const;

/** Invites an address to a seat (decision 0078): the mail carries a one-time link to create the account. */
export function InviteForm(props: { people: BrandPeople; onSent: () => Promise<void> }) {
  const { people, onSent } = props;
  const [email, setEmail] = useState('');
  const [seat, setSeat] = useState<BrandSeat>('region');
  const [regionId, setRegionId] = useState('');
  const [storeId, setStoreId] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const invite = useServerAction<SplitErrors>({
    none: NO_ERRORS,
    refusal: (error) => splitSaveError(error, FIELDS),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    void invite.run(async () => {
      await inviteToBrand({
        email,
        seat,
        // only the pick the seat reads by: a region picked before switching to a store is not sent
        region_id: seat === 'region' && regionId ? Number(regionId) : null,
        store_id: seat === 'store' && storeId ? Number(storeId) : null,
      });
      setSent(email);
      setEmail('');
      await onSent();
    });
  };
  const fieldError = (field: (typeof FIELDS)[number]) => (
    <FieldErrors id={`invite-${field}-errors`} error={serverFieldProblem(invite.error.fields[field])} />
  );
  return (
    <form className="brand-invite" aria-label="Invite someone" onSubmit={submit} noValidate>
      {sent ? <p role="status">{BRAND_PEOPLE_MESSAGES.invited(sent)}</p> : null}
      {invite.error.general.map((message) => (
        <p key={message} className="form-error" role="alert">
          {message}
        </p>
      ))}
      <label htmlFor="invite-email">E-mail address</label>
      <input
        id="invite-email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {fieldError('email')}
      <label htmlFor="invite-seat">Reads</label>
      <select id="invite-seat" value={seat} onChange={(event) => setSeat(event.target.value as BrandSeat)}>
        {BRAND_SEATS.map((value) => (
          <option key={value} value={value}>
            {BRAND_SEAT_LABELS[value]}
          </option>
        ))}
      </select>
      {seat === 'region' ? (
        <PickOne
          id="invite-region"
          label="Region"
          choices={people.regions}
          value={regionId}
          onChange={setRegionId}
          errors={fieldError('region_id')}
        />
      ) : null}
      {seat === 'store' ? (
        <PickOne
          id="invite-store"
          label="Store"
          choices={people.stores}
          value={storeId}
          onChange={setStoreId}
          errors={fieldError('store_id')}
        />
      ) : null}
      <button type="submit" className="button" disabled={invite.busy}>
        Send the invitation
      </button>
    </form>
  );
}

/** The region or store a seat reads, picked by name. */
function PickOne(props: {
  id: string;
  label: string;
  choices: readonly { id: number; name: string }[];
  value: string;
  onChange: (value: string) => void;
  errors: ReactNode;
}) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">Pick a {props.label.toLowerCase()}</option>
        {props.choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      {props.errors}
    </>
  );
}
