// What to do next, by what was bought (spec section 2.14): a think tank video or report, a webinar
// (with its slide deck), or anything else (each item with its image, a ticket with its day, venue
// and badge form, the order history and share icons).
import styled from 'styled-components';
import type { OrderLine } from 'shared-api';
import { Link } from 'react-router-dom';
import { ButtonLink, Card, media, theme } from 'shared-ui';
import { ShareLinks } from './share-links';
import { LEARNING_PLATFORM_URL, signInWords, ticketsOnly } from './success-variant';

const Steps = styled.ol`
  margin: 0; padding: 0; list-style: none; counter-reset: step; display: grid; gap: 14px;
  li { counter-increment: step; display: grid; grid-template-columns: 36px 1fr; gap: 12px; align-items: start; }
  li::before {
    content: counter(step); display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px;
    border-radius: 50%; background: ${theme.color.accent}; color: ${theme.color.navy}; font-weight: 700;
  }
  strong { display: block; color: ${theme.color.navy}; }
  p { margin: 2px 0 0; color: ${theme.color.muted}; }
`;
const Panel = styled(Card)`
  display: flex; flex-direction: column; gap: 18px; text-align: left;
  h2 { margin: 0; font-size: 1.25rem; }
`;
const External = styled.a`font-weight: 700; color: ${theme.color.focus};`;

/** The first step: where to sign in and with which password, as the login email said it. */
function SignInStep({ login }: { login: OrderLine['login'] }) {
  const words = signInWords(login);
  return (
    <li>
      <div>
        <strong>Log in to the learning platform</strong>
        <p data-testid="sign-in-step">
          {words.before}{' '}
          <External href={LEARNING_PLATFORM_URL} target="_blank" rel="noopener noreferrer">the ACMA learning platform<span className="visually-hidden"> (opens in a new tab)</span></External>
          {words.after.startsWith(':') ? '' : ' '}{words.after}
        </p>
      </div>
    </li>
  );
}

export function ThinkTankSteps({ line }: { line: OrderLine }) {
  const kind = line.metadata.productType === 'thinkTankReport' ? 'report' : 'video';
  return (
    <Panel as="section" aria-labelledby="next-steps-title" data-testid="think-tank-steps">
      <h2 id="next-steps-title">How to access your think tank {kind}</h2>
      <Steps>
        <SignInStep login={line.login} />
        <li><div><strong>Open My Courses</strong><p>Everything you have bought is listed under My Courses.</p></div></li>
        <li><div><strong>Click the think tank {kind}</strong><p>Select “{line.name}” to {kind === 'video' ? 'watch it' : 'read it'}.</p></div></li>
      </Steps>
    </Panel>
  );
}

export function WebinarSteps({ line }: { line: OrderLine }) {
  return (
    <Panel as="section" aria-labelledby="next-steps-title" data-testid="webinar-steps">
      <h2 id="next-steps-title">How to access your webinar</h2>
      <Steps>
        <SignInStep login={line.login} />
        <li><div><strong>Open My Courses</strong><p>Everything you have bought is listed under My Courses.</p></div></li>
        <li><div><strong>Click the webinar</strong><p>Select “{line.name}” to watch the session.</p></div></li>
        <li><div><strong>Download the slide deck</strong><p>The speakers' slides are attached to the webinar as a download.</p></div></li>
      </Steps>
    </Panel>
  );
}

const Items = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 12px;
  > li { display: flex; gap: 16px; align-items: center; padding: 12px; border: 1px solid ${theme.color.line}; border-radius: 8px; }
  img { width: 96px; height: 64px; object-fit: cover; border-radius: 6px; background: ${theme.color.surfaceAlt}; flex: none; }
  ${media.mobile} { > li { align-items: flex-start; } img { width: 72px; height: 48px; } }
`;
const Item = styled.div`
  display: grid; gap: 6px; min-width: 0;
  > span { font-weight: 600; color: ${theme.color.navy}; }
`;
const Ticket = styled.div`
  display: grid; gap: 4px;
  p { margin: 0; }
  dt { font-weight: 700; color: ${theme.color.navy}; }
  dl { margin: 0; display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 12px; }
  dd { margin: 0; }
  a { font-weight: 700; color: ${theme.color.focus}; }
`;
const Actions = styled.div`display: flex; flex-direction: column; align-items: center; gap: 16px;`;

/** An event or summit ticket's day, venue and (a summit's) badge form, under its name. */
function TicketDetails({ event }: { event: NonNullable<OrderLine['event']> }) {
  return (
    <Ticket data-testid="event-ticket">
      <dl>
        <dt>When</dt><dd>{event.when}</dd>
        {event.venue && <><dt>Where</dt><dd>{event.venue}</dd></>}
      </dl>
      {event.badgePath && (
        <p>Tell us how your name and role should appear on your badge: <Link to={event.badgePath}>complete your attendee badge</Link>.</p>
      )}
    </Ticket>
  );
}

/**
 * The generic page (spec 2.14: any other item, or several): each item's name and image (a ticket
 * with its day, venue and badge form), View Order History and the share icons.
 */
export function PurchasedItems({ lines, shareUrl }: { lines: OrderLine[]; shareUrl: string }) {
  const tickets = ticketsOnly(lines);
  const one = lines.length === 1;
  return (
    <Panel as="section" aria-labelledby="purchased-title" data-testid="purchased-items">
      <h2 id="purchased-title">{tickets ? (one ? 'Your ticket' : 'Your tickets') : one ? 'Your purchase' : 'Your purchases'}</h2>
      <Items>
        {lines.map((l, i) => (
          <li key={`${l.metadata.productId}-${i}`} data-testid="purchased-item">
            {l.images[0] ? <img src={l.images[0]} alt="" width={96} height={64} /> : null}
            <Item>
              <span>{l.name}</span>
              {l.event && <TicketDetails event={l.event} />}
            </Item>
          </li>
        ))}
      </Items>
      <Actions>
        <ButtonLink to="/profile">View Order History</ButtonLink>
        <p>{tickets ? 'Tell your colleagues you will be there:' : 'Tell your colleagues about your new program:'}</p>
        <ShareLinks url={shareUrl} />
      </Actions>
    </Panel>
  );
}
