// What the content tests (newsletter, enquiries) share: a request on the real server as a browser
// or a mail client sends it (JSON, a raw body, a query, a session token, a fresh client address so
// rate limits start afresh), and the mails the server sends in the background.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OutboxEntry } from '../../server/mail/mailer';
import type { TestApp } from './app';

export type Call = {
  token?: string;
  body?: unknown;
  raw?: { type: string; payload: string };
  query?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
};

/** Client addresses `{prefix}.x.y`, a new one each call. */
export function ipSequence(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}.${Math.floor(n / 250) % 250}.${(n++ % 250) + 1}`;
}

/** `call(app, host, method, url, c)`: one request, from a fresh address unless `c.ip` says. */
export function caller(freshIp: () => string) {
  return (
    app: FastifyInstance,
    host: string,
    method: 'GET' | 'POST',
    url: string,
    c: Call = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      ...(c.query ? { query: c.query } : {}),
      headers: {
        host,
        'x-app-platform': 'WEB',
        ...(c.token ? { authorization: `Basic ${c.token}` } : {}),
        ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(c.raw ? { 'content-type': c.raw.type } : {}),
        ...c.headers,
      },
      ...(c.body !== undefined ? { payload: JSON.stringify(c.body) } : {}),
      ...(c.raw ? { payload: c.raw.payload } : {}),
      remoteAddress: c.ip ?? freshIp(),
    });
}

/** Waits for the mails the server sends in the background (a few turns of the event loop). */
export async function mailsTo(t: TestApp, to: string, count = 1): Promise<OutboxEntry[]> {
  for (let i = 0; i < 100; i++) {
    const mails = t.mailer.listOutbox(to);
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 10));
  }
  return t.mailer.listOutbox(to);
}
