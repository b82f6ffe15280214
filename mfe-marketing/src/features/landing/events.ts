// The /has-event/:kind lead-capture pages used at exhibitions and events: their copy is data
// (mfe-marketing/content/events.json, checked against shared-api's eventsFileSchema when the remote is
// built and by src/content.test.ts).
import type { EventPage, EventSection } from 'shared-api/content-schemas';
import events from '../../../content/events.json';
import type { WithLeadForm } from './lead-page';

export type { EventSection };
export type EventPageData = WithLeadForm<EventPage>;

export const EVENT_PAGES: Record<string, EventPageData> = events.pages as Record<string, EventPageData>;
