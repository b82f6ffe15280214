// /catalog and /certifications (spec section 2.4). The filters live in the address query (see
// filter-products.ts), so the address alone decides what is shown: a filtered catalog can be
// shared, and reload and back/forward restore it. Navigation state (productTypeSender,
// traitTypeSender) pre-selects a filter on arrival and is then written into the address.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, type ProductListing } from 'shared-api';
import styled from 'styled-components';
import { Button, ButtonLink, Container, Drawer, MOBILE_QUERY, dataLoader, media, theme } from 'shared-ui';
import { useMediaQuery } from 'shared-ui/use-media-query';
import { Pager } from '../features/catalog/pager';
import { ProgramCard, ProgramCardSkeleton, productPath } from '../features/catalog/program-card';
import { useProducts } from '../features/catalog/use-products';
import { FilterPanel, ScriptReset, type FilterControl } from '../features/filters/filter-panel';
import {
  CATALOG_PATH, CERTIFICATIONS_PATH, DEFAULT_FILTERS, PAGE_SIZE, PRICE_MAX, PRICE_MAX_MOBILE, activeFilterCount,
  applyArrivalState, catalogProducts, changeFilters, clampPage, filterProducts, hasArrivalState, pageCount, pageItems,
  parseFilters, serializeFilters, showPager, type Filters,
} from '../features/filters/filter-products';
import type { PageMeta, PageMetaArgs } from 'shared-api/page-meta';

// Whole-pixel line heights: the first card starts on a whole pixel, in the server's render of this
// page as in the browser's. At a fractional offset Chrome measured the frame's card image
// a fraction of a pixel smaller than React's identical one and took React's as a new, later LCP.
const Head = styled.header`
  background: ${theme.color.surfaceAlt}; border-bottom: 1px solid ${theme.color.line}; padding: 32px 0 24px; margin-bottom: 28px;
  h1 { margin: 0 0 8px; font-size: clamp(1.7rem, 3vw, 2.3rem); line-height: 44px; }
  p { margin: 0; color: ${theme.color.muted}; max-width: 760px; line-height: 24px; }
  ${media.mobile} { padding: 24px 0 18px; margin-bottom: 0; h1 { line-height: 32px; } p { font-size: 0.95rem; } }
`;
const Layout = styled.div`
  display: grid; grid-template-columns: 270px minmax(0, 1fr); gap: 32px; align-items: start;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: 0; }
`;
const Aside = styled.aside`
  position: sticky; top: ${theme.navHeight + 16}px; max-height: calc(100vh - ${theme.navHeight + 32}px); overflow-y: auto;
  background: #fff; border: 1px solid ${theme.color.line}; border-radius: ${theme.radius}; padding: 20px;
  h2 { margin: 0 0 16px; font-size: 1.15rem; }
  ${media.mobile} { display: none; }
  /* without scripts the drawer cannot open: on a phone the panel (a form) shows above the list */
  ${media.mobile} and (scripting: none) { display: block; position: static; max-height: none; overflow: visible; margin: 16px 0; }
`;
/* The filters open in a drawer on phones. The aside and this button are in the markup at every
   width, shown by CSS: the page's markup does not depend on the viewport, so the server's render
   (which knows no viewport) is the browser's. */
const FiltersButton = styled(Button)`
  display: none;
  /* as wide and tall as with its label: it stays put while the served page is parsed */
  ${media.mobile} { display: inline-flex; min-width: 10em; min-height: 48px; }
  @media (scripting: none) { display: none; }
`;
const Toolbar = styled.div`
  display: flex; align-items: center; justify-content: space-between; gap: 12px; min-height: 44px; margin-bottom: 16px;
  p { margin: 0; color: ${theme.color.muted}; }
  button { white-space: nowrap; flex: none; }
  ${media.mobile} {
    position: sticky; top: ${theme.navHeight}px; z-index: 5; background: ${theme.color.surface};
    margin: 0 -16px 16px; padding: 10px 16px; border-bottom: 1px solid ${theme.color.line};
    /* The summary wraps to two lines beside the button ("Showing 1–12 of 24 programs") where the
       loading text takes one: it keeps room for two from the start, so its text never moves. */
    p { font-size: 0.92rem; line-height: 22px; min-height: 44px; }
    /* the button's height from the start: the summary does not move when the button is parsed */
    min-height: 69px;
  }
`;
const Count = styled.span`
  display: inline-flex; align-items: center; justify-content: center; min-width: 22px; height: 22px; padding: 0 6px;
  border-radius: 11px; background: ${theme.color.accent}; color: ${theme.color.navy}; font-size: 0.8rem; font-weight: 700;
`;
const Grid = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  li { min-width: 0; }
`;
const Notice = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin-bottom: 16px; padding: 10px 14px;
  border-left: 4px solid ${theme.color.warning}; background: #fff8ec; border-radius: 6px;
  p { margin: 0; }
`;
const Empty = styled.section`
  text-align: center; padding: 48px 20px; border: 1px dashed ${theme.color.line}; border-radius: ${theme.radius}; background: #fff;
  h2 { margin: 0 0 8px; }
  p { margin: 0 auto 20px; max-width: 460px; color: ${theme.color.muted}; }
`;
const DrawerFoot = styled.div`
  position: sticky; bottom: -20px; margin: 20px -20px -20px; padding: 12px 20px; background: #fff; border-top: 1px solid ${theme.color.line};
`;

const COPY = {
  catalog: {
    title: 'Product Catalog',
    intro: 'Board certifications, market research, events, databases and more for medical affairs, MSL and pharmacy professionals. Narrow the list by topic, price, type or what other learners rate highest.',
    meta: 'Browse every ACMA program: accredited board certifications, certificates, market research reports, events, databases, bundles and webinars for medical affairs professionals.',
  },
  certifications: {
    title: 'Certifications',
    intro: 'Accredited board certifications and certificate programs, self-paced and online, built for the people who run medical affairs in pharma and biotech.',
    meta: 'ACMA board certifications and certificate programs for medical affairs, MSL, pharmacy and life science professionals: self-paced, online and accredited.',
  },
} as const;

/** The cards of the page the address shows: its filters and page over the catalog's products (catalogProducts). */
function shownItems(listed: readonly ProductListing[], filters: Filters) {
  const matched = filterProducts(listed, filters);
  const page = clampPage(filters.page, matched.length);
  return { matched, page, items: pageItems(matched, page) };
}

/**
 * What the page says in the head (the shell writes it: its route module's handle.meta): its texts,
 * and the cards the address shows as an ItemList, once the list is here.
 */
export const handle = {
  meta: ({ pathname, search, data, origin }: PageMetaArgs): PageMeta => {
    const copy = pathname.replace(/\/+$/, '') === CERTIFICATIONS_PATH ? COPY.certifications : COPY.catalog;
    const { page, items } = Array.isArray(data) ? shownItems(catalogProducts(data as ProductListing[]), parseFilters(search, pathname)) : { page: 1, items: [] };
    const jsonLd = items.length ? [{
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: items.map((p, i) => ({
        '@type': 'ListItem', position: (page - 1) * PAGE_SIZE + i + 1, name: p.productName, url: new URL(productPath(p), origin).href,
      })),
    }] : null;
    return { title: `${copy.title} | ACMA`, description: copy.meta, jsonLd };
  },
};

/** The route's data, on both sides: the product list (ARCHITECTURE.md 5b; the page reads it in use-products.ts). */
export const loader = dataLoader(() => api.getProducts());

export default function CatalogPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const onCertifications = location.pathname.replace(/\/+$/, '') === CERTIFICATIONS_PATH;
  const copy = onCertifications ? COPY.certifications : COPY.catalog;

  const arriving = hasArrivalState(location.state);
  const fromAddress = useMemo(() => {
    const parsed = parseFilters(location.search, location.pathname);
    return arriving ? applyArrivalState(parsed, location.state) : parsed;
  }, [location.search, location.pathname, location.state, arriving]);
  const here = `${location.pathname}${location.search}`;

  // The filters last written, until the address has them: a change shows at once (the router's
  // navigation renders as a transition, later), and changes made before it lands (typing and then a
  // box, replayed in one task after the app went live) build on each other, not on the old address.
  const written = useRef<{ target: string; filters: Filters } | null>(null);
  const [pending, setPending] = useState<{ target: string; filters: Filters } | null>(null);
  useEffect(() => {
    // the address moved: to the written filters (they are its own now) or elsewhere (Back, a link)
    if (written.current && written.current.target !== here && `${window.location.pathname}${window.location.search}` === written.current.target) return;
    written.current = null;
    setPending(null);
  }, [here]);
  const filters = pending && pending.target !== here ? pending.filters : fromAddress;

  /** Where a set of filters lives: /certifications hands over to /catalog once no type is chosen. */
  const hrefFor = useCallback((f: Filters) => {
    const path = onCertifications ? (f.types.length ? CERTIFICATIONS_PATH : CATALOG_PATH) : location.pathname;
    return `${path}${serializeFilters(f)}`;
  }, [onCertifications, location.pathname]);

  // Pre-selection from navigation state goes into the address (replacing the entry), so reload,
  // back/forward and sharing keep it.
  useEffect(() => {
    if (arriving) navigate(hrefFor(filters), { replace: true, state: null });
  }, [arriving, filters, hrefFor, navigate]);

  // A run of changes to one control (typing, dragging or stepping one thumb) makes one history entry.
  const lastWrite = useRef<{ control: FilterControl; target: string } | null>(null);
  const write = (next: Filters, control: FilterControl) => {
    const target = hrefFor(next);
    const current = written.current?.target ?? here;
    if (target === current) return;
    const coalesce = (control === 'q' || control === 'min' || control === 'max') && lastWrite.current?.control === control && lastWrite.current.target === here;
    written.current = { target, filters: next };
    setPending(written.current);
    navigate(target, { replace: coalesce });
    lastWrite.current = { control, target };
  };
  const onChange = (change: Partial<Omit<Filters, 'page'>>, control: FilterControl) => write(changeFilters(written.current?.filters ?? filters, change), control);
  const resetFilters = onCertifications ? parseFilters('', CERTIFICATIONS_PATH) : DEFAULT_FILTERS;
  const reset = () => write(resetFilters, 'reset');
  const resetHref = hrefFor(resetFilters);

  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useEffect(() => { if (!isMobile) setDrawerOpen(false); }, [isMobile]);

  const { status, products, retry } = useProducts();
  const listed = useMemo(() => catalogProducts(products), [products]);
  const { matched, page, items } = useMemo(() => shownItems(listed, filters), [listed, filters]);
  const totalPages = pageCount(matched.length);
  const loading = status === 'loading' && products.length === 0;
  const failed = status === 'error';

  const first = (page - 1) * PAGE_SIZE + 1;
  const summary = loading
    ? 'Loading programs…'
    : failed && listed.length === 0
      ? 'Programs unavailable'
      : matched.length === 0
      ? 'No programs match'
      : `Showing ${first}–${first + items.length - 1} of ${matched.length} program${matched.length === 1 ? '' : 's'}`;
  const active = activeFilterCount(filters);

  const panel = (idPrefix: string, sliderMax: number) => (
    <FilterPanel filters={filters} sliderMax={sliderMax} idPrefix={idPrefix} onChange={onChange} onReset={reset} resetHref={resetHref} />
  );

  return (
    <>
      <Head>
        <Container>
          <h1>{copy.title}</h1>
          <p>{copy.intro}</p>
        </Container>
      </Head>
      <Container>
        <Layout>
          <Aside aria-labelledby="catalog-filters-heading">
            <h2 id="catalog-filters-heading">Filters</h2>
            {panel('catalog-filter', PRICE_MAX)}
          </Aside>
          <div>
            <Toolbar>
              <p aria-live="polite" data-testid="results-summary">{summary}</p>
              <FiltersButton
                $variant="secondary" onClick={() => setDrawerOpen(true)}
                aria-haspopup="dialog" aria-expanded={drawerOpen}
              >
                Apply Filters
                {active > 0 && <><Count aria-hidden="true">{active}</Count><span className="visually-hidden">({active} active)</span></>}
              </FiltersButton>
            </Toolbar>
            {failed && (
              <Notice role="status">
                <p>We could not load the programs just now. Your filters are kept.</p>
                <Button $variant="ghost" onClick={retry}>Try again</Button>
              </Notice>
            )}
            <h2 className="visually-hidden">Programs</h2>
            {/* The skeleton list and the program list are separate elements with keys that cannot
                meet: were React to reconcile one <ul> into the other, a skeleton <li> keyed by its
                index would be reused for the card whose productId equals that index, and the browser
                would see it jump (productId 1 took the second skeleton's cell into the first: a
                layout shift of 0.33 at 1280 px). Fresh nodes in the skeletons' cells do not shift. */}
            {loading ? (
              <Grid key="skeletons" aria-busy="true" aria-label="Loading programs">
                {Array.from({ length: PAGE_SIZE }, (_, i) => <li key={`skeleton-${i}`}><ProgramCardSkeleton /></li>)}
              </Grid>
            ) : matched.length > 0 ? (
              <Grid key="programs">
                {items.map((p, i) => <li key={`program-${p.productId}`}><ProgramCard product={p} eager={i < 3} /></li>)}
              </Grid>
            ) : !failed || listed.length > 0 ? (
              <Empty aria-labelledby="catalog-empty-heading" data-testid="catalog-empty">
                <h2 id="catalog-empty-heading">No programs match your filters</h2>
                <p>Try a shorter search, a wider price range or fewer types and traits. Resetting shows the whole {onCertifications ? 'list of certifications' : 'catalog'} again.</p>
                <ScriptReset onClick={reset}>Reset filters</ScriptReset>
                <noscript><ButtonLink to={resetHref}>Reset filters</ButtonLink></noscript>
              </Empty>
            ) : null}
            {!loading && showPager(matched.length) && (
              <Pager
                page={page} totalPages={totalPages}
                hrefFor={(n) => hrefFor({ ...filters, page: n })}
                onNavigate={() => window.scrollTo({ top: 0 })}
              />
            )}
          </div>
        </Layout>
      </Container>
      <Drawer open={drawerOpen && isMobile} onClose={closeDrawer} title="Filters" side="bottom" id="catalog-filter-drawer">
        {panel('drawer-filter', PRICE_MAX_MOBILE)}
        <DrawerFoot>
          <Button $block onClick={closeDrawer}>
            {matched.length === 0 ? 'Close' : `Show ${matched.length} program${matched.length === 1 ? '' : 's'}`}
          </Button>
        </DrawerFoot>
      </Drawer>
    </>
  );
}
