// A TCP proxy (node:net) in front of a shared server, so a test can take "the server" away without
// touching the real one that other test runs use: cut (refuse), black-hole, restore.
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export type TcpProxy = Awaited<ReturnType<typeof startProxy>>;

/** A TCP proxy in front of a server (PostgreSQL, Redis) that can be cut (refuse), black-holed (accept, never answer) and restored. */
export async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let mode: 'open' | 'blackhole' = 'open';
  let server: Server;
  let port = 0;
  const listen = () => new Promise<void>((resolve, reject) => {
    server = createServer((client) => {
      sockets.add(client);
      client.on('close', () => sockets.delete(client));
      client.on('error', () => undefined);
      if (mode === 'blackhole') return; // accepted, never answered
      const upstream = connect(target.port, target.host);
      sockets.add(upstream);
      upstream.on('close', () => { sockets.delete(upstream); client.destroy(); });
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    });
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve();
    });
  });
  await listen();
  const destroyAll = () => { for (const s of sockets) s.destroy(); };
  return {
    get port() { return port; },
    /** Open connections are dropped and new ones refused (the listener is closed). */
    async cut() {
      await new Promise<void>((resolve) => { server.close(() => resolve()); destroyAll(); });
    },
    /** Connections are accepted but nothing ever answers (a network that drops packets). */
    blackhole() {
      mode = 'blackhole';
      destroyAll();
    },
    async restore() {
      if (mode === 'blackhole') {
        mode = 'open';
        destroyAll();
      } else await listen();
    },
    async close() {
      destroyAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
