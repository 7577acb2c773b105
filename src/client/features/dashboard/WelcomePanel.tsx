import { Link } from 'react-router-dom';

interface WelcomePanelProps {
  brand: string | undefined;
}

/** Shown while the first or last name is missing: the first thing a new auditor should do. */
export function WelcomePanel({ brand }: WelcomePanelProps) {
  return (
    <section className="welcome-panel" aria-labelledby="welcome-heading" data-testid="welcome-panel">
      <div>
        <h2 id="welcome-heading">{brand ? `Welcome to ${brand}!` : 'Welcome!'}</h2>
        <p>Please save your details to get started. We use them to show you audits near you.</p>
      </div>
      <Link className="button welcome-panel-action" to="/details/profile/edit">
        Save my details
      </Link>
    </section>
  );
}
