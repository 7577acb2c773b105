/** A preference as a tick or a cross with its channel name; the state is spelt out for screen readers. */
export function PreferenceMark({ label, on }: { label: string; on: boolean }) {
  return (
    <span className={on ? 'preference-mark preference-on' : 'preference-mark preference-off'}>
      <span aria-hidden="true">{on ? '✓' : '✗'}</span> {label}
      <span className="visually-hidden">{on ? ' on' : ' off'}</span>
    </span>
  );
}
