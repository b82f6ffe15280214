// The API package's public surface, for the document server and tools that run it in-process:
// import from 'api' (this file) or the subpaths of package.json `exports`, never from src.
export { buildApi, parseCorsOrigins, type ApiOptions, type RateLimits } from './app.js';
export { startMaildev, type LocalMailbox } from './mail/maildev.js';
export { mailOptionsFromEnv } from './mail/mailer.js';
export { paymentOptionsFromEnv } from './payments/setup.js';
export { encodedBody, etagMatches, withEtag, type CachedBody } from './catalog/cache.js';
export { productPageDates, type ProductPageDate } from './catalog/pages.js';
export { currentSummit } from './routes/summit.js';
export { defaultSeed, type SeedData } from './seed/load.js';
