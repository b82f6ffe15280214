// The whole site on one origin with its embedded services (ARCHITECTURE.md section 5):
// API under /api (PGlite unless DATABASE_URL), the shell and remotes, the local identity provider
// (unless AUTH_DOMAIN names a real tenant), the payment provider (PAYMENT_PROVIDER: the sandbox's
// hosted page by default, or Stripe) and email (SMTP_URL, or maildev with its inbox on PORT+2 and
// SMTP on PORT+3). The identity provider and maildev run in worker threads (service-thread.ts).
// All of it is composed by create-server.ts; this entry reads the settings, listens and prints the
// URLs. Every setting is an environment variable of the one schema in api/src/config.ts; a bad value
// stops start-up naming the variable.
import { declaredNodeEnv } from './production-react.js';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from 'api';
import { createServer, REPO_ROOT } from './create-server.js';

async function main() {
  let config;
  try {
    // the settings as declared (production-react.ts only picks React's build)
    config = loadConfig({ ...process.env, NODE_ENV: declaredNodeEnv }, { port: 8080 });
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  for (const w of config.warnings) console.warn(`[config] ${w}`);
  mkdirSync(config.dataDir || join(REPO_ROOT, '.data'), { recursive: true });
  const server = await createServer(config);
  await server.app.listen({ port: config.port, host: config.host });
  console.log(`\nACMA store running at ${config.siteUrl}\n`);
  if (server.idpIssuer) console.log(`  sign-in (local identity provider): ${server.idpIssuer}`);
  if (server.inboxUrl) console.log(`  emails (local inbox): ${server.inboxUrl}`);
  console.log(config.payments.provider === 'stripe'
    ? '  payments: Stripe Checkout'
    : '  payments: sandbox (test card 4242 4242 4242 4242, any future expiry, any CVC)');

  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((e) => {
  console.error(e instanceof Error && /^SITE_URL/.test(e.message) ? `\n${e.message}\n` : e);
  process.exit(1);
});
