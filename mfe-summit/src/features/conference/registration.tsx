import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Container, Price, media, theme } from 'shared-ui';
import type { SummitPageContent } from '../../lib/summit-content';
import { registerForConference, type TierTickets } from '../../lib/register';
import { RegistrationClosed, type NextSummit } from './past-summit';
import { Anchor, SectionHead } from './sections';

const Tiers = styled.div<{ $n: number }>`
  display: grid; gap: 20px; margin-bottom: 24px;
  grid-template-columns: repeat(${(p) => Math.min(3, Math.max(1, p.$n))}, minmax(0, ${(p) => (p.$n === 1 ? '560px' : '1fr')}));
  ${media.mobile} { grid-template-columns: 1fr; }
`;
const TierCard = styled(Card)`
  display: flex; flex-direction: column; gap: 10px; border-top: 6px solid ${theme.color.accent};
  h3 { margin: 0; font-size: 1.3rem; }
  .aud { margin: 0; color: ${theme.color.muted}; }
  ul { margin: 4px 0 8px; padding-left: 20px; }
  li { margin-bottom: 4px; }
  button { margin-top: auto; }
`;
const Group = styled.div`
  display: flex; gap: 16px; justify-content: space-between; align-items: center; flex-wrap: wrap;
  background: #fff; border: 1px dashed ${theme.color.muted}; border-radius: ${theme.radius}; padding: 20px;
  h3 { margin: 0 0 4px; }
  p { margin: 0; max-width: 70ch; }
`;

export function Registration({ content, tickets, onGroupTickets, onIntent, closed }: {
  content: SummitPageContent; tickets: TierTickets; onGroupTickets: () => void; onIntent?: () => void;
  /** The summit has ended: no Register buttons, the next summit's registration instead. */
  closed?: { next: NextSummit | null };
}) {
  const navigate = useNavigate();
  const reg = content.registration;
  return (
    <Anchor id="payment" $alt aria-labelledby="payment-title">
      <Container>
        <SectionHead>
          <h2 id="payment-title">{reg.title}</h2>
          <p>{reg.text}</p>
        </SectionHead>
        {closed && <RegistrationClosed next={closed.next} />}
        <Tiers $n={reg.tiers.length}>
          {reg.tiers.map((t) => {
            const ticket = tickets[t.productSlug] ?? null;
            return (
              <TierCard key={t.id} data-testid="tier-card" data-tier={t.id}>
                <h3>{t.name}</h3>
                <p className="aud">{t.audience}</p>
                {ticket && <Price price={ticket.productPrice} strikeout={ticket.strikeoutPrice} />}
                <ul>{t.features.map((f) => <li key={f}>{f}</li>)}</ul>
                {!closed && (
                  <Button
                    aria-label={`Register: ${t.name}`}
                    onClick={() => { if (registerForConference(ticket)) navigate('/cart'); }}
                  >Register</Button>
                )}
              </TierCard>
            );
          })}
        </Tiers>
        <Group>
          <div>
            <h3>Group discounts</h3>
            <p>{reg.groupDiscounts}</p>
          </div>
          <Button $variant="secondary" onClick={onGroupTickets} onPointerEnter={onIntent} onFocus={onIntent}>Ask about group tickets</Button>
        </Group>
      </Container>
    </Anchor>
  );
}
