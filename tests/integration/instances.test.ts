// Two server processes (the built dist/server/main.js, twice) on one PostgreSQL and one Redis, as
// a deployment behind a load balancer runs them: a session made on one works on the other, the
// sign-in limit counts attempts on both, a publish on one is served by the other within 100 ms,
// and concurrent checkouts of the last units, spread over both, never oversell.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_PATHS } from '../../shared/cart';
import { ORDER_PATHS } from '../../shared/orders';
import { resolveApiPath } from '../../shared/api-client';
import { createTestProduct } from '../support/catalogue-builders';
import { createTestDb, postgresReachable, type TestDb } from '../support/db';
import {
  createTestShop,
  createTestUser,
  TEST_PASSWORD,
  type TestShop,
} from '../support/order-builders';
import { REDIS_TEST_URL, redisReachable } from '../support/redis';
import { newShopper, testAddress } from '../support/shoppers';

const pgUp = await postgresReachable();
const redisUp = await redisReachable();
if (!pgUp || !redisUp)
  console.warn(
    `${pgUp ? 'Redis' : 'PostgreSQL'} is not reachable: the two-instance tests are skipped.`,
  );

const PUBLISHES = 20;
const GOAL_MS = 100;
/** Long past the goal, well short of the cache's 10 s: an instance still serving the old page. */
const GIVE_UP_MS = 2000;

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

type Call = {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  /** The Host header: the workspace's domain (the port is the instance's). */
  domain: string;
  token?: string;
  cookie?: string;
  body?: unknown;
  /** The client's own address (any 127.x.y.z): a fresh one keeps this run's IP limit its own. */
  localAddress?: string;
};

/** One instance: a spawned `node dist/…/main.js` on its port. */
class Instance {
  constructor(
    readonly name: string,
    readonly port: number,
    readonly child: ChildProcess,
  ) {}

  call(c: Call): Promise<Answer> {
    const host = `${c.domain}:${this.port}`;
    const headers: Record<string, string> = {
      host,
      origin: `http://${host}`,
      'x-app-platform': 'WEB',
    };
    if (c.token) headers.authorization = `Bearer ${c.token}`;
    if (c.cookie) headers.cookie = c.cookie;
    const payload = c.body === undefined ? undefined : JSON.stringify(c.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    return new Promise((done, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: c.method ?? (payload === undefined ? 'GET' : 'POST'),
          path: c.path,
          headers,
          ...(c.localAddress ? { localAddress: c.localAddress, agent: false } : {}),
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (body += d));
          res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', fail);
      req.end(payload);
    });
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

async function startInstance(
  name: string,
  entry: string,
  env: Record<string, string>,
): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const instance = new Instance(name, port, child);
  // Ready: its database and Redis both answer (/readyz).
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${stderr}`);
    const ready = await instance
      .call({ path: '/readyz', domain: 'localhost' })
      .then((a) => a.status === 200)
      .catch(() => false);
    if (ready) return instance;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not become ready: ${stderr}`);
}

async function stop(instance: Instance | undefined) {
  if (!instance || instance.child.exitCode !== null) return;
  const exited = new Promise((r) => instance.child.once('exit', r));
  instance.child.kill('SIGTERM');
  await exited;
}

const json = (a: Answer) => JSON.parse(a.body) as Record<string, any>;
const sessionCookie = (a: Answer) =>
  [a.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => c.startsWith('sw_session='))
    ?.split(';')[0];
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

describe.skipIf(!pgUp || !redisUp)('two instances on one PostgreSQL and one Redis', () => {
  const run = randomBytes(4).toString('hex');
  const work = mkdtempSync(join(tmpdir(), 'sw-instances-'));
  // The server is bundled from this checkout's code into a folder of the checkout (its packages
  // resolve from node_modules here), never a dist/ that may be older than the code.
  const outDir = resolve(`dist/instances-test-${run}`);
  let testDb: TestDb;
  let shop: TestShop;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    testDb = await createTestDb('postgres');
    shop = await createTestShop(testDb.db);
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
      env: { ...process.env, SERVER_OUTFILE: join(outDir, 'start.js') },
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
    const env = {
      DATABASE_URL: testDb.url,
      REDIS_URL: REDIS_TEST_URL,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      OUTBOX_DIR: join(work, 'outbox'),
      UPLOADS_DIR: join(work, 'uploads'),
      // Production React, development behaviour (the test gateway, no Secure cookies on http).
      NODE_ENV: 'production',
      SITEWRIGHT_PRODUCTION: '0',
    };
    // One after the other: the first migrates and seeds the demo workspaces.
    a = await startInstance('A', join(outDir, 'main.js'), env);
    b = await startInstance('B', join(outDir, 'main.js'), env);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await testDb?.drop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('a session made on one instance works on the other, and signing out on it ends it on both', async () => {
    const customer = await createTestUser(testDb.db, shop.id, {
      firstName: 'Mira',
      lastName: 'Nair',
      password: TEST_PASSWORD,
    });
    const signedIn = await a.call({
      path: '/api/public/login',
      domain: shop.domain,
      body: { email: customer.email, password: TEST_PASSWORD },
    });
    expect(signedIn.status, signedIn.body).toBe(200);
    const cookie = sessionCookie(signedIn);
    expect(cookie).toBeDefined();

    const onB = await b.call({ path: '/api/io/crm/profile/details', domain: shop.domain, cookie });
    expect(onB.status, onB.body).toBe(200);
    expect(json(onB).data.email).toBe(customer.email);

    const out = await b.call({ path: '/api/io/crm/logout', domain: shop.domain, cookie, body: {} });
    expect(out.status, out.body).toBe(200);
    const onA = await a.call({ path: '/api/io/crm/profile/details', domain: shop.domain, cookie });
    expect(onA.status).toBe(401);
  });

  it('counts failed sign-ins on both instances against one limit', async () => {
    const customer = await createTestUser(testDb.db, shop.id, {
      firstName: 'Ravi',
      lastName: 'Iyer',
      password: TEST_PASSWORD,
    });
    const localAddress = `127.${1 + (randomBytes(1)[0]! % 250)}.${randomBytes(1)[0]!}.${1 + (randomBytes(1)[0]! % 250)}`;
    const attempt = (instance: Instance) =>
      instance.call({
        path: '/api/public/login',
        domain: shop.domain,
        body: { email: customer.email, password: 'Wrong@2025' },
        localAddress,
      });
    // The rule: 10 failures per account in 15 minutes. Five on each instance are all counted…
    for (let i = 0; i < 10; i++) {
      const res = await attempt(i % 2 === 0 ? a : b);
      expect(res.status, `attempt ${i + 1}: ${res.body}`).toBe(401);
    }
    // …so the eleventh is refused whichever instance it reaches (each alone has seen five).
    for (const instance of [a, b]) {
      const refused = await attempt(instance);
      expect(refused.status, refused.body).toBe(429);
      expect(json(refused).msg).toMatch(/Too many attempts/);
    }
  });

  it(`serves a publish made on the other instance within ${GOAL_MS} ms (median and p95 of ${PUBLISHES})`, async () => {
    const owner = await newShopper(testDb.db, shop.id, 'OWNER');
    const admin = (instance: Instance, method: Call['method'], path: string, body?: unknown) =>
      instance.call({ method, path, domain: shop.domain, token: owner.token, body });
    const pages = json(await admin(a, 'GET', '/api/io/crm/admin/website/pages')).data as Array<{
      id: string;
      path: string;
    }>;
    const home = pages.find((p) => p.path === '/')!;
    const draft = json(await admin(a, 'GET', `/api/io/crm/admin/website/page?id=${home.id}`)).data
      .draft;
    const homeOn = (instance: Instance) => instance.call({ path: '/', domain: shop.domain });

    const latencies: number[] = [];
    // Publishes whose very first request to the other instance, sent once the publish had
    // answered, already got the new page (the purge arrived before it; the time is its render).
    let firstTry = 0;
    const versions: number[] = [];
    let heading = '';
    for (let i = 0; i < PUBLISHES; i++) {
      // Both directions: A publishes and B serves, then B publishes and A serves.
      const [writer, reader] = i % 2 === 0 ? [a, b] : [b, a];
      // The reader has the current page in its cache (twice: the first may have rendered it).
      await homeOn(reader);
      const before = await homeOn(reader);
      if (heading) expect(before.body).toContain(heading);

      heading = `Release ${run} number ${i}`;
      draft.sections[0].config.heading = heading;
      const saved = await admin(writer, 'PUT', '/api/io/crm/admin/website/page/draft', {
        id: home.id,
        draft,
      });
      expect(saved.status, saved.body).toBe(200);
      const published = await admin(writer, 'POST', '/api/io/crm/admin/website/page/publish', {
        id: home.id,
      });
      const answeredAt = performance.now();
      expect(published.status, published.body).toBe(200);
      versions.push(json(published).data.publishedVersion as number);
      let served = await homeOn(reader);
      if (served.body.includes(heading)) firstTry++;
      while (!served.body.includes(heading) && performance.now() - answeredAt < GIVE_UP_MS)
        served = await homeOn(reader);
      latencies.push(performance.now() - answeredAt);
      expect(served.body, `${reader.name} still serves the old page`).toContain(heading);
    }
    const sorted = [...latencies].sort((x, y) => x - y);
    const median = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    console.log(
      `Publish on one instance → new page served by the other (${PUBLISHES} publishes): ` +
        `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; ` +
        `new at the first request after the answer: ${firstTry} of ${PUBLISHES}`,
    );
    expect(p95).toBeLessThan(GOAL_MS);

    // A rollback on B to the first publish: A serves that page again at once.
    await homeOn(a);
    const rolled = await admin(b, 'POST', '/api/io/crm/admin/website/page/rollback', {
      id: home.id,
      version: versions[0],
    });
    expect(rolled.status, rolled.body).toBe(200);
    const answeredAt = performance.now();
    let served = await homeOn(a);
    const first = `Release ${run} number 0<`;
    while (!served.body.includes(first) && performance.now() - answeredAt < GIVE_UP_MS)
      served = await homeOn(a);
    expect(served.body).toContain(first);
    expect(performance.now() - answeredAt).toBeLessThan(GOAL_MS);
  }, 120_000);

  it('never oversells: concurrent checkouts of the last 3 units, spread over both, make 3 orders', async () => {
    const scarce = await createTestProduct(testDb.db, shop.id, {
      name: 'Last Lamp',
      variants: [{ price: 120_000, stock: 3 }],
    });
    const variantId = scarce.variantIds[0]!;
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const who = await newShopper(testDb.db, shop.id);
        const on = i % 2 === 0 ? a : b;
        const api = (path: string, body?: unknown) =>
          on.call({ path: resolveApiPath(path), domain: shop.domain, token: who.token, body });
        const added = await api(CART_PATHS.add, { productVariantId: variantId, quantity: 1 });
        expect(added.status, added.body).toBe(200);
        const address = await api(ORDER_PATHS.addAddress, testAddress());
        expect(address.status, address.body).toBe(201);
        return { api, addressId: json(address).data._id as string };
      }),
    );
    const answers = await Promise.all(
      buyers.map((buyer) =>
        buyer.api(
          `${ORDER_PATHS.checkoutInit}?addressId=${encodeURIComponent(buyer.addressId)}&paymentMode=TEST`,
        ),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(
      statuses.filter((s) => s === 200),
      answers.map((r) => r.body).join('\n'),
    ).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const variant = await testDb.db
      .selectFrom('product_variants')
      .select('stock')
      .where('id', '=', variantId)
      .executeTakeFirstOrThrow();
    expect(Number(variant.stock)).toBe(0);
    const sold = await testDb.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number | string>('quantity').as('n'))
      .where('variant_id', '=', variantId)
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(3);
  }, 120_000);
});
