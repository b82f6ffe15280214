// /additionalFields, guarded by the shell. The spec shows this route without content; here it is
// where a buyer of several seats of a certification assigns each seat to a person (name, email, and
// the region for BCMAS) and changes an assignment later. Each newly assigned person receives their
// own login email for the learning platform.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Container, Muted, Skeleton, theme } from 'shared-ui';
import { SeatRow } from '../features/seats/seat-row';
import { groupSeats, unassignedCount, useSeats } from '../features/seats/use-seats';
import { orderDate } from '../features/profile/use-order-history';
import type { PageMeta } from 'shared-api/page-meta';

const Page = styled(Container)`max-width: 1040px; padding-top: 32px; padding-bottom: 56px; display: flex; flex-direction: column; gap: 20px;`;
const Intro = styled.header`h1 { margin: 0 0 8px; } p { margin: 0; max-width: 720px; }`;
const Group = styled(Card)`
  display: flex; flex-direction: column; gap: 4px;
  header { display: flex; gap: 16px; align-items: center; margin-bottom: 8px; }
  img { width: 96px; height: 64px; object-fit: cover; border-radius: 8px; background: ${theme.color.surfaceAlt}; flex: none; }
  h2 { margin: 0; font-size: 1.15rem; color: ${theme.color.navy}; }
  p { margin: 2px 0 0; color: ${theme.color.muted}; font-size: 0.92rem; }
`;
const Empty = styled(Card)`text-align: center; padding: 36px 20px; p { margin: 0 0 12px; } a { font-weight: 700; color: ${theme.color.focus}; }`;

/** What the page says in the head (the shell writes it: its route module's handle.meta). */
export const handle = { meta: (): PageMeta => ({ title: 'Assign your seats | ACMA', description: 'Give each seat of your team purchase to a colleague: they receive their own login details.' }) };

export default function AdditionalFieldsPage() {
  const { state, save, retry } = useSeats();
  return (
    <Page>
      <Intro>
        <h1>Assign your seats</h1>
        <p>
          You bought several seats of a certification. Enter the name and email of each person who will take the program;
          we email each of them their own login details for the learning platform. You can change a seat later: the new
          holder receives their own login email.
        </p>
      </Intro>
      {state.status === 'loading' && <><Skeleton $h="220px" /><Skeleton $h="220px" /></>}
      {state.status === 'error' && (
        <Empty role="status"><p>We could not load your seats.</p><Button $variant="ghost" onClick={retry}>Try again</Button></Empty>
      )}
      {state.status === 'ready' && state.seats.length === 0 && (
        <Empty data-testid="no-seats">
          <p>You have no seats to assign. Seats appear here after you buy a certification for more than one person.</p>
          <Link to="/catalog">Browse the certifications</Link>
        </Empty>
      )}
      {state.status === 'ready' && groupSeats(state.seats).map((g) => {
        const open = unassignedCount(g.seats);
        return (
          <Group as="section" key={g.key} aria-labelledby={`group-${g.key}`} data-testid="seat-group">
            <header>
              {g.productImage && <img src={g.productImage} alt="" width={96} height={64} />}
              <div>
                <h2 id={`group-${g.key}`}>{g.productName}</h2>
                <p>Receipt {g.receiptId} · {orderDate(g.purchased)} · {g.seats.length} seats</p>
                <Muted as="p">{open ? `${open} of ${g.seats.length} still to assign` : 'Every seat is assigned'}</Muted>
              </div>
            </header>
            {g.seats.map((s) => <SeatRow key={s.seatId} seat={s} onSave={save} />)}
          </Group>
        );
      })}
    </Page>
  );
}
