import { Link } from 'react-router-dom';
import { type AccountProfile, DETAILS_TEXTS, type ProfileInfo } from '../../../contract';
import { avatarFor, formatPhone, fullName } from '../../lib/profileDisplay';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { CertificationStandingText } from '../certification/CertificationStandingText';
import './ProfileCard.css';

interface ProfileCardProps {
  user: AccountProfile;
  info: ProfileInfo;
}

export function ProfileCard({ user, info }: ProfileCardProps) {
  const name = fullName(info.first_name, info.last_name);
  const mobile = formatPhone(user.dial_code, user.mobile_number);
  const city = info.city?.name;

  return (
    <Card className="profile-card">
      <div className="profile-head">
        <img className="profile-avatar" src={avatarFor(info.gender)} alt="" width={72} height={72} />
        <div className="profile-identity">
          <p className="profile-name" data-testid="profile-name">
            {name || <span className="profile-missing">Name not set</span>}
          </p>
          <p className="profile-email">{user.email}</p>
        </div>
      </div>
      <dl className="profile-facts">
        <div>
          <dt>City</dt>
          <dd data-testid="profile-city">{city ?? <span className="profile-missing">Not set</span>}</dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd data-testid="profile-mobile">
            {mobile ?? (
              <Link className="profile-update-mobile" to="/details/mobile_number/edit">
                Update Mobile Number
              </Link>
            )}
          </dd>
        </div>
        <div>
          <dt>{DETAILS_TEXTS.certificationScore}</dt>
          <dd data-testid="profile-certification">
            <CertificationStandingText standing={user.certification} />
          </dd>
        </div>
      </dl>
      <Link className="profile-more" to="/details">
        View my profile
        <span aria-hidden="true"> →</span>
      </Link>
    </Card>
  );
}

export function ProfileCardSkeleton() {
  return (
    <Card className="profile-card">
      <div className="profile-head">
        <Skeleton width="72px" height="72px" round />
        <div className="profile-identity">
          <Skeleton width="60%" height="1.2rem" />
          <Skeleton width="80%" height="0.9rem" />
        </div>
      </div>
      <div className="profile-facts">
        <Skeleton width="50%" />
        <Skeleton width="65%" />
      </div>
      <span className="visually-hidden" role="status">
        Loading your profile
      </span>
    </Card>
  );
}
