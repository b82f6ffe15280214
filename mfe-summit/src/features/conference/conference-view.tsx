// The summit page (spec 2.19): the same layout for the full-price and the discounted variant; the
// registration tiers come from the data.
import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import type { TierTickets } from '../../lib/register';
import type { TimerClock } from '../../lib/alternation';
import type { SummitPageContent } from '../../lib/summit-content';
import type { SummitVariant } from '../../lib/summit-variant';
import { AboutCouncil } from './about-council';
import { Hero } from './hero';
import { Hotel } from './hotel';
import { PastSummitNotice, summitEnded, type NextSummit } from './past-summit';
import { Registration } from './registration';
import { NAV_HEIGHT, SectionNav } from './section-nav';
import { Agenda, AwardsTeaser, Speakers, Sponsors, WhyJoin } from './sections';
import { Sponsorship } from './sponsorship';

// The group-ticket and sponsor dialogs (with the lead-form stack, shared-ui/forms) load when wanted:
// their buttons hovered, focused or pressed, not with the page's first load.
const loadDialogs = () => import('./lead-dialogs');
const GroupTicketsDialog = lazy(async () => ({ default: (await loadDialogs()).GroupTicketsDialog }));
const SponsorDialog = lazy(async () => ({ default: (await loadDialogs()).SponsorDialog }));
const preloadDialogs = () => { loadDialogs().catch((e: unknown) => console.error('[summit] the dialogs could not be loaded', e)); };

/**
 * The page. A focused element is never under the top bar nor the stuck section navigation (WCAG
 * 2.4.11): the document's scroll-padding keeps it below the top bar, each element's scroll-margin adds
 * the navigation's height (Shift+Tab once put buttons under both bars).
 */
const Page = styled.div`
  & * { scroll-margin-top: ${NAV_HEIGHT}px; }
`;

/** `next`: the summit ahead, for a summit that has ended (its route's data: conference-page.tsx), or null. */
export function ConferenceView({ content, tickets, variant, next, clock }: {
  content: SummitPageContent; tickets: TierTickets; variant: Exclude<SummitVariant, 'not-found'>; next: NextSummit | null; clock?: TimerClock;
}) {
  const [dialog, setDialog] = useState<'group' | 'sponsor' | null>(null);
  const [wanted, setWanted] = useState(false);
  const close = useCallback(() => setDialog(null), []);
  const openGroup = useCallback(() => { setWanted(true); setDialog('group'); }, []);
  const openSponsor = useCallback(() => { setWanted(true); setDialog('sponsor'); }, []);
  // a summit whose end date has passed is an archive: no tickets, a link to the next summit
  const ended = summitEnded(content);
  return (
    <Page data-testid="summit-page" data-variant={variant} data-ended={ended ? 'true' : 'false'}>
      <Hero content={content} clock={clock} ended={ended} />
      {ended && <PastSummitNotice content={content} next={next} />}
      <SectionNav />
      <Speakers content={content} />
      <WhyJoin content={content} ended={ended} />
      <Agenda content={content} />
      <Sponsors content={content} />
      <AwardsTeaser content={content} ended={ended} />
      <Registration content={content} tickets={tickets} onGroupTickets={openGroup} onIntent={preloadDialogs} closed={ended ? { next } : undefined} />
      <AboutCouncil content={content} />
      <Hotel content={content} ended={ended} />
      <Sponsorship content={content} onSponsor={openSponsor} onIntent={preloadDialogs} />
      {wanted && (
        <Suspense fallback={null}>
          <GroupTicketsDialog open={dialog === 'group'} onClose={close} summitName={content.name} />
          <SponsorDialog open={dialog === 'sponsor'} onClose={close} />
        </Suspense>
      )}
    </Page>
  );
}
