// The browser entry: the HTTP client and the API calls, with the contract's types and its zod-free
// values (types.ts). The zod schemas are NOT exported here: shared packages are not tree-shaken
// across federation, and zod would land on every page. The server imports them from the contract's
// own entry (shared-api/contract, contract.ts).
export * from './types';
export * from './config';
export * from './summit';
export type * from './release-health';
export * from './client';
// names.ts's checks without its library (linkify-it and every top-level domain) until loadNameRule()
export { hasWebAddress, loadNameRule, nameProblem } from './names-quick';
export * from './http';
export * from './seats';
export * from './email';
export type { ReadAheadSource, ReadAnswer } from './read-ahead';
