/**
 * A preference as a tick or a cross with its channel name; the state is spelt out for screen
 * readers, and `note` says what a crossed channel still needs.
 */
export function PreferenceMark({ label, on, note }: { label: string; on: boolean; note?: string }) {
  return (
    <span className={on ? 'preference-mark preference-on' : 'preference-mark preference-off'}>
      <span aria-hidden="true">{on ? '✓' : '✗'}</span> {label}
      <span className="visually-hidden">{on ? ' on' : ' off'}</span>
      {note ? <span className="preference-note"> ({note})</span> : null}
    </span>
  );
}
