// The no-enumeration figure of `npm run bench`: code and reset-link requests must take the same
// time whether or not the email has an account (issue 3). Run on the real server in process
// (tests/support/app.ts), through inject(), so network noise does not hide a difference.
import { performance } from 'node:perf_hooks';
import { createUsers } from '../server/accounts/users';
import { createTestApp } from '../tests/support/app';
import { percentile } from './bench-kit';

export type EnumerationRow = {
  route: string;
  known: { median: number; p95: number };
  unknown: { median: number; p95: number };
  /** known / unknown, for the median and the p95. */
  ratio: { median: number; p95: number };
};

const SHOP = 'shop.localhost:3000';
const PLATFORM = 'localhost:3000';

const ROUTES = [
  {
    route: 'POST /api/public/login/send-otp',
    host: SHOP,
    request: (email: string) => ({
      method: 'POST' as const,
      url: '/api/public/login/send-otp',
      payload: { email },
    }),
  },
  {
    route: 'GET /api/public/customer/forgot-password',
    host: SHOP,
    request: (email: string) => ({
      method: 'GET' as const,
      url: `/api/public/customer/forgot-password?email=${encodeURIComponent(email)}`,
    }),
  },
  {
    route: 'GET /api/public/customer/signup/send-otp',
    host: PLATFORM,
    request: (email: string) => ({
      method: 'GET' as const,
      url: `/api/public/customer/signup/send-otp?email=${encodeURIComponent(email)}`,
    }),
  },
];

/**
 * Times `n` requests per route for emails with an account and `n` for emails without, in
 * alternating order (which goes first flips each pair, so drift and warm-up hit both alike).
 * Every request has its own email and client address, so no throttle or send limit answers.
 */
export async function benchEnumeration(n = 200): Promise<EnumerationRow[]> {
  const t = await createTestApp('sqlite');
  try {
    const shop = await t.testDb.db
      .selectFrom('workspaces')
      .select('id')
      .where('slug', '=', 'shop')
      .executeTakeFirstOrThrow();
    const users = createUsers({ db: t.testDb.db });
    const warm = 20;
    const known: string[] = [];
    for (let i = 0; i < n + warm; i++) {
      const email = `known${i}@bench.test`;
      // No password: these routes never read it, and hashing 220 of them would only slow setup.
      await users.createUser({ workspaceId: shop.id, email, password: null, userType: 'CUSTOMER' });
      known.push(email);
    }
    const unknown = known.map((_, i) => `unknown${i}@bench.test`);

    let ip = 0;
    const nextIp = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`;
    const rows: EnumerationRow[] = [];
    for (const r of ROUTES) {
      const bodies = { known: new Set<string>(), unknown: new Set<string>() };
      const times = { known: [] as number[], unknown: [] as number[] };
      const timed = async (kind: 'known' | 'unknown', email: string, record: boolean) => {
        // Let the previous request's deferred work (its mail) finish first, outside the clock:
        // a client timing its own request sees the answer, not what the server does after it.
        await new Promise((r) => setImmediate(r));
        const start = performance.now();
        const res = await t.app.inject({
          ...r.request(email),
          headers: { host: r.host, 'x-app-platform': 'WEB' },
          remoteAddress: nextIp(),
        });
        const ms = performance.now() - start;
        if (res.statusCode !== 200)
          throw new Error(`${r.route} ${email}: ${res.statusCode} ${res.body}`);
        bodies[kind].add(res.body);
        if (record) times[kind].push(ms);
      };
      for (let i = 0; i < n + warm; i++) {
        const record = i >= warm;
        const pair = [
          () => timed('known', known[i]!, record),
          () => timed('unknown', unknown[i]!, record),
        ];
        if (i % 2) pair.reverse();
        for (const run of pair) await run();
      }
      if (bodies.known.size !== 1 || [...bodies.known][0] !== [...bodies.unknown][0]) {
        throw new Error(`${r.route}: the answers differ for known and unknown emails`);
      }
      const stats = (xs: number[]) => ({ median: percentile(xs, 50), p95: percentile(xs, 95) });
      const k = stats(times.known);
      const u = stats(times.unknown);
      rows.push({
        route: r.route,
        known: k,
        unknown: u,
        ratio: { median: k.median / u.median, p95: k.p95 / u.p95 },
      });
    }
    return rows;
  } finally {
    await t.close();
  }
}

/** Prints the rows in the bench's style. */
export function printEnumeration(rows: EnumerationRow[], n: number): void {
  console.log(
    `\nNo account enumeration: ${n} requests each for emails with and without an account, in process:`,
  );
  const ms = (x: number) => x.toFixed(2).padStart(6);
  for (const row of rows) {
    const off = Math.max(Math.abs(row.ratio.median - 1), Math.abs(row.ratio.p95 - 1));
    console.log(
      `  ${row.route.padEnd(42)} known ${ms(row.known.median)} / ${ms(row.known.p95)} ms` +
        `  unknown ${ms(row.unknown.median)} / ${ms(row.unknown.p95)} ms` +
        `  ratio ${row.ratio.median.toFixed(2)} / ${row.ratio.p95.toFixed(2)}${off > 0.1 ? '  (more than 10 % apart)' : ''}`,
    );
  }
  console.log(
    "  (median / p95; goal: ratios within 0.10 of 1. Signup codes go to every address, so that row does the same work either way: its ratio shows this machine's noise.)",
  );
}
