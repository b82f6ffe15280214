import styled from 'styled-components';
import { Button, Container, MOBILE_QUERY, media, theme } from 'shared-ui';
import { useMediaQuery } from 'shared-ui/use-media-query';
import type { TimerClock } from '../../lib/alternation';
import { HERO_TRANSITION_MS } from '../../lib/alternation';
import type { SummitPageContent } from '../../lib/summit-content';
import { scrollToId } from '../../lib/scroll';
import { summitHours } from '../../lib/summit-hours';
import { formatLongDate, formatTime } from './format';
import { useAlternation } from './use-alternation';

const Wrap = styled.header`
  background: linear-gradient(135deg, ${theme.color.navy} 0%, ${theme.color.navyLight} 100%); color: #fff;
  padding: 56px 0 48px;
  ${media.mobile} { padding: 32px 0 28px; }
  h1 { color: #fff; font-size: clamp(1.9rem, 4vw, 3rem); margin: 8px 0 12px; max-width: 22ch; }
`;
const Meta = styled.p`
  margin: 0; font-weight: 600; color: ${theme.color.accent}; letter-spacing: .02em;
`;
const Tagline = styled.p`font-size: 1.15rem; max-width: 60ch; margin: 0 0 24px; color: ${theme.color.onNavy};`;
const States = styled.div`
  display: grid; grid-template-columns: 1fr 1fr; gap: 20px; margin-bottom: 28px;
  ${media.mobile} { grid-template-columns: 1fr; }
`;
const State = styled.div<{ $shown: boolean; $fading: boolean }>`
  background: rgba(255, 255, 255, 0.08); border: 1px solid rgba(255, 255, 255, 0.18); border-radius: ${theme.radius};
  padding: 20px;
  h2 { color: #fff; margin: 4px 0 8px; font-size: 1.35rem; }
  p { margin: 0; color: ${theme.color.onNavy}; }
  span { color: ${theme.color.accent}; font-weight: 600; font-size: .9rem; text-transform: uppercase; letter-spacing: .06em; }
  ${media.mobile} {
    grid-area: 1 / 1; /* both states share one cell: the taller one sets the height, no layout shift */
    opacity: ${(p) => (p.$shown && !p.$fading ? 1 : 0)};
    visibility: ${(p) => (p.$shown ? 'visible' : 'hidden')};
    transition: opacity ${HERO_TRANSITION_MS}ms ease-in-out;
  }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;
const Actions = styled.div`display: flex; gap: 12px; flex-wrap: wrap;`;
const Outline = styled(Button)`color: #fff; border-color: #fff; background: transparent; &:hover:not(:disabled) { background: rgba(255,255,255,.12); }`;

/**
 * The hero. Its markup is the same on every screen (the server renders it without knowing the
 * viewport): the first state is the active one, and CSS alone decides what a phone shows (the active
 * state; the other is hidden, visibility: hidden, so assistive technology skips it too) and what a
 * wide screen shows (both). On phones the states then alternate every 10 s.
 */
export function Hero({ content, clock, ended = false }: { content: SummitPageContent; clock?: TimerClock; /** an archive: no registration */ ended?: boolean }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const { index, transitioning } = useAlternation(content.hero.length, mobile, clock);
  const hours = summitHours(content);
  return (
    <Wrap>
      <Container>
        <Meta>
          <time dateTime={content.startDate}>{formatLongDate(content.startDate)}</time>
          {' · '}<span data-testid="summit-hours">{`${formatTime(hours.start)} to ${formatTime(hours.end)}`}</span> · {content.venue.name}, {content.venue.city}
        </Meta>
        <h1>{content.name}</h1>
        <Tagline>{content.tagline}</Tagline>
        {/* the alternation is decorative motion: not announced (aria-live off) */}
        <States role="group" aria-label="Why attend the summit" aria-live="off" data-testid="hero-states" data-active={index}>
          {content.hero.map((s, i) => (
            <State key={s.title} $shown={i === index} $fading={transitioning && i === index} data-shown={i === index} data-testid="hero-state">
              <span>{s.eyebrow}</span>
              <h2>{s.title}</h2>
              <p>{s.text}</p>
            </State>
          ))}
        </States>
        <Actions>
          {!ended && <Button onClick={() => scrollToId('payment')}>Register Today</Button>}
          <Outline onClick={() => scrollToId('agenda')}>See the agenda</Outline>
        </Actions>
      </Container>
    </Wrap>
  );
}
