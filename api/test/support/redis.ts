// Redis for the tests that need it (REDIS_URL): whether it answers, and a unique key prefix per run
// (other runs use the same server at the same time).
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';

/** REDIS_URL when a Redis server answers PING there within 1 s, else null. */
export async function redisAnswering(url = process.env.REDIS_URL): Promise<string | null> {
  if (!url) return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  return new Promise((resolve) => {
    const s = connect(Number(u.port || 6379), u.hostname);
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok ? url : null);
    };
    s.setTimeout(1000, () => done(false));
    s.on('error', () => done(false));
    s.on('connect', () => s.write('PING\r\n'));
    s.on('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

export const redisKeyPrefix = (name: string) => `acma-test:${name}:${process.pid}:${randomBytes(4).toString('hex')}:`;
