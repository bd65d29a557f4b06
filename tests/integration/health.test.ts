import { createServer, type Server, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { connectDb, type Db } from '../../server/db/connect';
import { createTestDb, insertWorkspaces, postgresReachable } from '../support/db';
import { REDIS_TEST_URL, redisReachable } from '../support/redis';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL readiness tests are skipped.');
const redisUp = await redisReachable();
if (!redisUp) console.warn('Redis is not reachable: the Redis readiness tests are skipped.');

/** Nothing listens here (port 1 on this machine's loopback). */
const NOWHERE_PG = 'postgres://postgres@127.0.0.1:1/test';
const NOWHERE_REDIS = 'redis://127.0.0.1:1';

/** The real server (no demo data: readiness reads none) over `db`, or a database at `url`. */
async function appOver(db: Db | string, redisUrl?: string) {
  const database = typeof db === 'string' ? connectDb({ databaseUrl: db, sqliteFile: '' }) : db;
  const app = await buildApp({
    db: database,
    clientDir: resolve('dist/client'),
    demoImagesDir: resolve('fixtures/images'),
    ...(redisUrl ? { redisUrl } : {}),
  });
  return {
    app,
    close: async () => {
      await app.close();
      if (typeof db === 'string') await database.destroy().catch(() => undefined);
    },
  };
}

/** A TCP server that accepts connections and never says a word: a database that hangs. */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/test`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

describe('GET /healthz', () => {
  it('answers 200 on any host: a workspace, the platform, an unknown name, an address', async () => {
    const testDb = await createTestDb('sqlite');
    await insertWorkspaces(testDb.db, ['w1']);
    const s = await appOver(testDb.db);
    try {
      for (const host of ['w1.localhost:3000', 'localhost', 'nobody.example', '10.0.0.7:3000']) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await s.app.inject({ method, url: '/healthz', headers: { host } });
          expect(res.statusCode, `${method} ${host}`).toBe(200);
          expect(res.headers['cache-control']).toBe('no-store');
        }
        const res = await s.app.inject({ url: '/healthz', headers: { host } });
        expect(res.json()).toEqual({ ok: true });
      }
    } finally {
      await s.close();
      await testDb.drop();
    }
  });
});

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`GET /readyz on ${kind}`, () => {
    it('answers 200 with what it checked, then 503 once the database is closed', async () => {
      const testDb = await createTestDb(kind);
      const s = await appOver(testDb.db);
      try {
        const up = await s.app.inject({ url: '/readyz', headers: { host: 'nobody.example' } });
        expect(up.statusCode, up.body).toBe(200);
        expect(up.json()).toEqual({ ready: true, checks: { database: 'ok' } });
        expect(up.headers['cache-control']).toBe('no-store');

        await testDb.db.destroy();
        const down = await s.app.inject({ url: '/readyz', headers: { host: 'shop.localhost' } });
        expect(down.statusCode, down.body).toBe(503);
        expect(down.json()).toEqual({ ready: false, checks: { database: 'unreachable' } });
        // Still up: the process itself is alive.
        expect((await s.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      } finally {
        await s.close();
        // The schema (PostgreSQL) or file (SQLite) goes; the connection is already closed.
        await testDb.drop().catch(() => undefined);
      }
    });
  });
}

describe.skipIf(!pgUp)('GET /readyz with a PostgreSQL that is not there', () => {
  it('answers 503 naming the database, without the driver’s words', async () => {
    const s = await appOver(NOWHERE_PG);
    try {
      const res = await s.app.inject({ url: '/readyz' });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ ready: false, checks: { database: 'unreachable' } });
      expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      await s.close();
    }
  });

  it('answers 503 "timed out" after its 2 s when the database accepts and never answers', async () => {
    const silent = await silentServer();
    const s = await appOver(silent.url);
    try {
      const started = Date.now();
      const res = await s.app.inject({ url: '/readyz' });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ ready: false, checks: { database: 'timed out' } });
      // Not sooner than its 2 s, and not hanging for as long as the database would.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await silent.close();
      await s.close();
    }
  });
});

describe.skipIf(!redisUp)('GET /readyz with Redis (REDIS_URL)', () => {
  it('checks Redis too: 200 when it answers', async () => {
    const testDb = await createTestDb('sqlite');
    const s = await appOver(testDb.db, REDIS_TEST_URL);
    try {
      let res = await s.app.inject({ url: '/readyz' });
      // The connection is made as the server starts: ready once it is.
      for (let i = 0; i < 50 && res.statusCode !== 200; i++) {
        await new Promise((r) => setTimeout(r, 20));
        res = await s.app.inject({ url: '/readyz' });
      }
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ready: true, checks: { database: 'ok', redis: 'ok' } });
    } finally {
      await s.close();
      await testDb.drop();
    }
  });

  it('answers 503 naming Redis when Redis is not there, the database being fine', async () => {
    const testDb = await createTestDb('sqlite');
    const s = await appOver(testDb.db, NOWHERE_REDIS);
    try {
      const res = await s.app.inject({ url: '/readyz' });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({
        ready: false,
        checks: { database: 'ok', redis: 'unreachable' },
      });
    } finally {
      await s.close();
      await testDb.drop();
    }
  });
});
