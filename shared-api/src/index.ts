// The browser entry of the API contract. The zod schemas are NOT exported here: shared packages
// are not tree-shaken across federation, and zod would land on every page. The server imports
// them directly (shared-api/src/schemas.js, shared-api/src/summit-schemas.js).
export * from './types';
export * from './config';
export * from './summit';
export * from './client';
// names.ts's checks without its library (linkify-it and every top-level domain) until loadNameRule()
export { hasWebAddress, loadNameRule, nameProblem } from './names-quick';
export * from './http';
export * from './seats';
export * from './email';
export * from './first-data';
