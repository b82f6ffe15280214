// The API with the Stripe provider pointed at a local port (the imitation, or a proxy in front of it),
// mail captured and the outbox left to the test: the set-up of the Stripe adapter's tests.
import type { StripeOptions } from '../../src/payments/stripe-provider.js';
import { fixtureSeed } from '../fixtures/catalog.js';
import { startApi, type TestApi } from '../helpers.js';
import { mailCapture, type MailCapture } from './mail-capture.js';

export async function startStripeApi(
  port: number, stripe: Omit<StripeOptions, 'apiHost' | 'apiPort' | 'apiProtocol'>,
): Promise<{ t: TestApi; mail: MailCapture }> {
  const mail = mailCapture();
  const t = await startApi({
    seed: fixtureSeed,
    overrides: {
      // the store's configured origin (SITE_URL): Stripe's success and cancel URLs start with it
      siteUrl: 'http://shop.example.org',
      purchase: {
        payments: { provider: 'stripe', stripe: { ...stripe, apiHost: '127.0.0.1', apiPort: port, apiProtocol: 'http' } },
        mail: { transport: mail.transport },
        // the tests deliver the mail themselves
        outbox: { pollMs: 60_000 },
      },
    },
  });
  return { t, mail };
}
