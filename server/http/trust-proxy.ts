// Which proxies' X-Forwarded-For the server believes for the client's address (`req.ip`, what
// every per-address limit counts). Off by default: the socket's address, so a client cannot
// choose its own address by sending the header.
import type { FastifyServerOptions } from 'fastify';

/**
 * - `false`: the socket's address;
 * - addresses and CIDR ranges (or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`):
 *   the proxies in front; the client is the nearest address in X-Forwarded-For that is not one;
 * - a number of hops: that many proxies in front, whatever their addresses (only when the
 *   instances cannot be reached but through them: a direct client could send the header);
 * - `true`: every hop is trusted, the client is the first address of X-Forwarded-For (only
 *   behind a proxy that overwrites the header rather than appending to it).
 */
export type TrustProxy = boolean | number | string[];

export const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be true, false, a number of proxies, or a comma-separated list of addresses and CIDR ranges.';

/** TRUST_PROXY's value: unset or empty is off. Throws with TRUST_PROXY_MESSAGE on anything else. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // An address (IPv4, IPv6), a CIDR range, or one of proxy-addr's names.
  const valid = (s: string) =>
    /^(loopback|linklocal|uniquelocal)$/.test(s) || /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(s);
  if (list.length === 0 || !list.every(valid)) throw new Error(TRUST_PROXY_MESSAGE);
  return list;
}

/**
 * Fastify's `trustProxy` for it. A number becomes a hop count through a function: Fastify 5
 * refuses a bare number (it trusts nothing then), proxy-addr asks the function for each hop from
 * the socket outwards.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
