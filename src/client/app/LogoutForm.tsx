import { type FormEvent, useState } from 'react';
import { prepareLogout } from '../session/logout';

/**
 * Logout is a real form POST to the server (spec), so it works even when the app is broken.
 * Before it leaves, the cached API responses are deleted.
 */
export function LogoutForm({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    if (await prepareLogout()) {
      form.submit();
    } else {
      setBusy(false);
    }
  };

  return (
    <form method="post" action="/auth/logout" className={className} onSubmit={onSubmit}>
      <button type="submit" className="logout-button" disabled={busy}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Logout
      </button>
    </form>
  );
}
