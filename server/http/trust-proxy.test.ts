import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy, TRUST_PROXY_MESSAGE } from './trust-proxy';

/** The client address Fastify gives a request from `socket` carrying `forwarded`. */
async function clientIp(trust: string | undefined, socket: string, forwarded?: string) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(trust)) });
  app.get('/', async (req) => req.ip);
  const res = await app.inject({
    url: '/',
    remoteAddress: socket,
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  });
  await app.close();
  return res.body;
}

describe('TRUST_PROXY', () => {
  it('reads off, true, a hop count and a list of addresses and ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', 'proxy.example', '10.0.0.0/8,*'])
      expect(() => parseTrustProxy(bad)).toThrow(TRUST_PROXY_MESSAGE);
  });

  it('leaves the socket address alone when off, whatever X-Forwarded-For says', async () => {
    expect(await clientIp(undefined, '10.0.0.2', '198.51.100.7')).toBe('10.0.0.2');
  });

  it('takes the nearest address that is not a listed proxy', async () => {
    const trust = '10.0.0.0/8';
    expect(await clientIp(trust, '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    // A client that prepends an address of its own choosing gains nothing.
    expect(await clientIp(trust, '10.0.0.2', '192.0.2.1, 198.51.100.7')).toBe('198.51.100.7');
    // A client reaching the server directly is not a proxy: its header is ignored.
    expect(await clientIp(trust, '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
  });

  it('counts hops from the socket outwards', async () => {
    expect(await clientIp('1', '10.0.0.2', '192.0.2.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientIp('2', '10.0.0.2', '192.0.2.1, 198.51.100.7, 10.0.0.9')).toBe(
      '198.51.100.7',
    );
    expect(await clientIp('0', '10.0.0.2', '198.51.100.7')).toBe('10.0.0.2');
  });
});
