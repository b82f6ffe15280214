// The API's route modules add their routes to the API's own Fastify context (app.ts says why: each
// registered plugin is a context with its own request and reply classes, which made Fastify's and
// Node's shared request code megamorphic). Fastify's plugin tree names each registered plugin.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fixtureSeed } from './fixtures/catalog.js';
import { startApi, type TestApi } from './helpers.js';

let t: TestApi;
before(async () => {
  t = await startApi({ seed: fixtureSeed });
  await t.app.ready();
});
after(async () => {
  await t?.close();
});

test('no route module of the API is a Fastify context of its own', () => {
  const tree = t.app.printPlugins();
  for (const name of ['healthRoutes', 'catalogRoutes', 'cartRoutes', 'promoRoutes', 'orderRoutes', 'checkoutRoutes', 'purchaseRoutes', 'leadRoutes', 'summitRoutes']) {
    assert.doesNotMatch(tree, new RegExp(`\\b${name}\\b`), `${name} registered as a plugin:\n${tree}`);
  }
  // the routes are there all the same
  assert.equal(t.app.hasRoute({ method: 'GET', url: '/api/products' }), true);
  assert.equal(t.app.hasRoute({ method: 'POST', url: '/api/stripe-checkout' }), true);
});
