// The primitives every page may use, shared as one singleton. Accordion (the FAQ), Countdown (event
// pages) and the media-query hook (catalog, summit hero) are subpath entries (shared-ui/accordion,
// shared-ui/countdown, shared-ui/use-media-query) bundled into the pages that use them, so they are not
// on every first page (170 KB budget).
export * from './theme';
export * from './global-style';
export * from './button';
export * from './layout';
export * from './format';
export * from './price';
export * from './rating';
export * from './skeleton';
export * from './toast';
export * from './focus-trap';
export * from './drawer';
export * from './site-links';
export * from './route-data';
export * from './use-hydrated';
