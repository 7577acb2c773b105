import { type Role, STAFF_PAGE } from '../../contract';
import { Card } from '../ui/Card';
import { EmailText } from '../ui/EmailText';
import { LogoutForm } from './LogoutForm';

interface StaffPageProps {
  role: Role;
  email: string;
}

/**
 * What a manager, reviewer or other member of staff sees on every route: the app has only
 * auditor screens, whose calls would refuse them. Until the back office exists, it says so and
 * offers the way out, instead of a session-expired alert and a login loop (issue 10).
 */
export function StaffPage({ role, email }: StaffPageProps) {
  return (
    <Card className="simple-page staff-page">
      <h1 className="page-title">{STAFF_PAGE.title(role)}</h1>
      <p className="staff-page-email">
        <EmailText email={email} />
      </p>
      <p>{STAFF_PAGE.body}</p>
      <p>{STAFF_PAGE.next}</p>
      <LogoutForm className="staff-page-logout" />
    </Card>
  );
}
