// The API package's public surface, for the document server and tools that run it in-process:
// import from 'api' (this file) or the subpaths of package.json `exports`, never from src.
export { apiOptionsFrom } from './api-options.js';
export { buildApi, type ApiOptions } from './app.js';
export { ConfigError, DOCUMENT_MAX_ENTRY_BYTES, envSchema, loadConfig, parseCorsOrigins, type Config, type Env, type ThirdPartyScripts } from './config.js';
export type { RateLimits } from './limits/limits.js';
export { embeddedSiteUrl, parseSiteUrl } from './site-url.js';
export { startMaildev, type LocalMailbox } from './mail/maildev.js';
export { cachedAnswer, withEtag, type CachedBody } from './catalog/cache.js';
export { sendFrontAnswer, type FrontAnswer } from './front-door.js';
export { productPageDates, type ProductPageDate } from './catalog/pages.js';
export { currentSummit } from './summit/summits.js';
export { defaultSeed, type SeedData } from './seed/load.js';
export { nextSummitDate } from './seed/summit.js';
// release health: the figures of each release, the canary verdict (the store's judge and the staff endpoint share it)
export { releaseHealth, type ReleaseHealthQuery } from './releases/health.js';
export { verdict, DEFAULT_VERDICT_RULES, type ReleaseVerdict, type VerdictFigures, type VerdictRules } from './releases/verdict.js';
export type { ReleasesView } from './releases/staff.js';
export { openDb, type Db, type Listening, type Queryable } from './db/db.js';
export { migrate } from './db/migrate.js';
// page-view tickets and signed cohorts: the site mints and signs, /beacons checks (page-views.ts)
export { mintTicket, readCohort, readTicket, signCohort, ticketReleases, type Cohort, type Ticket } from './releases/page-views.js';
export type { ReleaseHealth, StaffReleasesResponse } from 'shared-api/contract';
