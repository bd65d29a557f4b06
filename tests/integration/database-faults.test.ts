// The database down, hung or locked, then back: cached public pages are still served, other
// pages answer 503 with SPEC §8's page-load text, API calls a JSON 503, nothing hangs past the
// database timeout, no stack trace, and the server recovers by itself. PostgreSQL is reached
// through a TCP proxy the test cuts and stalls; SQLite is locked by another connection.
import Database from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveApiPath } from '../../shared/api-client';
import { PAGE_UNREACHABLE_MESSAGE } from '../../shared/constants';
import { CONTENT_PATHS } from '../../shared/content';
import { UNAVAILABLE_MESSAGE } from '../../server/http';
import { createTestApp, getPage, type TestApp } from '../support/app';
import { workspaceIdOf } from '../support/catalogue-builders';
import { postgresReachable, PG_URL } from '../support/db';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const SHOP = 'shop.localhost';
const TIMEOUT_MS = 1000;
/** The longest a request may take while the database is out: its timeout and some slack. */
const BOUND_MS = TIMEOUT_MS + 1500;

let subscribers = 0;
/** A newsletter sign-up from a fresh address: a write on a public API. */
function subscribe(t: TestApp) {
  return t.app.inject({
    method: 'POST',
    url: resolveApiPath(CONTENT_PATHS.newsletter),
    headers: { host: SHOP, 'content-type': 'application/json' },
    payload: { email: `fault-${++subscribers}@example.com`, status: 'SUBSCRIBED' },
    remoteAddress: `10.30.0.${subscribers}`,
  });
}

/** Runs `request` and says how long it took. */
async function timed<T>(request: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const out = await request();
  return [out, Date.now() - started];
}

/** A JSON 503 in the app's error shape, with no trace of the error itself. */
function expectJson503(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ status: 503, msg: UNAVAILABLE_MESSAGE });
  expectNoTrace(res.body);
}

function expectNoTrace(body: string) {
  expect(body).not.toMatch(/\bat .+:\d+:\d+|Error:|ECONN|SQLITE_|Connection terminated|timeout/);
}

/** Polls until the server answers `status` again (a pool reconnects on its next query). */
async function until(request: () => Promise<{ statusCode: number }>, status: number) {
  let last = 0;
  for (let i = 0; i < 50; i++) {
    last = (await request()).statusCode;
    if (last === status) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(last).toBe(status);
}

const pgUp = await postgresReachable();
if (!pgUp) console.warn(`PostgreSQL is not reachable at ${PG_URL}: its fault tests are skipped.`);

describe.skipIf(!pgUp)('PostgreSQL down, hung, then back', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let home = '';

  beforeAll(async () => {
    const pg = new URL(PG_URL);
    proxy = await startTcpProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
    t = await createTestApp('postgres', {
      db: { port: proxy.port, timeoutMs: TIMEOUT_MS },
      cacheTtlMs: 100,
    });
  });
  afterAll(async () => {
    proxy.restore();
    await t?.close();
    await proxy?.close();
  });

  it('serves the last good copy of a cached page past its lifetime when the database is down', async () => {
    const first = await getPage(t.app, SHOP, '/');
    expect(first.statusCode).toBe(200);
    home = first.body;
    // A redirect the storefront has read once (server/redirects' map in memory).
    const now = new Date().toISOString();
    await t.testDb.db
      .insertInto('redirects')
      .values({
        id: 'fault-redirect',
        workspace_id: await workspaceIdOf(t.testDb.db, SHOP),
        from_path: '/moved-before-the-outage',
        to_target: '/',
        status: 301,
        automatic: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await getPage(t.app, SHOP, '/moved-before-the-outage')).statusCode).toBe(301);
    await new Promise((r) => setTimeout(r, 150));
    proxy.cut();
    const [stale, ms] = await timed(() => getPage(t.app, SHOP, '/'));
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(home);
    expect(ms).toBeLessThan(BOUND_MS);
    // Its redirects too, from the last map read.
    const [moved, movedMs] = await timed(() => getPage(t.app, SHOP, '/moved-before-the-outage'));
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/');
    expect(movedMs).toBeLessThan(BOUND_MS);
  });

  it('answers another page 503 with the page-load text inside the site layout', async () => {
    const [res, ms] = await timed(() => getPage(t.app, SHOP, '/never-rendered'));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body).toContain(PAGE_UNREACHABLE_MESSAGE);
    // The shop's own header, as on its home page.
    const header = /<header[^>]*>/.exec(home)?.[0];
    expect(header).toBeDefined();
    expect(res.body).toContain(header);
    expectNoTrace(res.body.replace(PAGE_UNREACHABLE_MESSAGE, ''));
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('answers a host it has not resolved yet with a plain 503 page', async () => {
    const res = await getPage(t.app, 'events.localhost', '/');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain(PAGE_UNREACHABLE_MESSAGE);
    expect(res.body).not.toContain('<header');
  });

  it('answers API calls, reads and writes, with a JSON 503', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: resolveApiPath(CONTENT_PATHS.blogCategories),
      headers: { host: SHOP },
    });
    expectJson503(read);
    const [write, ms] = await timed(() => subscribe(t));
    expectJson503(write);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('answers an admin page 503 with the page-load text', async () => {
    const res = await getPage(t.app, SHOP, '/admin/orders');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(PAGE_UNREACHABLE_MESSAGE);
  });

  it('recovers by itself when the database is back', async () => {
    proxy.restore();
    await until(() => getPage(t.app, SHOP, '/never-rendered'), 404);
    expect((await subscribe(t)).statusCode).toBe(200);
  });

  it('answers 503 within the timeout while the database hangs, then recovers', async () => {
    // A warm pool first: the stall then catches queries on open connections.
    expect((await subscribe(t)).statusCode).toBe(200);
    proxy.stall();
    const [write, writeMs] = await timed(() => subscribe(t));
    expectJson503(write);
    expect(writeMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(writeMs).toBeLessThan(BOUND_MS);
    const [page, pageMs] = await timed(() => getPage(t.app, SHOP, '/hung'));
    expect(page.statusCode).toBe(503);
    expect(pageMs).toBeLessThan(BOUND_MS);
    console.log(
      `PostgreSQL hung: a write answered 503 in ${writeMs} ms, a page in ${pageMs} ms ` +
        `(timeout ${TIMEOUT_MS} ms).`,
    );
    expect((await getPage(t.app, SHOP, '/')).body).toBe(home);
    proxy.restore();
    await until(() => subscribe(t), 200);
    expect((await getPage(t.app, SHOP, '/hung')).statusCode).toBe(404);
  });
});

describe('SQLite locked by another connection, then free', () => {
  let t: TestApp;
  let other: Database.Database;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { db: { timeoutMs: 200 } });
    const { rows } = await sql<{ file: string }>`select file from pragma_database_list`.execute(
      t.testDb.db,
    );
    other = new Database(rows[0]!.file);
  });
  afterAll(async () => {
    if (other?.inTransaction) other.exec('ROLLBACK');
    other?.close();
    await t?.close();
  });

  it('answers a write 503 past busy_timeout while pages are still served, then recovers', async () => {
    expect((await getPage(t.app, SHOP, '/')).statusCode).toBe(200);
    other.exec('BEGIN EXCLUSIVE');
    const [write, ms] = await timed(() => subscribe(t));
    expectJson503(write);
    expect(ms).toBeLessThan(BOUND_MS);
    // WAL: readers do not wait for the writer, so pages, cached or not, still render.
    expect((await getPage(t.app, SHOP, '/')).statusCode).toBe(200);
    expect((await getPage(t.app, SHOP, '/not-a-page')).statusCode).toBe(404);
    other.exec('COMMIT');
    const after = await subscribe(t);
    expect(after.statusCode).toBe(200);
    const stored = await t.testDb.db
      .selectFrom('newsletter_subscribers')
      .select('email')
      .where('email', '=', `fault-${subscribers}@example.com`)
      .executeTakeFirst();
    expect(stored).toBeDefined();
  });
});
