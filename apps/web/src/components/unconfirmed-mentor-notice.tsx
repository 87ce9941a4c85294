import { accountMessages } from '@takt/shared/account-messages';
import { awaitsConfirmation } from '@takt/shared/policy';
import type { PublicUser } from '@takt/shared/schemas/user';

/**
 * Told on Naslovna and Profil to a mentor who registered through the school's link: until an
 * admin confirms the account, student data stays hidden, so empty lists are not a fault.
 */
export function UnconfirmedMentorNotice({
  user,
}: {
  user: Pick<PublicUser, 'isMentor' | 'isAdmin' | 'confirmed'>;
}) {
  if (!awaitsConfirmation(user)) return null;
  return (
    <p className="alert alert-info" role="status">
      {accountMessages.mentorUnconfirmed}
    </p>
  );
}
