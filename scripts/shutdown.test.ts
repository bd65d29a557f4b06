import { describe, expect, it } from 'vitest';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { createHttpCloser, shutDown } from './shutdown';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('shutDown', () => {
  it('closes each step after the one before has finished, then answers 0', async () => {
    const seen: string[] = [];
    const step = (name: string, ms: number) => ({
      name,
      close: async () => {
        seen.push(`${name} start`);
        await wait(ms);
        seen.push(`${name} end`);
      },
    });
    const code = await shutDown([step('http', 30), step('db', 1)], {
      deadlineMs: 1000,
      log: () => undefined,
    });
    expect(code).toBe(0);
    expect(seen).toEqual(['http start', 'http end', 'db start', 'db end']);
  });

  it('still closes the next steps when one fails, and answers 1', async () => {
    const log: string[] = [];
    let dbClosed = false;
    const code = await shutDown(
      [
        { name: 'mailer', close: () => Promise.reject(new Error('smtp gone')) },
        { name: 'db', close: () => void (dbClosed = true) },
      ],
      { deadlineMs: 1000, log: (m) => log.push(m) },
    );
    expect(code).toBe(1);
    expect(dbClosed).toBe(true);
    expect(log[0]).toBe('Shutdown: closing mailer failed: smtp gone');
    expect(log[1]).toMatch(/^Shutdown: db closed in \d+ ms\.$/);
  });

  it('gives up at the deadline when a step hangs, and answers 1', async () => {
    const log: string[] = [];
    const started = Date.now();
    const code = await shutDown([{ name: 'http', close: () => new Promise(() => undefined) }], {
      deadlineMs: 100,
      log: (m) => log.push(m),
    });
    expect(code).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(log).toEqual(['Shutdown: not done after 100 ms, exiting anyway.']);
  });
});

describe('createHttpCloser', () => {
  it('answers the request in flight and closes silent and idle connections, so close ends', async () => {
    let release = () => undefined as void;
    const server = createServer((req, res) => {
      if (req.url === '/slow') release = () => void res.end('done');
      else res.end('quick');
    });
    const closeHttp = createHttpCloser(server, () => new Promise((r) => server.close(r)));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    const get = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const req = request({
          port,
          host: '127.0.0.1',
          path,
          headers: { connection: 'keep-alive' },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject);
        req.end();
      });
    // A kept-alive connection after its answer, one that never sends a request, one in flight.
    expect(await get('/quick')).toBe('quick');
    const silent = connect(port, '127.0.0.1');
    await new Promise((r) => silent.on('connect', r));
    const silentClosed = new Promise((r) => silent.on('close', r));
    const slow = get('/slow');
    await wait(20);
    const closed = closeHttp();
    await silentClosed;
    release();
    expect(await slow).toBe('done');
    await closed;
    expect(server.listening).toBe(false);
  });
});
