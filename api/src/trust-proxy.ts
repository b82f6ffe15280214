// TRUST_PROXY: which peers may tell the API the client's address (X-Forwarded-For), as Fastify's
// trustProxy. Either a hop count (the API sits behind that many proxies: the address that many hops
// back from the connection is the client's) or a list of the proxies' addresses and CIDR ranges
// (also proxy-addr's names loopback, linklocal, uniquelocal). Forwarded addresses sent by anyone
// else are ignored. Empty or 0: no proxy is trusted (the connection's address is the client's).
// A hop count trusts the nearest hops whoever they are: use it only when the instances can be
// reached through the balancer alone; a list of the balancers' addresses is the stricter choice.
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

export type TrustProxy = false | number | string[];

/** proxy-addr's trust function: is the address `addr`, `hop` hops back from the connection, a proxy? */
export type TrustFn = (addr: string, hop: number) => boolean;

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Throws an Error naming what TRUST_PROXY expects when `value` is not a hop count or an address list. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = (value ?? '').trim();
  if (!raw) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 32) throw new Error(`"${raw}" is not a sensible hop count (0 to 32)`);
    return hops === 0 ? false : hops;
  }
  const entries = raw.split(',').map((s) => s.trim()).filter(Boolean);
  for (const e of entries) {
    if (NAMES.has(e)) continue;
    const [addr, bits, extra] = e.split('/');
    const family = isIP(addr ?? '');
    const okBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !okBits || extra !== undefined) {
      throw new Error(`"${e}" is not an IP address or CIDR range (expected a hop count such as 1, or a list such as 10.0.0.0/8,192.0.2.7)`);
    }
  }
  return entries;
}

/**
 * The trust function for a TrustProxy (proxy-addr's), given to Fastify as trustProxy and read by the
 * front door with it; false when no proxy is trusted. A hop count trusts the `hops` nearest
 * addresses, the connection's included (Fastify 5 itself treats a number as "trust nobody"); a list
 * is compiled by proxy-addr, as Fastify compiles one.
 */
export function trustFunction(tp: TrustProxy | true | undefined): TrustFn | false {
  if (tp === true) return () => true; // every peer (programmatic use only: TRUST_PROXY has no such value)
  if (typeof tp === 'number') return (_addr, hop) => hop < tp;
  return tp && tp.length ? proxyAddr.compile(tp) : false;
}
