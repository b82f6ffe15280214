// /profile (spec section 2.15), guarded by the shell: the banner with the user's picture, email and
// role label, shortcuts to Home, Catalog and Cart, a pointer to seats still to assign, and the Order
// History.
import styled from 'styled-components';
import { useAuth } from 'shared-auth';
import { Container, Skeleton } from 'shared-ui';
import { OrderHistory } from '../features/profile/order-history';
import { ProfileBanner } from '../features/profile/profile-banner';
import { useOrderHistory } from '../features/profile/use-order-history';
import { SeatsLink } from '../features/seats/seats-link';
import type { PageMeta } from 'shared-api/page-meta';

const Page = styled(Container)`max-width: 960px; padding-top: 32px; padding-bottom: 56px; display: flex; flex-direction: column; gap: 24px;`;

/** What the page says in the head (the shell writes it: its route module's handle.meta). */
export const handle = { meta: (): PageMeta => ({ title: 'My profile | ACMA', description: 'Your ACMA account and the history of your orders.' }) };

export default function ProfilePage() {
  const { user } = useAuth();
  const history = useOrderHistory(user?.email);
  if (!user) {
    return <Page aria-busy="true"><h1 className="visually-hidden">My profile</h1><Skeleton $h="144px" /><Skeleton $h="112px" /></Page>;
  }
  return (
    <Page>
      <ProfileBanner user={user} />
      <SeatsLink />
      <OrderHistory state={history.state} onRetry={history.retry} />
    </Page>
  );
}
