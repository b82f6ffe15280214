// The API's contract, one entry (`shared-api/contract`): the zod schemas of every request and of the
// cart's answer, the types inferred from them, and the entities the API answers with (types.ts). No
// axios, no React, no client. The API and the tests import it; the browser takes the types (and the
// zod-free values of types.ts) from the package's root entry, since a value imported from here would
// bring zod into a page's bundle.
export * from './types';
export * from './schemas';
export * from './cart-contract';
export * from './seat-schemas';
export * from './summit-schemas';
export * from './beacon-schemas';
export * from './release-health';
export * from './listing';
export type * from './summit';
export type * from './summit-content';
