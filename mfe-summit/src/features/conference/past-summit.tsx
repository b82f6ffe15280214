// A summit whose end date has passed: its page and agenda stay as an archive, its tickets are no
// longer sold (the API refuses them too), and it points to the next summit, which the API names as
// the current one.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, theme } from 'shared-ui';
import { parseSummitContent, type SummitPageContent } from '../../lib/summit-content';
import { formatDeadline } from './format';

/** Whether the summit has ended (its end date, else its start date, is past `now`). */
export function summitEnded(content: Pick<SummitPageContent, 'startDate' | 'endDate'>, now: number = Date.now()): boolean {
  const end = Date.parse(content.endDate || content.startDate);
  return !Number.isNaN(end) && end <= now;
}

export interface NextSummit { slug: string; name: string; startDate: string }

/** The API's name for the summit ahead. */
export const CURRENT = 'current';

/** The next summit from the API's current summit content: null when it is this one or has ended too. */
export function nextSummitOf(raw: unknown, slug: string): NextSummit | null {
  const c = raw ? parseSummitContent(raw, CURRENT) : null;
  return c && c.slug !== slug && !summitEnded(c) ? { slug: c.slug, name: c.name, startDate: c.startDate } : null;
}

const Banner = styled.section`
  background: ${theme.color.surfaceAlt}; border-bottom: 1px solid ${theme.color.line}; padding: 20px 0;
  h2 { margin: 0 0 6px; font-size: 1.25rem; }
  p { margin: 0; }
  .next { min-height: 1.5em; margin-top: 6px; font-weight: 600; }
`;

/** The archive notice under the hero of a summit that has ended. */
export function PastSummitNotice({ content, next }: { content: SummitPageContent; next: NextSummit | null }) {
  return (
    <Banner aria-labelledby="past-summit-title" data-testid="past-summit">
      <Container>
        <h2 id="past-summit-title">This summit has taken place</h2>
        <p>{content.name} was held on {formatDeadline(content.startDate)}. Its program and agenda stay here as an archive; its tickets are no longer on sale.</p>
        <p className="next">{next && <Link to={`/conference/${next.slug}`}>See the next summit: {next.name}, {formatDeadline(next.startDate)}</Link>}</p>
      </Container>
    </Banner>
  );
}

/** What the registration section shows in place of the tickets of a summit that has ended. */
export function RegistrationClosed({ next }: { next: NextSummit | null }) {
  return (
    <div data-testid="registration-closed">
      <p><strong>Registration has closed:</strong> this summit has taken place.</p>
      {next && <p><Link to={`/conference/${next.slug}#payment`}>Register for {next.name}</Link></p>}
    </div>
  );
}
