// /conference and /conference/:slug (spec 2.19): the conference product of the slug (type conference),
// read by the route's loader on both sides with its tiers' tickets and, once it has ended, the next
// summit; no slug, or a failed product call, goes to /404Error; the summit's content comes with the
// product (Product.content) and names the page variant; an unknown slug, or a conference without a
// summit page, shows 'Sorry, conference not found!'.
import { useEffect } from 'react';
import { useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import { api, isProductError, type Product, type ProductResponse } from 'shared-api';
import type { PageMeta, PageMetaArgs } from 'shared-api/page-meta';
import { Container, Loader, RouteData, Skeleton, dataLoader, media, theme, type RouteDataOf } from 'shared-ui';
import { ReadFailed } from 'shared-ui/read-failed';
import { CURRENT, nextSummitOf, summitEnded } from '../features/conference/past-summit';
import { summitApi } from '../lib/summit-api';
import { ConferenceNotFound } from '../features/conference/sections';
import { ConferenceView } from '../features/conference/conference-view';
import { resolveTierTickets, type TierTickets } from '../lib/register';
import { parseSummitContent, type SummitPageContent } from '../lib/summit-content';
import { variantForSlug, type SummitVariant } from '../lib/summit-variant';

const NOT_FOUND_PATH = '/404Error';

type Ready = { status: 'ready'; product: Product; content: SummitPageContent; variant: Exclude<SummitVariant, 'not-found'>; tickets: TierTickets };
type State = Ready | { status: 'not-found' };

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

/** The route's data: the product, every tier's ticket and, once this summit has ended, the API's current summit (the next one). */
interface ConferenceData { slug: string; product: ProductResponse; tickets?: TierTickets; next?: Record<string, unknown> | null }

async function readConference(slug: string): Promise<ConferenceData> {
  const product = await api.getProduct(slug, 'conference');
  const summit = isProductError(product) ? null : summitOf(slug, product);
  if (isProductError(product) || !summit) return { slug, product };
  const tickets = await resolveTierTickets(product, tierSlugs(summit), (s) => api.getProduct(s, 'conference'));
  const next = summitEnded(summit.content) ? await summitApi.getSummitContent(CURRENT).catch(() => null) : null;
  return { slug, product, tickets, next };
}

/**
 * The route's data, on both sides (ARCHITECTURE.md 5b): on the server the page is rendered with all
 * of it; in the browser it is on its way and the page shows its skeleton until it has come.
 * /conference (no slug) reads nothing: the page sends the buyer to /404Error.
 */
export const loader = dataLoader(({ params }: Pick<LoaderFunctionArgs, 'params'>) => (params.slug ? readConference(params.slug) : null));

/** The page this data shows: the summit, or none (not found). */
function stateOf(data: ConferenceData): State {
  const p = data.product;
  if (isProductError(p)) return { status: 'not-found' };
  const summit = summitOf(data.slug, p);
  return summit && data.tickets ? { status: 'ready', product: p, ...summit, tickets: data.tickets } : { status: 'not-found' };
}

/** The summit's offers: one per registration tier with its ticket (its name, audience and price), sold out once it has ended. */
function tierOffers({ content, tickets }: Ready, origin: string): object[] {
  const availability = summitEnded(content) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock';
  return content.registration.tiers.flatMap((t) => {
    const p = tickets[t.productSlug];
    return p ? [{
      '@type': 'Offer', name: t.name, category: t.audience, price: p.productPrice.toFixed(2), priceCurrency: 'USD', availability,
      url: new URL(`/conference/${encodeURIComponent(p.productNickName)}#payment`, origin).href,
    }] : [];
  });
}

/**
 * What the page says in the head: /conference, the summit; a summit, its product's title, description,
 * image and Event JSON-LD with an offer per registration tier (the same on the server and after a soft
 * navigation, once the data has come); an unknown slug, or a conference without a summit page, no
 * page (404 and the not-found texts). The meta code is loaded when asked, off the page's first load.
 */
export const handle = {
  meta: async ({ data, params, origin }: PageMetaArgs): Promise<PageMeta | null> => {
    if (!params.slug) return { title: 'Medical Affairs Summit | ACMA', description: 'The annual one-day summit of the Accreditation Council for Medical Affairs.' };
    const d = data as ConferenceData | null;
    const state = d ? stateOf(d) : null;
    if (state?.status === 'not-found') return null;
    const { productMetaFrom } = await import('shared-api/page-meta');
    const meta = productMetaFrom(d?.product ?? null, 'conference', origin);
    const offers = state ? tierOffers(state, origin) : [];
    if (!meta?.jsonLd || offers.length === 0) return meta;
    const [event, ...rest] = meta.jsonLd;
    return { ...meta, jsonLd: [{ ...event, offers }, ...rest] };
  },
};

function SummitSkeleton() {
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

/** /conference without a slug: to /404Error (after the first render: the server's render is the skeleton). */
function NoSlug() {
  const navigate = useNavigate();
  useEffect(() => { navigate(NOT_FOUND_PATH, { replace: true }); }, [navigate]);
  return <SummitSkeleton />;
}

function Summit({ data }: { data: ConferenceData }) {
  const state = stateOf(data);
  // an unknown slug, or a conference without a summit page: this page's own 'Sorry, conference not found!' (spec 2.19 and its error table)
  if (state.status === 'not-found') return <ConferenceNotFound slug={data.slug} />;
  const next = data.next ? nextSummitOf(data.next, state.content.slug) : null;
  return <ConferenceView content={state.content} tickets={state.tickets} variant={state.variant} next={next} />;
}

export default function ConferencePage() {
  const { slug } = useParams<{ slug?: string }>();
  const data = useLoaderData() as RouteDataOf<ConferenceData>;
  if (!slug) return <NoSlug />;
  return (
    <RouteData data={data} loading={<SummitSkeleton />} failed={(error) => <ReadFailed error={error} what="product" to={NOT_FOUND_PATH} />}>
      {(d) => <Summit data={d} />}
    </RouteData>
  );
}
