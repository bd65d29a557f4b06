// The builder on the four demo homes as they are (issue 32): the seeded pages with their product
// grids, sliders, images and fonts, not the synthetic sections of bench-builder.ts. For each home,
// signed in as its demo owner, cold loads of /admin/builder (HTTP cache off, a warm-up load first,
// then RUNS loads; medians), each timed in the editor's clock:
//  - usable: the first animation frame in which the editor is live, by bench-builder.ts's load
//    probe: the outline has rows, the preview is placed, and the preview has posted
//    `rendered` for the editor's draft (so a click in either selects);
//  - done: once the network of the page (both frames) has been quiet for a second, the end of
//    the last response either frame received or of the last long task, whichever is later: the
//    preview's React half, its section chunks and interactive sections taken over, the forms,
//    fonts and images all in (not the code view's prefetch, which waits for the owner to be
//    idle: loadDoneAt);
//  - the first device switch, after done and 4 s of the owner looking (LOOK_MS): a click on "Phone (390 px)", until the frame after the
//    preview's iframe is 390 px wide (click→frame), and the long tasks in the 1.5 s from the
//    click (their total: the main thread blocked);
//  - the Code view's first open: a click on Code until monaco's lines show the JSON, and the
//    frame after that.
// `PORT=3000 node --import tsx scripts/bench-builder-real.ts` runs this part alone against a
// running server; `PORTS=4101,4102` runs the same loads interleaved on two servers (a build
// before and after a change, started together), one table each. BENCH_REAL_RUNS sets the runs,
// BENCH_REAL_HOSTS a comma list of hosts, BENCH_TRACE=<prefix> writes a Chromium trace of each
// home's last run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { DEMO_WORKSPACES } from '../fixtures/index';
import {
  loadProbe,
  openPage,
  pct,
  pollPage,
  signedInContext,
  signIn,
  sleep,
  startTrace,
  stopTrace,
} from './bench-builder';

const RUNS = Number(process.env.BENCH_REAL_RUNS ?? 5);
/** How long the network must be quiet before the load counts as done. */
const QUIET_MS = 1000;
/**
 * How long the owner looks at the loaded page before the first click (the editor loads the code
 * view once the owner has been idle for 3 s: editor/shell/code-dialog.ts).
 */
const LOOK_MS = 4000;
/** How long after the device switch's click its long tasks are counted. */
const SWITCH_WINDOW_MS = 1500;

/** One load of one home. */
export type RealRun = {
  usableMs: number;
  doneMs: number;
  switchFrameMs: number;
  switchBlockedMs: number;
  codeMs: number;
  /** The body sections the preview showed. */
  sections: number;
};
/** A home's medians over its runs, and each run. */
export type RealFigures = { host: string } & RealRun & { runs: RealRun[] };

type RealProbe = { longTasks: { start: number; end: number }[] };

/**
 * Beside bench-builder.ts's load probe (which sets `__swBench.liveAt`; here with no section
 * count: a home's own sections), in the editor's frame: the long tasks of both frames (one event
 * loop: the preview's come as `same-origin-descendant`).
 */
function longTaskProbe() {
  if (window.top !== window) return;
  const probe: RealProbe = { longTasks: [] };
  (window as unknown as { __swReal: RealProbe }).__swReal = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      probe.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * When the load was done, in the editor's clock: the latest end of a response either frame
 * received or of a long task, of those that started before the editor began to prefetch the
 * code view (its mark `sw:code-prefetch`, set once the owner has been idle for a while): that
 * is work for a later click, not the page's load.
 */
function loadDoneAt(live: number): number {
  const frame = document.querySelector<HTMLIFrameElement>('#sw-preview-frame');
  const prefetch = performance.getEntriesByName('sw:code-prefetch')[0]?.startTime ?? Infinity;
  let last = live;
  for (const w of [window, frame?.contentWindow ?? null]) {
    if (!w) continue;
    const shift = w.performance.timeOrigin - performance.timeOrigin;
    for (const e of w.performance.getEntriesByType('resource'))
      if (e.startTime + shift < prefetch)
        last = Math.max(last, (e as PerformanceResourceTiming).responseEnd + shift);
  }
  for (const t of (window as unknown as { __swReal: RealProbe }).__swReal.longTasks)
    if (t.start < prefetch) last = Math.max(last, t.end);
  return last;
}

/**
 * Arms a timed click: t0 is the click event's timeStamp (capture, in the editor), then waits
 * until `what` shows (the preview 390 px wide; monaco's lines holding text) and for the frame
 * after that. Leaves the promise on `__swClick`.
 */
function armClick(what: 'phone' | 'code') {
  let t0 = NaN;
  document.addEventListener('click', (e) => (t0 = e.timeStamp), { capture: true, once: true });
  const shown = () => {
    if (what === 'phone')
      return (
        document.querySelector<HTMLIFrameElement>('#sw-preview-frame')?.style.width === '390px'
      );
    const lines = document.querySelector(
      '[data-testid=code-view-editor] .monaco-editor .view-lines',
    );
    return !!lines && (lines.textContent ?? '').trim().length > 0;
  };
  (window as unknown as { __swClick: Promise<{ t0: number; tFrame: number }> }).__swClick =
    new Promise((resolve, reject) => {
      const deadline = performance.now() + 20_000;
      const poll = () => {
        if (!Number.isNaN(t0) && shown()) {
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve({ t0, tFrame: performance.now() });
            channel.port2.postMessage(0);
          });
          return;
        }
        if (performance.now() > deadline) reject(new Error(`${what}: not shown in 20 s`));
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
}

/** Counts the page's requests in flight (both frames: one target), and when any last moved. */
function watchNetwork(cdp: CDPSession) {
  const inflight = new Set<string>();
  const state = { inflight, lastActivity: Date.now() };
  const moved = () => (state.lastActivity = Date.now());
  cdp.on('Network.requestWillBeSent', (e) => {
    // A worker's script (monaco's JSON worker): its end is reported to the worker's own target.
    if (!/\.worker-[\w-]+\.js$/.test(new URL(e.request.url).pathname)) inflight.add(e.requestId);
    moved();
  });
  const end = (e: { requestId: string }) => {
    inflight.delete(e.requestId);
    moved();
  };
  cdp.on('Network.loadingFinished', end);
  cdp.on('Network.loadingFailed', end);
  return state;
}

/** Waits until no request of the page has been in flight for QUIET_MS. */
async function quiet(net: ReturnType<typeof watchNetwork>, url: string) {
  const deadline = Date.now() + 30_000;
  while (net.inflight.size > 0 || Date.now() - net.lastActivity < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${url}: the network never went quiet`);
    await sleep(50);
  }
}

async function oneRun(context: BrowserContext, url: string, trace?: string): Promise<RealRun> {
  const { page, cdp } = await openPage(context);
  try {
    const net = watchNetwork(cdp);
    if (trace) await startTrace(cdp);
    await page.goto(url, { waitUntil: 'commit' });
    const usableMs = await pollPage<number>(
      cdp,
      'window.__swBench ? window.__swBench.liveAt : null',
      `${url}: the editor did not go live`,
    );
    await quiet(net, url);
    const doneMs = await page.evaluate(loadDoneAt, usableMs);
    // The owner looks at the page before acting; what the editor loads meanwhile is settled.
    await sleep(LOOK_MS);
    await quiet(net, url);
    const sections = await page
      .frameLocator('#sw-preview-frame')
      .locator('main [data-sw-section]')
      .count();
    const phone = await timedClick(
      page,
      'phone',
      page.getByRole('button', { name: 'Phone (390 px)' }),
    );
    await sleep(SWITCH_WINDOW_MS);
    const switchBlockedMs = await page.evaluate(
      ([from, to]) =>
        (window as unknown as { __swReal: RealProbe }).__swReal.longTasks
          .filter((t) => t.start >= from - 1 && t.start < to)
          .reduce((sum, t) => sum + (t.end - t.start), 0),
      [phone.t0, phone.t0 + SWITCH_WINDOW_MS] as const,
    );
    await page.getByRole('button', { name: 'Desktop (1280 px)' }).click();
    await sleep(500);
    const code = await timedClick(
      page,
      'code',
      page.getByRole('button', { name: 'Code', exact: true }),
    );
    if (trace) await stopTrace(cdp, trace);
    return {
      usableMs,
      doneMs,
      switchFrameMs: phone.tFrame - phone.t0,
      switchBlockedMs,
      codeMs: code.tFrame - code.t0,
      sections,
    };
  } finally {
    await page.close();
  }
}

async function timedClick(
  page: Page,
  what: 'phone' | 'code',
  target: ReturnType<Page['getByRole']>,
): Promise<{ t0: number; tFrame: number }> {
  await page.evaluate(armClick, what);
  await target.click();
  return page.evaluate(
    () => (window as unknown as { __swClick: Promise<{ t0: number; tFrame: number }> }).__swClick,
  );
}

/** A browser signed in as every measured home's demo owner on the server at `port`. */
async function probedContext(port: number, hosts: string[], dir: string) {
  const tokens: Record<string, string> = {};
  for (const host of hosts) tokens[host] = await signIn(port, host);
  const context = await signedInContext(mkdtempSync(join(dir, 'profile-')), port, tokens);
  await context.addInitScript(loadProbe, null);
  await context.addInitScript(longTaskProbe);
  return context;
}

const median = (runs: RealRun[], key: keyof RealRun) =>
  pct(
    runs.map((r) => r[key]),
    50,
  );

/**
 * Runs the figures on each demo home against the servers on `ports` (one table per port; with
 * several, each run goes to every server in turn, so load on the machine falls on all alike).
 */
export async function benchBuilderReal(
  ports: number[],
  hosts = DEMO_WORKSPACES.map((d) => d.domain),
): Promise<RealFigures[][]> {
  const profiles = mkdtempSync(join(tmpdir(), 'sw-bench-real-'));
  const contexts: BrowserContext[] = [];
  try {
    for (const port of ports) contexts.push(await probedContext(port, hosts, profiles));
    const results: RealFigures[][] = ports.map(() => []);
    for (const host of hosts) {
      const runs: RealRun[][] = ports.map(() => []);
      for (let i = -1; i < RUNS; i++) {
        for (const [k, port] of ports.entries()) {
          const trace =
            process.env.BENCH_TRACE && i === RUNS - 1
              ? `${process.env.BENCH_TRACE}-real-${host}-${port}.json`
              : undefined;
          const run = await oneRun(contexts[k]!, `http://${host}:${port}/admin/builder`, trace);
          if (i >= 0) runs[k]!.push(run); // the first load warms up the server and the browser
        }
      }
      for (const k of ports.keys()) {
        const list = runs[k]!;
        results[k]!.push({
          host,
          sections: list[0]?.sections ?? 0,
          usableMs: median(list, 'usableMs'),
          doneMs: median(list, 'doneMs'),
          switchFrameMs: median(list, 'switchFrameMs'),
          switchBlockedMs: median(list, 'switchBlockedMs'),
          codeMs: median(list, 'codeMs'),
          runs: list,
        });
      }
    }
    return results;
  } finally {
    for (const context of contexts) await context.close();
    rmSync(profiles, { recursive: true, force: true, maxRetries: 5 });
  }
}

export function printBuilderReal(rows: RealFigures[], label = ''): void {
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  const table = [
    ['home', 'sections', 'usable', 'done', 'switch→frame', 'switch blocked', 'Code open'],
    ...rows.map((r) => [
      r.host,
      String(r.sections),
      ms(r.usableMs),
      ms(r.doneMs),
      ms(r.switchFrameMs),
      ms(r.switchBlockedMs),
      ms(r.codeMs),
    ]),
  ];
  const widths = table[0]!.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
  console.log(
    `\nThe builder on the demo homes as they are${label ? ` (${label})` : ''}: cold loads, HTTP cache off, medians of ${RUNS} runs after a warm-up`,
  );
  for (const row of table)
    console.log(
      `  ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ')}`,
    );
  console.log(
    '  goals (shop home): usable ≤ 1000 ms, done ≤ 1500 ms, device switch < 100 ms blocked, Code open ≤ 500 ms',
  );
}

// This part alone, against running servers: PORT=3000, or PORTS=4101,4102 interleaved.
if (process.argv[1]?.endsWith('bench-builder-real.ts')) {
  const ports = (process.env.PORTS ?? process.env.PORT ?? '3000').split(',').map(Number);
  const hosts = process.env.BENCH_REAL_HOSTS?.split(',').filter(Boolean);
  const results = await benchBuilderReal(ports, hosts);
  for (const [k, port] of ports.entries()) printBuilderReal(results[k]!, `port ${port}`);
  if (process.env.BENCH_REAL_JSON)
    (await import('node:fs')).writeFileSync(
      process.env.BENCH_REAL_JSON,
      JSON.stringify({ ports, results }, null, 2),
    );
}
