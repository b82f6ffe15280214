// The store's mailer keeps its SMTP connections open for the next emails (SMTP_POOL): a rush's
// order emails do not each pay a connection and a greeting. Seen from the SMTP server's side: the
// local mailbox behind a proxy that counts the connections it is asked for.
import assert from 'node:assert/strict';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { after, before, test } from 'node:test';
import { createMailer, SMTP_POOL } from '../src/mail/mailer.js';
import { startMaildev, type LocalMailbox } from '../src/mail/maildev.js';

let box: LocalMailbox;
let connections = 0;
const sockets = new Set<Socket>();
const proxy = createServer((client) => {
  connections++;
  const smtp = new URL(box.smtpUrl);
  const upstream = connect(Number(smtp.port), smtp.hostname);
  for (const s of [client, upstream]) { sockets.add(s); s.on('close', () => sockets.delete(s)); s.on('error', () => undefined); }
  upstream.on('close', () => client.destroy());
  client.on('close', () => upstream.destroy());
  client.pipe(upstream).pipe(client);
});

/** A port free now (the local mailbox reports the SMTP port it was given, not the one it got for 0). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

before(async () => {
  box = await startMaildev({ smtpPort: await freePort(), webPort: 0 });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
});
after(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await box?.close();
});

test('ten emails, one after the other and five at once, over at most the pool\'s connections; every one delivered', async () => {
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${(proxy.address() as AddressInfo).port}` })!;
  try {
    const mail = (n: number) => ({ to: `buyer${n}@example.com`, subject: `Order ${n}`, text: `Order ${n}`, html: `<p>Order ${n}</p>` });
    for (let n = 0; n < 5; n++) await mailer.send(mail(n));
    await Promise.all([5, 6, 7, 8, 9].map((n) => mailer.send(mail(n))));
  } finally {
    mailer.close();
  }
  assert.ok(connections >= 1 && connections <= SMTP_POOL.maxConnections, `${connections} SMTP connections`);
  const inbox = (await (await fetch(`${box.inboxUrl}/api/email`)).json()) as { subject: string }[];
  assert.deepEqual(inbox.map((m) => m.subject).sort(), Array.from({ length: 10 }, (_, n) => `Order ${n}`).sort());
});
