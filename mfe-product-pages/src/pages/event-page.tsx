// Event (spec 2.10): hero with price, start date and time and a live countdown; 'Register Today'
// until the start; about, speakers, agenda, venue and the Network / Learn / Scholars blurbs.
import type { Product } from 'shared-api';
import styled from 'styled-components';
import { Price, theme } from 'shared-ui';
import { Countdown, useNow } from 'shared-ui/countdown';
import { SafeHtml } from 'shared-ui/rich-text';
import { useAddToCart } from '../lib/use-add-to-cart';
import { ProductRoute, productLoader } from '../lib/product-route';
import { productHandle } from '../lib/product-handle';

/** The route's first data: the product of the address (ARCHITECTURE.md 5b). */
export const loader = productLoader('event');
/** What the page says in the head: its product's title, description, image and JSON-LD. */
export const handle = productHandle('event');
import { AddToCartButton } from '../features/buy/add-to-cart-form';
import { isContactUs } from '../features/database/contact-price';
import { showDetailedExcerpt } from '../features/excerpt/excerpt';
import { EventAgenda, EventBlurbs, EventVenue } from '../features/event/event-parts';
import { COUNTDOWN_TICK_MS, eventCountdown, formatEventDate, formatEventRange, formatEventTime, registrationOpen, startTime } from '../features/event/event-rules';
import { AccentChip, CheckIcon, Hero, HeroGrid, HeroText, PageSection, Prose } from '../features/layout/page-parts';
import { ObjectiveList } from '../features/objectives/objective-list';
import { toPeople } from '../features/people/people';
import { SpeakerList } from '../features/people/speaker-list';

const When = styled.p`
  display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0 0 16px; font-size: 1.1rem; font-weight: 600; color: #fff;
`;
const Box = styled.div`
  display: grid; gap: 16px; margin-top: 20px;
  .price { font-size: 1.6rem; }
  .price span:first-child { color: #fff; }
  .price s { color: #c9d2e6; }
`;
const Started = styled.p`
  margin: 0; padding: 12px 16px; border-radius: 8px; background: rgba(255, 255, 255, 0.12); font-weight: 600;
`;
const Visual = styled.img`
  display: block; width: 100%; height: auto; aspect-ratio: 2 / 1; object-fit: cover; border-radius: 14px;
  background: rgba(255, 255, 255, 0.1);
`;
const Facts = styled.dl`
  display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 8px 20px; margin: 0 0 20px;
  dt { font-weight: 700; color: ${theme.color.navy}; }
  dd { margin: 0; }
`;

export default function EventPage() {
  return <ProductRoute loading="Loading event">{(product) => <EventDetails product={product} />}</ProductRoute>;
}

function EventDetails({ product }: { product: Product }) {
  const add = useAddToCart();
  const start = product.eventStartDate ?? null;
  const running = eventCountdown(start, Date.now())?.started === false;
  const now = useNow(COUNTDOWN_TICK_MS, running);

  const hasStart = startTime(start) !== null;
  // (before the page is live `now` is null: the countdown shows placeholders, and whether registration
  // is open is read from the clock, the same on the server and in the browser but at its very start)
  const open = registrationOpen(start, now ?? Date.now());
  const canBuy = open && !isContactUs(product.productPrice);
  const objectives = product.learningObjectives?.objectives?.length ? product.learningObjectives.objectives : product.objectives ?? [];
  const includes = objectives === product.objectives ? [] : product.objectives ?? [];
  const range = formatEventRange(start, product.eventEndDate);
  const about = product.longDescription || (showDetailedExcerpt(product.detailedExcerpt) ? product.detailedExcerpt : null);

  return (
    <article data-testid="event-page">
      <Hero>
        <HeroGrid>
          <HeroText>
            {product.productTagLine && <AccentChip>{product.productTagLine}</AccentChip>}
            <h1>{product.productName}</h1>
            {hasStart && (
              <When data-testid="event-start">
                <span>{formatEventDate(start!)}</span>
                <span>{formatEventTime(start!)}</span>
              </When>
            )}
            <SafeHtml html={product.productExcerpt} className="excerpt" />
            <Box>
              <Price price={product.productPrice} strikeout={product.strikeoutPrice} className="price" />
              {hasStart && (
                <Countdown
                  target={start!} now={now}
                  label={open
                    ? `Countdown to the start: ${formatEventDate(start!)} at ${formatEventTime(start!)}`
                    : `This event started on ${formatEventDate(start!)} at ${formatEventTime(start!)}`}
                />
              )}
              {canBuy && <div><AddToCartButton ids={[product.productId]} onAdd={() => add(product)} testId="register-today">Register Today</AddToCartButton></div>}
              {!open && <Started data-testid="event-started">Registration has closed: this event has already started.</Started>}
            </Box>
          </HeroText>
          {(product.eventImage || product.productImage) && (
            <Visual src={product.eventImage || product.productImage} alt="" width={480} height={240} fetchPriority="high" />
          )}
        </HeroGrid>
      </Hero>

      <PageSection title="About the Event" id="about" testId="event-about">
        {range && (
          <Facts>
            <dt>Dates</dt><dd>{range}</dd>
            {hasStart && <><dt>Starts</dt><dd>{formatEventTime(start!)}</dd></>}
            {product.venueName && <><dt>Where</dt><dd>{product.venueName}</dd></>}
          </Facts>
        )}
        {about && <Prose><SafeHtml html={about} /></Prose>}
        {objectives.length > 0 && (
          <>
            <h3 style={{ display: 'flex', alignItems: 'center', gap: 8 }}><CheckIcon />What you will take away</h3>
            <ObjectiveList items={objectives} />
          </>
        )}
        {includes.length > 0 && (
          <>
            <h3>Your registration includes</h3>
            <ObjectiveList items={includes} />
          </>
        )}
      </PageSection>
      <SpeakerList people={toPeople(product.speakers)} alt />
      <EventAgenda items={product.agenda ?? []} />
      <EventVenue name={product.venueName} link={product.venueLink} image={product.eventVenueImage} />
      <EventBlurbs />
    </article>
  );
}
