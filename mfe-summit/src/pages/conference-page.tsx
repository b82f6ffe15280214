// /conference and /conference/:slug (spec 2.19): loads the conference product by slug (type
// conference) with a loader; no slug, or a failed product call, goes to /404Error; the summit's
// content comes with the product (Product.content) and names the page variant; an unknown slug, or a
// conference without a summit page, shows 'Sorry, conference not found!'.
import { startTransition, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { api, firstData, isProductError, logApiError, type Product, type ProductResponse } from 'shared-api';
import type { PageMeta, PageMetaArgs } from 'shared-api/page-meta';
import { Container, Loader, Skeleton, media, theme, useFirstData, usePageMeta } from 'shared-ui';
import { CURRENT, summitEnded } from '../features/conference/past-summit';
import { summitApi } from '../lib/summit-api';
import { ConferenceNotFound } from '../features/conference/sections';
import { ConferenceView } from '../features/conference/conference-view';
import { formatLongDate } from '../features/conference/format';
import { resolveTierTickets, type TierTickets } from '../lib/register';
import { summitEventJsonLd } from '../lib/structured-data';
import { parseSummitContent, type SummitPageContent } from '../lib/summit-content';
import { variantForSlug, type SummitVariant } from '../lib/summit-variant';

type Ready = { status: 'ready'; slug: string; product: Product; content: SummitPageContent; variant: Exclude<SummitVariant, 'not-found'>; tickets: TierTickets };
type State = { status: 'loading' } | Ready | { status: 'not-found' };

const HeroSkeleton = styled.div`
  background: ${theme.color.navy}; padding: 56px 0 48px; min-height: 520px;
  ${media.mobile} { padding: 32px 0 28px; min-height: 560px; }
`;

type Summit = Pick<Ready, 'content' | 'variant'>;

/** The summit page a conference product carries for this slug, or null (not a summit page: not found). */
function summitOf(slug: string, p: Product): Summit | null {
  const content = parseSummitContent(p.content, slug);
  const variant = content ? variantForSlug(slug, content.variant) : 'not-found';
  return content && variant !== 'not-found' ? { content, variant } : null;
}

const tierSlugs = ({ content }: Summit) => content.registration.tiers.map((t) => t.productSlug);

/** What the page reads first (the route's loader): the product, every tier's ticket, the next summit once this one has ended. */
interface FirstData { slug: string; product: ProductResponse; tickets?: TierTickets; next?: Record<string, unknown> | null }

/** The route's first data (ARCHITECTURE.md 5b): on the server, the page is rendered with all of it. */
export const loader = firstData(async ({ params }: { params: Record<string, string | undefined> }): Promise<FirstData | null> => {
  const slug = params.slug;
  if (!slug) return null;
  const product = await api.getProduct(slug, 'conference');
  const summit = isProductError(product) ? null : summitOf(slug, product);
  if (isProductError(product) || !summit) return { slug, product };
  const tickets = await resolveTierTickets(product, tierSlugs(summit), (s) => api.getProduct(s, 'conference'));
  const next = summitEnded(summit.content) ? await summitApi.getSummitContent(CURRENT).catch(() => null) : null;
  return { slug, product, tickets, next };
});

/**
 * What the page says in the head: /conference, the summit; a conference, its product's title,
 * description, image and Event JSON-LD (the page refines them from its summit content); an unknown
 * one, no page (404). The meta code is loaded when asked, off the page's first load.
 */
export const handle = {
  meta: async ({ data, params, origin }: PageMetaArgs): Promise<PageMeta | null> => {
    if (!params.slug) return { title: 'Medical Affairs Summit | ACMA', description: 'The annual one-day summit of the Accreditation Council for Medical Affairs.' };
    const { productMetaFrom } = await import('shared-api/page-meta');
    return productMetaFrom((data as FirstData | null)?.product ?? null, 'conference', origin);
  },
};

/** The first render's state, from the loader's data: the server renders the same page from the same data. */
function firstState(slug: string | undefined, first: FirstData | undefined): State {
  if (!slug || !first || first.slug !== slug) return { status: 'loading' };
  const p = first.product;
  if (isProductError(p)) return { status: 'not-found' };
  const summit = summitOf(slug, p);
  if (!summit) return { status: 'not-found' };
  return first.tickets ? { status: 'ready', slug, product: p, ...summit, tickets: first.tickets } : { status: 'loading' };
}

export default function ConferencePage() {
  const { slug } = useParams<{ slug?: string }>();
  const navigate = useNavigate();
  const first = useFirstData<FirstData>();
  const [state, setState] = useState<State>(() => firstState(slug, first));
  const firstSlug = useRef(firstState(slug, first).status !== 'loading' ? slug : null);

  useEffect(() => {
    if (!slug) { navigate('/404Error', { replace: true }); return undefined; }
    if (firstSlug.current === slug) { firstSlug.current = null; return undefined; } // the loader's answers are this page's
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
