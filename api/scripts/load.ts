// Latency of the two hottest reads under load: GET /api/products and GET /api/cart, 50 connections
// for 10 s each (autocannon in a worker thread, so it does not share the API's event loop).
// Run: cd api && ../node_modules/.bin/tsx scripts/load.ts   (CONNECTIONS, DURATION, DATABASE_URL)
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { buildApi } from '../src/app.js';

const connections = Number(process.env.CONNECTIONS || 50);
const duration = Number(process.env.DURATION || 10);

const app = await buildApi({
  databaseUrl: process.env.DATABASE_URL || undefined,
  databaseSchema: process.env.DATABASE_URL ? `api_load_${process.pid}` : undefined,
  dataDir: 'memory://',
  auth: { jwksUrl: 'http://127.0.0.1:9/jwks', issuer: 'http://localhost/', audience: 'https://api.storefront.local' },
  logger: false,
  seed: true,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const products = (await (await fetch(`${address}/api/products`)).json()) as { productId: number; productPrice: number; productDetailType: string }[];
const cart = products.filter((p) => p.productPrice > 0).slice(0, 3).map((p) => ({ productId: p.productId, quantity: 1, productDetailType: p.productDetailType }));
const cartUrl = `${address}/api/cart?cart=${encodeURIComponent(JSON.stringify(cart))}&utm_source=load`;

const runs: { name: string; url: string; headers: Record<string, string> }[] = [
  { name: 'GET /api/products', url: `${address}/api/products`, headers: {} },
  { name: 'GET /api/products (br)', url: `${address}/api/products`, headers: { 'accept-encoding': 'br' } },
  { name: `GET /api/cart (${cart.length} lines)`, url: cartUrl, headers: {} },
];

const rows = [];
try {
  for (const run of runs) {
    const r = await autocannon({ url: run.url, connections, duration, workers: 1, headers: run.headers });
    rows.push({
      endpoint: run.name,
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'avg ms': Number(r.latency.average.toFixed(2)),
      'req/s': Math.round(r.requests.average),
      'KB/s': Math.round(r.throughput.average / 1024),
      requests: r.requests.total,
      'non-2xx': r.non2xx,
      errors: r.errors + r.timeouts,
    });
  }
} finally {
  if (process.env.DATABASE_URL) await app.db.exec(`DROP SCHEMA api_load_${process.pid} CASCADE`).catch(() => undefined);
  await app.close();
}
console.log(`\n${connections} connections, ${duration} s per endpoint, ${app.db.kind}, load average before ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
console.table(rows);
