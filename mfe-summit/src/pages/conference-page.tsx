// /conference and /conference/:slug (spec 2.19): loads the conference product by slug (type
// conference) with a loader; no slug, or a failed product call, goes to /404Error; the summit's
// content comes with the product (Product.content) and names the page variant; an unknown slug, or a
// conference without a summit page, shows 'Sorry, conference not found!'.
import { startTransition, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { api, isProductError, logApiError, peekInlined, type Product } from 'shared-api';
import { Container, Loader, Skeleton, media, theme, usePageMeta } from 'shared-ui';
import { ConferenceNotFound } from '../features/conference/sections';
import { ConferenceView } from '../features/conference/conference-view';
import { formatLongDate } from '../features/conference/format';
import { resolveTierTickets, tierTicketsFrom, type TierTickets } from '../lib/register';
import { summitEventJsonLd } from '../lib/structured-data';
import { parseSummitContent, type SummitPageContent } from '../lib/summit-content';
import { variantForSlug, type SummitVariant } from '../lib/summit-variant';

type Ready = { status: 'ready'; slug: string; product: Product; content: SummitPageContent; variant: Exclude<SummitVariant, 'not-found'>; tickets: TierTickets };
type State = { status: 'loading' } | Ready | { status: 'not-found' };

const HeroSkeleton = styled.div`
  background: ${theme.color.navy}; padding: 56px 0 48px; min-height: 520px;
  ${media.mobile} { padding: 32px 0 28px; min-height: 560px; }
`;

const conferenceQuery = (slug: string) => ({ slug, type: 'conference' });

type Summit = Pick<Ready, 'content' | 'variant'>;

/** The summit page a conference product carries for this slug, or null (not a summit page: not found). */
function summitOf(slug: string, p: Product): Summit | null {
  const content = parseSummitContent(p.content, slug);
  const variant = content ? variantForSlug(slug, content.variant) : 'not-found';
  return content && variant !== 'not-found' ? { content, variant } : null;
}

const tierSlugs = ({ content }: Summit) => content.registration.tiers.map((t) => t.productSlug);

/**
 * The first render's state, from the answers the document inlined (the product and, for a tier sold
 * by another conference product, that product): the server renders the same page from the same
 * answers, and the browser's first render matches it. Loading when an answer is not inlined.
 */
function inlinedState(slug: string | undefined): State {
  if (!slug) return { status: 'loading' };
  const p = peekInlined('/product', conferenceQuery(slug)) as Product | undefined;
  if (!p || isProductError(p)) return { status: 'loading' };
  const summit = summitOf(slug, p);
  if (!summit) return { status: 'not-found' };
  const tickets = tierTicketsFrom(p, tierSlugs(summit), (tier) => peekInlined('/product', conferenceQuery(tier)));
  return tickets ? { status: 'ready', slug, product: p, ...summit, tickets } : { status: 'loading' };
}

export default function ConferencePage() {
  const { slug } = useParams<{ slug?: string }>();
  const navigate = useNavigate();
  const [state, setState] = useState<State>(() => inlinedState(slug));

  useEffect(() => {
    if (!slug) { navigate('/404Error', { replace: true }); return undefined; }
    let cancelled = false;
    // the page of this slug stays on screen while it is fetched again (its answers are the inlined ones)
    setState((s) => (s.status === 'ready' && s.slug === slug ? s : { status: 'loading' }));
    (async () => {
      const p = await api.getProduct(slug, 'conference');
      if (cancelled) return;
      // an unknown slug: this page's own 'Sorry, conference not found!' (spec 2.19 and its error table)
      if (isProductError(p)) { setState({ status: 'not-found' }); return; }
      const summit = summitOf(slug, p);
      if (!summit) { setState({ status: 'not-found' }); return; }
      const tickets = await resolveTierTickets(p, tierSlugs(summit), (s) => api.getProduct(s, 'conference'));
      // a transition: the page renders in short slices, not one long task (Total Blocking Time)
      if (!cancelled) startTransition(() => setState({ status: 'ready', slug, product: p, ...summit, tickets }));
    })().catch((e: unknown) => {
      logApiError('product', e);
      if (!cancelled) navigate('/404Error', { replace: true });
    });
    return () => { cancelled = true; };
  }, [slug, navigate]);

  const ready = state.status === 'ready' ? state : null;
  const c = ready?.content;
  // while the product loads, the head stays as the server (or, after a client navigation, the shell's
  // route meta) wrote it: a generic title in between would flicker and could be read by a crawler
  usePageMeta(c && ready
    ? {
        title: c.meta?.title ?? `${c.name} | ACMA`,
        description: c.meta?.description ?? `${c.tagline} ${formatLongDate(c.startDate)} at ${c.venue.name}, ${c.venue.city}.`,
        image: ready.product.productImage ?? undefined,
        // (the head is the browser's business: the server's render writes none, and has no origin)
        jsonLd: typeof window === 'undefined' ? null : summitEventJsonLd(ready.content, ready.product, ready.tickets, window.location.origin),
      }
    : state.status === 'not-found'
      ? { title: 'Conference not found | ACMA', description: 'The annual one-day summit of the Accreditation Council for Medical Affairs.' }
      : null);

  if (state.status === 'not-found') return <ConferenceNotFound slug={slug ?? ''} />;
  if (!ready) {
    return (
      <div aria-busy="true" data-testid="summit-loading">
        <HeroSkeleton>
          <Container>
            <Skeleton $w="45%" $h="20px" style={{ opacity: 0.3 }} />
            <Skeleton $w="70%" $h="56px" style={{ opacity: 0.3, marginTop: 16 }} />
            <Loader label="Loading the summit" />
          </Container>
        </HeroSkeleton>
      </div>
    );
  }
  return <ConferenceView content={ready.content} tickets={ready.tickets} variant={ready.variant} />;
}
