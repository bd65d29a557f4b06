// `npm run bench`: the runtime's figures from one run on this machine.
//  1. SSR requests/s of a demo home, cached and uncached, against the same bytes as a static file
//     from the same server (the limit);  2. gzipped JavaScript each demo home ships;
//  3. Lighthouse mobile of each demo home and the shop's catalogue, blog, search and a static
//     page: performance, accessibility, LCP, CLS, TBT, script bytes and requests, HTML size;
//  4. no account enumeration: code and reset-link requests timed with and without an account;
//  5. the builder at 10, 30, 100 and 300 sections: load until live, select, keystroke to preview
//     DOM and to the next frame, reorder, heap, and the editor's JS until live and by the first
//     selection, beside the goals of issue 14 (bench-builder.ts);
//  6. the catalogue: a listing page deep in 100,000 products, SQLite and PostgreSQL
//     (bench-catalogue.ts);  7. the mail queue: 500 mails through BullMQ (and in process) to a
//     local SMTP server (bench-mail.ts);  8. the builder on the four demo homes as they are: usable,
//     done, the first device switch, the Code view's first open (bench-builder-real.ts);
//  9. search: the predictive and search page routes on 100,000 products, SQLite and PostgreSQL
//     (bench-search.ts).
// BENCH_ONLY=<parts> runs only those parts, comma-separated: throughput, js, lighthouse, builder,
// builder-real, enumeration, catalogue, search, checkout, mail (e.g. BENCH_ONLY=builder-real).
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { DEMO_WORKSPACES } from '../fixtures/index';
import { benchEnumeration, printEnumeration } from './bench-accounts';
import { benchCatalogue, printCatalogue } from './bench-catalogue';
import { benchCheckout, printCheckout } from './bench-checkout';
import { benchSearch, printSearch } from './bench-search';
import { benchMail, printMail } from './bench-mail';
import { benchBuilder, editorInitialJsKb, printBuilder, type BuilderBench } from './bench-builder';
import { benchBuilderReal, printBuilderReal, type RealFigures } from './bench-builder-real';
import { launchForLighthouse } from './chromium';

const PARTS = [
  'throughput',
  'js',
  'lighthouse',
  'builder',
  'builder-real',
  'enumeration',
  'catalogue',
  'search',
  'checkout',
  'mail',
] as const;
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
for (const name of only)
  if (!(PARTS as readonly string[]).includes(name)) {
    console.error(`BENCH_ONLY: no part "${name}" (parts: ${PARTS.join(', ')})`);
    process.exit(1);
  }
/** Whether this run measures `name` (every part unless BENCH_ONLY names some). */
const part = (name: (typeof PARTS)[number]) => only.length === 0 || only.includes(name);

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;

if (!existsSync('dist/server/start.js')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'sw-bench-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: join(dir, 'bench.db'),
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function rate(url: string, host: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { host },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** GET a page with a chosen Host header (fetch does not let us set Host). */
function getHtml(port: number, host: string, path = '/'): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  jsRequests: number;
  htmlKb: number;
  jsGoalKb: number;
};

/** The size of a file as the server sends it to a browser that accepts gzip. */
function gzippedBytes(port: number, host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': 'gzip' } },
      (res) => {
        let n = 0;
        res.on('data', (d: Buffer) => (n += d.length));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(n) : reject(new Error(`${path}: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const PORT = 3301;
const UNCACHED_PORT = 3302;
const cached = await startServer(PORT, {});
const uncached = await startServer(UNCACHED_PORT, { PAGE_CACHE_MS: '0' });
const shop = DEMO_WORKSPACES.find((d) => d.slug === 'shop') ?? DEMO_WORKSPACES[0]!;
const host = `${shop.domain}:${PORT}`;

let throughput: object | undefined;
if (part('throughput')) {
  // The limit: the very bytes of the home page, served by the same Fastify as a static file.
  const homeHtml = await getHtml(PORT, host);
  mkdirSync('dist/client/bench', { recursive: true });
  writeFileSync('dist/client/bench/home.html', homeHtml);

  console.log(
    `\nThroughput of ${shop.domain} home (${homeHtml.length} bytes), ${CONNECTIONS} connections, ${DURATION} s each, 3 rounds:`,
  );
  const rounds = { static: [] as number[], cached: [] as number[], uncached: [] as number[] };
  for (let round = 0; round < 3; round++) {
    rounds.static.push(await rate(`http://127.0.0.1:${PORT}/static/bench/home.html`, host));
    rounds.cached.push(await rate(`http://127.0.0.1:${PORT}/`, host));
    rounds.uncached.push(
      await rate(`http://127.0.0.1:${UNCACHED_PORT}/`, `${shop.domain}:${UNCACHED_PORT}`),
    );
  }
  const s = median(rounds.static);
  const c = median(rounds.cached);
  const u = median(rounds.uncached);
  console.log(`  static file      ${s.toFixed(0).padStart(7)} req/s (median)`);
  console.log(
    `  SSR cached       ${c.toFixed(0).padStart(7)} req/s  = ${(c / s).toFixed(2)} of static (goal >= 0.80)`,
  );
  console.log(
    `  SSR uncached     ${u.toFixed(0).padStart(7)} req/s  = ${(u / s).toFixed(2)} of static`,
  );
  // A category page: a product grid whose first page the server pre-loads from the catalogue.
  const categoryHtml = await getHtml(PORT, host, '/c/apparel');
  writeFileSync('dist/client/bench/category.html', categoryHtml);
  const categoryRounds = { static: [] as number[], cached: [] as number[] };
  for (let round = 0; round < 3; round++) {
    categoryRounds.static.push(
      await rate(`http://127.0.0.1:${PORT}/static/bench/category.html`, host),
    );
    categoryRounds.cached.push(await rate(`http://127.0.0.1:${PORT}/c/apparel`, host));
  }
  const cs = median(categoryRounds.static);
  const cc = median(categoryRounds.cached);
  console.log(
    `  /c/apparel cached ${cc.toFixed(0).padStart(6)} req/s  = ${(cc / cs).toFixed(2)} of the same bytes static (${cs.toFixed(0)} req/s; goal >= 0.80)`,
  );
  throughput = { static: s, cached: c, uncached: u, rounds };
}
uncached.kill();

const jsRows: { page: string; kb: number; requests: number; islands: string[] }[] = [];
if (part('js')) {
  const categoryHtml = await getHtml(PORT, host, '/c/apparel');
  const productPath = /href="(\/p\/[^"?#]+)"/.exec(categoryHtml)?.[1];
  console.log(
    '\nJavaScript each demo home ships (gzipped), a page of static sections, and the catalogue pages:',
  );
  const jsPages = [
    ...DEMO_WORKSPACES.map((d) => ({ domain: d.domain, path: '/' })),
    // Body sections all static; only the site header is an island.
    { domain: DEMO_WORKSPACES[0]!.domain, path: '/privacy-policy' },
    // A page of product cards: the grid's island (filters, sort, pages, hearts, bag) and the header.
    { domain: shop.domain, path: '/c/apparel' },
    ...(productPath ? [{ domain: shop.domain, path: productPath }] : []),
    { domain: shop.domain, path: '/blog' },
    { domain: shop.domain, path: '/search?q=kurta' },
  ];
  for (const { domain, path } of jsPages) {
    const html = await getHtml(PORT, `${domain}:${PORT}`, path);
    const files = new Set(
      // The runtime and the set, named on #sw-data and started once the page has loaded (or,
      // without sets, the runtime's script and its islands' chunks).
      [
        ...html.matchAll(
          /(?:\bdata-sw-(?:runtime|set)|<script[^>]*src|link rel="modulepreload" href)="([^"]+\.js)"/g,
        ),
      ].map((m) => m[1]!),
    );
    // As the browser gets them, gzipped by the server: the runtime from the build, the page's
    // island set from the server's bundle of it.
    let bytes = 0;
    for (const f of files) bytes += await gzippedBytes(PORT, `${domain}:${PORT}`, f);
    const data = /<script type="application\/json" id="sw-data"[^>]*>(.*?)<\/script>/.exec(
      html,
    )?.[1];
    const islands = [
      ...new Set(
        (
          (data ? JSON.parse(data) : { islands: [] }) as { islands: { type: string }[] }
        ).islands.map((i) => i.type),
      ),
    ];
    jsRows.push({ page: `${domain}${path}`, kb: bytes / 1024, requests: files.size, islands });
    console.log(
      `  ${`${domain}${path}`.padEnd(46)} ${(bytes / 1024).toFixed(1).padStart(6)} KB in ${files.size} files  islands: ${islands.join(', ') || 'none'}`,
    );
  }
}

const lhRows: LighthouseRow[] = [];
if (part('lighthouse')) {
  console.log(
    '\nLighthouse (mobile preset, simulated throttling), one run per page, beside the goals of issue 34:',
  );
  const chrome = await launchForLighthouse();
  try {
    const categoryHtml = await getHtml(PORT, host, '/c/apparel');
    const productPath = /href="(\/p\/[^"?#]+)"/.exec(categoryHtml)?.[1];
    const platform = DEMO_WORKSPACES[0]!;
    const lhPages = [
      ...DEMO_WORKSPACES.map((d) => ({ domain: d.domain, path: '/', shop: d === shop })),
      { domain: shop.domain, path: '/c/apparel', shop: true },
      ...(productPath ? [{ domain: shop.domain, path: productPath, shop: true }] : []),
      { domain: shop.domain, path: '/blog', shop: true },
      { domain: shop.domain, path: '/search?q=kurta', shop: true },
      // Body sections all static; only the site header is an island.
      { domain: platform.domain, path: '/privacy-policy', shop: false },
    ];
    console.log(`  ${'page'.padEnd(34)} perf a11y   LCP ms   CLS    TBT  JS KB  JS req  HTML KB`);
    for (const page of lhPages) {
      const url = `http://${page.domain}:${PORT}${page.path}`;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result!.lhr;
      const cats = lhr.categories;
      const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const requests =
        (
          lhr.audits['network-requests']?.details as
            | {
                items?: {
                  url: string;
                  resourceType?: string;
                  transferSize?: number;
                  resourceSize?: number;
                }[];
              }
            | undefined
        )?.items ?? [];
      const scripts = requests.filter((r) => r.resourceType === 'Script');
      const doc = requests.find((r) => r.resourceType === 'Document');
      const row: LighthouseRow = {
        page: `${page.domain}${page.path === '/' ? '' : page.path}`,
        performance: Math.round((cats.performance?.score ?? 0) * 100),
        accessibility: Math.round((cats.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(num('largest-contentful-paint')),
        cls: Number(num('cumulative-layout-shift').toFixed(3)),
        tbtMs: Math.round(num('total-blocking-time')),
        jsKb: Number((scripts.reduce((a, r) => a + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
        jsRequests: scripts.length,
        htmlKb: Number(((doc?.resourceSize ?? 0) / 1024).toFixed(1)),
        jsGoalKb: page.shop ? 35 : 19,
      };
      lhRows.push(row);
      // Name what costs points, with the first offending element, so the figure is actionable.
      const refs = [
        ...(cats.performance?.auditRefs ?? []),
        ...(cats.accessibility?.auditRefs ?? []),
      ].filter((r) => r.weight > 0);
      const failing = refs
        .map((r) => lhr.audits[r.id]!)
        .filter((a) => a.score !== null && a.score < 0.9)
        .map((a) => {
          const items =
            (a.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
          const sel = items.find((i) => i.node?.selector)?.node?.selector;
          return sel ? `${a.id} at ${sel}` : a.id;
        });
      console.log(
        `  ${row.page.slice(0, 34).padEnd(34)} ${String(row.performance).padStart(4)} ${String(row.accessibility).padStart(4)} ${String(row.lcpMs).padStart(8)} ${row.cls.toFixed(3)} ${String(row.tbtMs).padStart(6)} ${row.jsKb.toFixed(1).padStart(6)} ${String(row.jsRequests).padStart(7)} ${row.htmlKb.toFixed(1).padStart(8)}${failing.length ? `\n      below 0.9: ${failing.join(', ')}` : ''}`,
      );
    }
    console.log(
      '  goals: perf 100, a11y 100, LCP <= 1200 ms, CLS <= 0.01, TBT 0, JS <= 35 KB on a shop page (19 KB static), <= 3 JS requests, shop home HTML <= 50 KB',
    );
  } finally {
    await chrome.kill();
  }
}

// 5. The builder (scripts/bench-builder.ts): pages of 10, 30, 100 and 300 sections in Chromium.
let builder: BuilderBench | undefined;
const editorJs = editorInitialJsKb();
// 8. The builder on the four demo homes as they are (scripts/bench-builder-real.ts).
let builderReal: RealFigures[] | undefined;
try {
  if (part('builder')) builder = await benchBuilder(PORT, [10, 30, 100, 300]);
  if (part('builder-real')) builderReal = (await benchBuilderReal([PORT]))[0];
} finally {
  cached.kill();
}
if (builder) printBuilder(builder, editorJs);
if (builderReal) printBuilderReal(builderReal);

// In process (scripts/bench-accounts.ts): the servers above are stopped, so they add no noise.
const ENUM_N = Number(process.env.BENCH_ENUM_N ?? 200);
const enumeration = part('enumeration') ? await benchEnumeration(ENUM_N) : undefined;
if (enumeration) printEnumeration(enumeration, ENUM_N);

// Also in process: 100,000 products written into one workspace, then the listing route timed.
const catalogue = part('catalogue')
  ? await benchCatalogue({ products: Number(process.env.BENCH_CATALOGUE_PRODUCTS ?? 100_000) })
  : undefined;
if (catalogue) printCatalogue(catalogue);

// Also in process: 100,000 products searched, the predictive route and the search page's.
const search = part('search')
  ? await benchSearch({ products: Number(process.env.BENCH_SEARCH_PRODUCTS ?? 100_000) })
  : undefined;
if (search) printSearch(search);

// Also in process: 200 customers check out 50 units at once (exactly 50 orders, none oversold).
const checkout = part('checkout') ? await benchCheckout() : undefined;
if (checkout) printCheckout(checkout);

// Also in process: 500 mails through the job queue to a local SMTP server that accepts.
const mail = part('mail') ? await benchMail(Number(process.env.BENCH_MAILS ?? 500)) : undefined;
if (mail) printMail(mail);

mkdirSync('bench-results', { recursive: true });
// BENCH_LABEL=<name> also keeps this run's Lighthouse rows as bench-results/lighthouse-<name>.json
// (a before and an after, say), since runtime.json is overwritten by every run.
if (process.env.BENCH_LABEL && lhRows.length)
  writeFileSync(
    `bench-results/lighthouse-${process.env.BENCH_LABEL}.json`,
    JSON.stringify({ at: new Date().toISOString(), rows: lhRows }, null, 2),
  );
writeFileSync(
  'bench-results/runtime.json',
  JSON.stringify(
    {
      at: new Date().toISOString(),
      only: only.length ? only : undefined,
      throughput,
      js: jsRows,
      lighthouse: lhRows,
      enumeration,
      builder: builder && { pages: builder.rows, floor: builder.floor, editorJs },
      builderReal,
      catalogue,
      search,
      checkout,
      mail,
    },
    null,
    2,
  ),
);
console.log('\nWritten to bench-results/runtime.json');
process.exit(0);
