// The builder's figures (issues 4 and 14), measured in Debian Chromium against a running server,
// at each page size (10, 30, 100 and 300 sections by default):
//  - load until live: a cold navigation (HTTP cache off) until the preview shows every section,
//    the outline has rows, the preview is placed, and the preview has reported `rendered` to the
//    editor (so it has applied the editor's draft); median of 5 loads; beside it, the load's
//    floor: the same two documents with no module script, until the preview shows every section;
//  - select: a real click on a section's heading in the preview until the inspector's heading
//    field holds that section's heading;
//  - key→DOM and key→frame: a letter typed into the selected section's heading field, from the
//    keydown event's timeStamp until the preview's DOM shows it, and until the frame after that
//    (requestAnimationFrame, then a posted message: its handler runs after that frame's paint);
//  - keyboard reorder in the outline, JS heap after load, and the JavaScript the editor requests
//    (both frames, gzip -9) until live and by the end of the first selection.
// The method is the peer bench's (../shared/peer-bench/measure.mjs), so the figures compare with
// Puck's there: the same page shape, timestamps, waits and typing cadence. Everything is timed
// inside the page in the editor's clock, so the DevTools protocol's round trips are not counted,
// and nothing assumes how the editor delivers messages to the preview (a direct call into the
// same-origin frame, or postMessage): the bench reads which one the handshake chose from the
// frame's `data-preview-transport`. Beside the figures: the same keystroke timing on a bare page
// posting to an iframe, the least any preview fed over postMessage takes.
// BENCH_TRACE=<file> records a Chromium trace of the keystrokes.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/demo-accounts';
import type { CtaConfig } from '../schemas/sections/cta';
import type { FaqConfig } from '../schemas/sections/faq';
import type { HeroConfig } from '../schemas/sections/hero';
import type { LogoGridConfig } from '../schemas/sections/logo-grid';
import type { PricingConfig } from '../schemas/sections/pricing';
import type { TestimonialsConfig } from '../schemas/sections/testimonials';
import type { ButtonAction, Section } from '../schemas/types';
import { launchContext } from './chromium';

const CLIENT_DIR = 'dist/client';

/** Cold loads per page size; the median is reported. */
const LOADS = 5;
/** Clicks in the preview, alternating between two sections and ending on the typing target. */
const SELECTS = 6;
/** Keystrokes timed, after the warm-up ones (they warm the JIT and the form) are dropped. */
const KEYS = 40;
const WARMUP_KEYS = 5;
/** About 8 characters a second, a brisk typist. */
const KEY_INTERVAL_MS = 120;
/** Keyboard reorders; the first is dropped. */
const REORDERS = 7;

export type BuilderFigures = {
  sections: number;
  /** How the editor delivers messages to the preview: `data-preview-transport`, or "post". */
  transport: string;
  /** Until live (see the top of the file); `shownMs` is when the sections were first shown. */
  loadMs: number;
  shownMs: number;
  /**
   * The load's floor: the same two documents with every module script and modulepreload taken
   * out (loadFloor), until the preview shows every section. No editor can be live sooner.
   */
  loadFloorMs: number;
  selectMedianMs: number;
  /** The run's first select: a section whose panel was never rendered before the click's pointer reached it. */
  selectFirstMs: number;
  keyDomMedianMs: number;
  keyDomP95Ms: number;
  keyFrameMedianMs: number;
  keyFrameP95Ms: number;
  reorderMedianMs: number;
  heapMb: number;
  /** Every script either frame requested, by unique URL path, weighed gzip -9 from dist/client. */
  js: { live: JsWeight; firstSelect: JsWeight };
};

export type JsWeight = {
  kb: number;
  files: number;
  /** Each file's gzip -9 bytes, by URL path. */
  list: Record<string, number>;
  missing: string[];
};

export type KeyFigures = {
  keyDomMedianMs: number;
  keyDomP95Ms: number;
  keyFrameMedianMs: number;
  keyFrameP95Ms: number;
};
/** The same keystroke timing on a bare page, posted and direct (transportFloor). */
export type FloorFigures = { post: KeyFigures; direct: KeyFigures };

export type BuilderBench = { rows: BuilderFigures[]; floor: FloorFigures };

/** Nearest rank, as the peer bench takes it. */
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};

/** The editor's initial JavaScript: the entry chunk and its static imports, gzipped. */
export function editorInitialJsKb(clientDir = CLIENT_DIR): {
  initialKb: number;
  lazyKb: number;
} {
  const manifest = JSON.parse(
    readFileSync(`${clientDir}/.vite/editor-manifest.json`, 'utf8'),
  ) as Record<
    string,
    { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
  >;
  const gz = (file: string) => gzipSync(readFileSync(`${clientDir}/${file}`)).length;
  const entryKey = 'editor/main.tsx';
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const i of manifest[key]?.imports ?? []) walk(i);
  };
  walk(entryKey);
  const initial = [...seen].reduce((n, k) => n + gz(manifest[k]!.file), 0);
  const all = new Set(
    Object.values(manifest)
      .map((m) => m.file)
      .filter((f) => f.endsWith('.js')),
  );
  const initialFiles = new Set([...seen].map((k) => manifest[k]!.file));
  let lazy = 0;
  for (const f of all) if (!initialFiles.has(f)) lazy += gz(f);
  return { initialKb: initial / 1024, lazyKb: lazy / 1024 };
}

/** Scripts by URL path, weighed as the server's files (/assets/ and /static/ of dist/client). */
function weighJs(paths: string[], clientDir = CLIENT_DIR): JsWeight {
  const list: Record<string, number> = {};
  const missing: string[] = [];
  for (const path of paths) {
    const rel = path.startsWith('/static/') ? path.slice('/static'.length) : path;
    const file = `${clientDir}${decodeURIComponent(rel)}`;
    if (!existsSync(file)) {
      missing.push(path);
      continue;
    }
    list[path] = gzipSync(readFileSync(file), { level: 9 }).length;
  }
  const sizes = Object.values(list);
  return { kb: sizes.reduce((a, b) => a + b, 0) / 1024, files: sizes.length, list, missing };
}

/** A JSON call with a Host header (Node's fetch will not send one; *.localhost is not in DNS). */
function call(
  port: number,
  host: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<any> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `${host}:${port}`,
          'x-app-platform': 'WEB',
          ...(token ? { authorization: `Basic ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 300)
            reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
          else resolve((JSON.parse(text) as { data: unknown }).data);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function signIn(port: number, host: string): Promise<string> {
  const owner = DEMO_ACCOUNTS.find((a) => a.domain === host && a.userType === 'OWNER')!;
  const data = await call(port, host, 'POST', '/api/public/login', {
    email: owner.email,
    password: DEMO_PASSWORD,
  });
  return (data as { token: string }).token;
}

const api = (
  port: number,
  host: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) => call(port, host, method, path, body, token);

const LOREM =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.';
const HOME: ButtonAction = { navigateTo: 'page', page: '/' };

/**
 * The peer bench's six kinds of section (its makeSections), so a page here is the page Puck is
 * measured on there. Every kind has a heading field in the inspector (`sw-<id>_heading`, or
 * `sw-<id>_header_heading` for pricing), which the select and typing measurements need.
 */
const KINDS: { name: string; type: string; config: (heading: string) => object }[] = [
  {
    name: 'Hero',
    type: 'hero',
    config: (heading): HeroConfig => ({
      variant: 'centered',
      titleButtonEnabled: false,
      heading,
      description: LOREM,
      buttons: [{ text: 'Get started', style: 'primary', buttonAction: HOME }],
    }),
  },
  {
    // The peer's text block: a card with a heading and a paragraph (our rich-section keeps its
    // heading in a collapsed block list, so it has no heading field to type into).
    name: 'TextBlock',
    type: 'cta',
    config: (heading): CtaConfig => ({
      variant: 'card',
      heading,
      description: `${LOREM} ${LOREM}`,
      buttons: [],
    }),
  },
  {
    name: 'ImageStrip',
    type: 'logo-grid',
    config: (heading): LogoGridConfig => ({
      variant: 'strip',
      heading,
      description: '',
      logos: [1, 2, 3, 4].map((k) => ({ image: `/demo/logo-${k}.svg`, alt: `Image ${k - 1}` })),
      alternateBackground: false,
    }),
  },
  {
    name: 'Pricing',
    type: 'pricing',
    config: (heading): PricingConfig => ({
      variant: 'cards',
      header: { heading },
      pointGroups: [],
      plans: (
        [
          ['Starter', 9, ['1 site', 'Basic support']],
          ['Pro', 29, ['5 sites', 'Priority support', 'Analytics']],
          ['Team', 99, ['Unlimited sites', 'SSO', 'Audit log']],
        ] as const
      ).map(([title, price, points]) => ({
        title,
        primary: false,
        priceMonthly: price,
        priceYearly: price * 10,
        monthlyPlanText: '/mo',
        yearlyPlanText: '/yr',
        points: [...points],
        buttonText: 'Choose',
        enableButton: true,
        buttonAction: HOME,
      })),
    }),
  },
  {
    name: 'FAQ',
    type: 'faq',
    config: (heading): FaqConfig => ({
      variant: 'list',
      heading,
      items: [0, 1, 2, 3].map((k) => ({ question: `Question ${k}?`, answer: LOREM })),
    }),
  },
  {
    name: 'Testimonial',
    type: 'testimonials',
    config: (heading): TestimonialsConfig => ({
      variant: 'spotlight',
      heading,
      items: [{ description: LOREM, name: 'Jane Doe', designation: 'CTO, Example Inc.' }],
    }),
  },
];

/** A page of n sections: the six kinds in turn, headed "<Kind> section <i>", ids "<Kind>-<i>". */
export function benchSections(n: number): Section[] {
  return Array.from({ length: n }, (_, i) => {
    const kind = KINDS[i % KINDS.length]!;
    return {
      id: `${kind.name}-${i}`,
      type: kind.type,
      config: kind.config(`${kind.name} section ${i}`) as Record<string, unknown>,
    };
  });
}

// In-page code is passed to Playwright as source text, and tsx wraps named local functions in
// its `__name` helper (it keeps function names), which the page does not have: each context gets
// a do-nothing one first.
export const NAME_HELPER = 'globalThis.__name = (f) => f;';

type Probe = { shownAt: number | null; liveAt: number | null; rendered: boolean };

/**
 * The load probe, an init script in every frame before any page script. It lets each frame
 * keep every resource timing (the JS figure reads them later), and in the editor's frame it
 * sets `__swBench.liveAt` at the first animation frame in which the page is live: the preview
 * shows n body sections (with n null, a demo home's own: any number), the outline has rows, the preview is placed over the canvas, and the
 * preview has reported `rendered` (it has applied the editor's draft): the editor writes its
 * sequence on <html> as `data-preview-seq`; builds before issue 32 only posted it, which the
 * listener below still hears.
 */
export function loadProbe(n: number | null) {
  performance.setResourceTimingBufferSize(100_000);
  if (window.top !== window) return;
  const probe: Probe = { shownAt: null, liveAt: null, rendered: false };
  (window as unknown as { __swBench: Probe }).__swBench = probe;
  addEventListener(
    'message',
    (e) => {
      const d = e.data as { protocol?: unknown; type?: unknown } | null;
      if (d && d.protocol === 'sitewright-preview' && d.type === 'rendered') probe.rendered = true;
    },
    true,
  );
  const tick = () => {
    const doc = document.querySelector<HTMLIFrameElement>('#sw-preview-frame')?.contentDocument;
    const shown =
      !!doc &&
      (n === null || doc.querySelectorAll('main [data-sw-section]').length === n) &&
      document.querySelector('[data-testid="outline"] li') !== null &&
      document.getElementById('sw-preview-holder')?.hidden === false;
    if (shown) {
      probe.shownAt ??= performance.now();
      if (probe.rendered || document.documentElement.dataset.previewSeq !== undefined) {
        probe.liveAt = performance.now();
        return;
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** A measured interaction, in the editor's clock: its event, its DOM change, the next frame. */
type Done = { t0: number; tDom: number; tFrame: number };

/** What `instrument` leaves on the editor's window as `__swm`. */
type Timing = {
  /** The interaction armed last, resolved when it is done. */
  pending: Promise<Done> | null;
  armKey(sel: string, expected: string): void;
  armSelect(expected: string): void;
  /** URL paths of the scripts either frame fetched, started by `until`. */
  scripts(until: number): string[];
};
type Instrumented = { __swm: Timing };

/**
 * The timing helpers, installed in the editor's frame after load (the peer bench's INSTRUMENT).
 * All times are the editor's performance.now(); the preview's event timestamps are converted
 * through the two frames' timeOrigin.
 */
function instrument() {
  const frame = () => document.querySelector<HTMLIFrameElement>('#sw-preview-frame')!;
  // Resolves the first time `pred` holds, checked in a MutationObserver callback on `docs` (the
  // microtask right after the change) and on every animation frame as a fallback. tDom = that
  // moment; tFrame = when a message posted from the next animation frame is handled, which is
  // after that frame's style, layout and paint.
  const waitFor = (pred: () => boolean, docs: Document[], attributes = false) =>
    new Promise<{ tDom: number; tFrame: number }>((resolve, reject) => {
      let done = false;
      const observers: MutationObserver[] = [];
      const stop = () => {
        done = true;
        for (const o of observers) o.disconnect();
        clearTimeout(timer);
      };
      const check = () => {
        if (done) return;
        let ok = false;
        try {
          ok = pred();
        } catch {
          // not there yet
        }
        if (!ok) return;
        const tDom = performance.now();
        stop();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve({ tDom, tFrame: performance.now() });
          channel.port2.postMessage(0);
        });
      };
      for (const d of docs) {
        const o = new MutationObserver(check);
        o.observe(d, { subtree: true, childList: true, characterData: true, attributes });
        observers.push(o);
      }
      const poll = () => {
        if (done) return;
        check();
        requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
      const timer = setTimeout(() => {
        if (done) return;
        stop();
        reject(new Error('waitFor: timed out'));
      }, 15_000);
    });
  const timing: Timing = {
    pending: null,
    // A keystroke: t0 is the keydown's timeStamp (when the browser made the event, as INP
    // takes it), until the preview's first `sel` reads `expected`.
    armKey(sel, expected) {
      let t0 = NaN;
      document.addEventListener('keydown', (e) => (t0 = e.timeStamp), {
        capture: true,
        once: true,
      });
      const doc = frame().contentDocument!;
      timing.pending = waitFor(() => doc.querySelector(sel)?.textContent === expected, [doc]).then(
        (r) => ({ ...r, t0 }),
      );
    },
    // A click in the preview, until an inspector heading field holds `expected`. React keeps a
    // controlled input's value attribute in step, hence attribute mutations.
    armSelect(expected) {
      let t0 = NaN;
      const win = frame().contentWindow!;
      win.document.addEventListener(
        'click',
        (e) => (t0 = win.performance.timeOrigin + e.timeStamp - performance.timeOrigin),
        { capture: true, once: true },
      );
      const fields = () =>
        document.querySelectorAll<HTMLInputElement>(
          '[data-testid="section-form"] input[id$="_heading"]',
        );
      timing.pending = waitFor(
        () => [...fields()].some((input) => input.value === expected),
        [document],
        true,
      ).then((r) => ({ ...r, t0 }));
    },
    scripts(until) {
      const out = new Set<string>();
      for (const w of [window, frame().contentWindow!]) {
        const shift = w.performance.timeOrigin - performance.timeOrigin;
        for (const e of w.performance.getEntriesByType('resource')) {
          const path = new URL(e.name).pathname;
          if (path.endsWith('.js') && e.startTime + shift <= until) out.add(path);
        }
      }
      return [...out];
    },
  };
  (window as unknown as Instrumented).__swm = timing;
}

/** A new tab with the HTTP cache off, so every load is cold. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`  [bench] page error: ${e.message}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { page, cdp };
}

/** A Chromium trace of the page of `cdp` (BENCH_TRACE): the timeline with JS samples. */
export async function startTrace(cdp: CDPSession) {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'loading',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
  });
}

/** Ends the trace started by startTrace and writes it to `path` (chrome://tracing, Perfetto). */
export async function stopTrace(cdp: CDPSession, path: string) {
  const complete = new Promise<{ stream?: string }>((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  if (!stream) return;
  const parts: Buffer[] = [];
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    parts.push(Buffer.from(chunk.data, chunk.base64Encoded ? 'base64' : 'utf8'));
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  writeFileSync(path, Buffer.concat(parts));
}

/**
 * Loads `url` in a new tab and waits until the probe says it is live. Polls through the
 * DevTools protocol rather than page.waitForFunction, so no Playwright script is injected into
 * the page (it would count in the heap figure).
 */
async function loadLive(context: BrowserContext, url: string, n: number, trace?: string) {
  const { page, cdp } = await openPage(context);
  if (trace) await startTrace(cdp);
  await page.goto(url, { waitUntil: 'commit' });
  const [shownAt, liveAt, transport] = await pollPage<[number, number, string]>(
    cdp,
    `(() => { const p = window.__swBench; return p && p.liveAt !== null ? [p.shownAt, p.liveAt, document.querySelector('#sw-preview-frame')?.dataset.previewTransport ?? 'post'] : null; })()`,
    `the editor did not go live with ${n} sections`,
  );
  if (trace) await stopTrace(cdp, trace);
  return { page, cdp, shownAt, liveAt, transport };
}

/** Evaluates `expression` in the page every 50 ms until it answers non-null (at most a minute). */
export async function pollPage<T>(
  cdp: CDPSession,
  expression: string,
  failure: string,
): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { result } = (await cdp.send('Runtime.evaluate', {
      expression,
      returnByValue: true,
    })) as { result: { value: T | null } };
    if (result.value !== null && result.value !== undefined) return result.value;
    if (Date.now() > deadline) throw new Error(failure);
    await sleep(50);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Types WARMUP_KEYS + KEYS letters into the focused field at KEY_INTERVAL_MS, each timed until
 * the preview's element `sel` reads the field's new text; answers the timed ones.
 */
async function typeTimed(page: Page, sel: string, startText: string) {
  const dom: number[] = [];
  const frame: number[] = [];
  let text = startText;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i < WARMUP_KEYS + KEYS; i++) {
    const ch = letters[i % letters.length]!;
    text += ch;
    await page.evaluate(
      ([s, t]) => (window as unknown as Instrumented).__swm.armKey(s!, t!),
      [sel, text],
    );
    const pressedAt = Date.now();
    await page.keyboard.press(ch);
    const r = (await page.evaluate(() => (window as unknown as Instrumented).__swm.pending))!;
    if (i >= WARMUP_KEYS) {
      dom.push(r.tDom - r.t0);
      frame.push(r.tFrame - r.t0);
    }
    await sleep(Math.max(0, pressedAt + KEY_INTERVAL_MS - Date.now()));
  }
  return { dom, frame };
}

async function measureOne(context: BrowserContext, url: string, n: number) {
  // A first load, not counted, warms the server's render of this page and the browser's
  // processes, as the peer bench's warm-up load does.
  await (await loadLive(context, url, n)).page.close();
  const loads: number[] = [];
  const shown: number[] = [];
  let live!: Awaited<ReturnType<typeof loadLive>>;
  for (let i = 0; i < LOADS; i++) {
    if (live) await live.page.close();
    // BENCH_TRACE=<file>: a trace of the last load too.
    const trace = process.env.BENCH_TRACE;
    live = await loadLive(
      context,
      url,
      n,
      trace && i === LOADS - 1 ? trace.replace(/(\.json)?$/, `-load-${n}.json`) : undefined,
    );
    loads.push(live.liveAt);
    shown.push(live.shownAt);
  }
  // The last tab stays for the rest. Heap after load, once the post-load work has settled, after
  // a full collection (the editor and the same-origin preview share one isolate).
  const { page, cdp } = live;
  await sleep(1500);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };

  await page.evaluate(instrument);
  const preview = page.frameLocator('#sw-preview-frame');
  const ids = await preview
    .locator('main [data-sw-section]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-sw-section')!));
  if (ids.length !== n) throw new Error(`expected ${n} sections, found ${ids.length}`);
  // Mid-page, as the peer bench: the typing target and a neighbour to select in between.
  const target = ids[Math.floor(n / 2)]!;
  const other = ids[Math.floor(n / 2) + 1]!;
  const headingOf = (id: string) => `[data-sw-section="${id}"] :is(h1, h2)`;

  // Select: click the heading in the preview, as an owner does.
  const selects: number[] = [];
  let firstSelectAt = 0;
  const selectTrace = process.env.BENCH_TRACE?.replace(/(\.json)?$/, `-select-${n}.json`);
  if (selectTrace) await startTrace(cdp);
  for (let i = 0; i < SELECTS; i++) {
    const id = (SELECTS - i) % 2 === 0 ? other : target;
    const expected = (await preview.locator(headingOf(id)).first().textContent())!;
    await page.evaluate((t) => (window as unknown as Instrumented).__swm.armSelect(t), expected);
    const heading = preview.locator(headingOf(id)).first();
    await heading.scrollIntoViewIfNeeded();
    await heading.click({ timeout: 5000 });
    const r = (await page.evaluate(() => (window as unknown as Instrumented).__swm.pending))!;
    selects.push(r.tDom - r.t0);
    if (i === 0) firstSelectAt = r.tFrame;
    await sleep(300);
  }
  if (selectTrace) await stopTrace(cdp, selectTrace);
  const js = {
    live: weighJs(
      await page.evaluate((t) => (window as unknown as Instrumented).__swm.scripts(t), live.liveAt),
    ),
    firstSelect: weighJs(
      await page.evaluate(
        (t) => (window as unknown as Instrumented).__swm.scripts(t),
        firstSelectAt,
      ),
    ),
  };

  // Typing into the target's heading field in the inspector.
  const field = page
    .locator('[data-testid="section-form"] input[id$="_heading"]')
    .filter({ visible: true })
    .first();
  await field.click();
  await page.keyboard.press('End');
  await sleep(500);
  const title = (await preview.locator(headingOf(target)).first().textContent())!;
  if ((await field.inputValue()) !== title)
    throw new Error(`the heading field does not hold the selected section's heading "${title}"`);
  // BENCH_TRACE=<file>: a Chromium trace of the keystrokes (open it in chrome://tracing or Perfetto).
  const trace = process.env.BENCH_TRACE?.replace(/(\.json)?$/, `-${n}.json`);
  if (trace) await startTrace(cdp);
  // BENCH_PROFILE=<file>: a CPU profile of the keystrokes (.cpuprofile, for DevTools).
  const profile = process.env.BENCH_PROFILE;
  if (profile) {
    await live.cdp.send('Profiler.enable');
    await live.cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await live.cdp.send('Profiler.start');
  }
  const keys = await typeTimed(page, headingOf(target), title);
  if (trace) await stopTrace(cdp, trace);
  if (profile) {
    const { profile: data } = await live.cdp.send('Profiler.stop');
    writeFileSync(profile.replace(/(\.cpuprofile)?$/, `-${n}.cpuprofile`), JSON.stringify(data));
  }

  // Reorder by keyboard: pick the 2nd row up, move it down, drop; time the drop to the iframe.
  const reorders: number[] = [];
  for (let r = 0; r < REORDERS; r++) {
    const handle = page.locator('[data-testid="outline"] .swe-handle').nth(1);
    await handle.focus();
    await page.keyboard.press('Space');
    await sleep(150);
    await page.keyboard.press('ArrowDown');
    await sleep(250);
    await page.evaluate(() => {
      const w = window as unknown as { __reorder: number | null };
      w.__reorder = null;
      const frame = document.querySelector<HTMLIFrameElement>('#sw-preview-frame')!;
      const main = frame.contentDocument!.querySelector('main')!;
      const before = [...main.querySelectorAll('[data-sw-section]')]
        .map((e) => e.getAttribute('data-sw-section'))
        .join();
      let t0 = 0;
      window.addEventListener(
        'keydown',
        (e) => {
          if (e.code === 'Space') t0 = performance.now();
        },
        { capture: true, once: true },
      );
      const obs = new MutationObserver(() => {
        const now = [...main.querySelectorAll('[data-sw-section]')]
          .map((e) => e.getAttribute('data-sw-section'))
          .join();
        if (now !== before && t0) {
          w.__reorder = performance.now() - t0;
          obs.disconnect();
        }
      });
      obs.observe(main, { childList: true, subtree: true });
    });
    await page.keyboard.press('Space');
    await page.waitForFunction(() => (window as any).__reorder !== null, null, { timeout: 10_000 });
    reorders.push((await page.evaluate(() => (window as any).__reorder)) as number);
    await sleep(200);
  }
  await page.close();
  return {
    sections: n,
    transport: live.transport,
    loadMs: pct(loads, 50),
    shownMs: pct(shown, 50),
    selectMedianMs: pct(selects, 50),
    selectFirstMs: selects[0]!,
    keyDomMedianMs: pct(keys.dom, 50),
    keyDomP95Ms: pct(keys.dom, 95),
    keyFrameMedianMs: pct(keys.frame, 50),
    keyFrameP95Ms: pct(keys.frame, 95),
    reorderMedianMs: pct(reorders.slice(1), 50),
    heapMb: heap.usedSize / 1024 / 1024,
    js,
  } satisfies Omit<BuilderFigures, 'loadFloorMs'>;
}

// The floors under edit-to-preview latency: one field and a same-origin iframe, no framework,
// no store, no schema. `post`: the field's input event posts its value with an exact target
// origin, the iframe checks the origin and writes the value into its DOM (the least any
// postMessage preview could take). `direct`: the input event writes the value into the iframe's
// DOM itself (the least the direct path could take: the browser's own input handling and the
// frame). Served at a URL of the workspace's origin (routed inside the browser, so the server is
// not involved).
const floorPage = (
  how: 'post' | 'direct',
) => `<!doctype html><meta charset="utf-8"><title>floor</title>
<input id="f" value="Heading">
<iframe id="sw-preview-frame" srcdoc="<main><p id='t'>Heading</p></main><script>
addEventListener('message', (e) => { if (e.origin === origin) document.getElementById('t').textContent = e.data.text; });
</script>"></iframe>
<script>
const f = document.getElementById('f');
const frame = document.getElementById('sw-preview-frame');
f.addEventListener('input', () => ${
  how === 'post'
    ? 'frame.contentWindow.postMessage({ text: f.value }, location.origin)'
    : "frame.contentDocument.getElementById('t').textContent = f.value"
});
</script>`;

async function transportFloor(
  context: BrowserContext,
  origin: string,
  how: 'post' | 'direct',
): Promise<KeyFigures> {
  const page = await context.newPage();
  const url = `${origin}/__bench-floor-${how}`;
  await page.route(url, (r) => r.fulfill({ contentType: 'text/html', body: floorPage(how) }));
  await page.goto(url);
  await page.frameLocator('#sw-preview-frame').locator('#t').waitFor();
  await page.evaluate(instrument);
  await page.locator('#f').click();
  await page.keyboard.press('End');
  const keys = await typeTimed(page, '#t', 'Heading');
  await page.close();
  return {
    keyDomMedianMs: pct(keys.dom, 50),
    keyDomP95Ms: pct(keys.dom, 95),
    keyFrameMedianMs: pct(keys.frame, 50),
    keyFrameP95Ms: pct(keys.frame, 95),
  };
}

// The floor under the load: the builder's page and its preview exactly as the server sends them,
// with every module script and modulepreload taken out (their inline scripts stay: the one that
// places the preview is part of the page's layout). So the browser does all that the documents
// themselves cost (two navigations, the HTML, the CSS, the web fonts and images, style, layout,
// paint) and none of the editor's or the preview's JavaScript. Served through a proxy in this
// process, a plain pass-through for everything else, so it is timed like the real thing.

/** An HTML page without its module scripts and modulepreload links. */
export function withoutModuleScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}

/** A proxy to the server on `port` that strips the module scripts out of every HTML page. */
async function strippingProxy(
  port: number,
  host: string,
): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const headers = { ...req.headers, host: `${host}:${port}`, 'accept-encoding': 'identity' };
    const upstream = request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers },
      (up: IncomingMessage) => {
        if (!String(up.headers['content-type'] ?? '').startsWith('text/html')) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        let html = '';
        up.setEncoding('utf8');
        up.on('data', (d: string) => (html += d));
        up.on('end', () => {
          const out = { ...up.headers };
          delete out['content-length'];
          delete out['etag'];
          res.writeHead(up.statusCode ?? 502, out);
          res.end(withoutModuleScripts(html));
        });
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port };
}

/** The floor's probe: the first animation frame in which the placed preview shows n sections. */
function floorProbe(n: number) {
  if (window.top !== window) return;
  const probe = { shownAt: null as number | null };
  (window as unknown as { __swFloor: typeof probe }).__swFloor = probe;
  const tick = () => {
    const doc = document.querySelector<HTMLIFrameElement>('#sw-preview-frame')?.contentDocument;
    if (
      doc &&
      doc.querySelectorAll('main [data-sw-section]').length === n &&
      document.getElementById('sw-preview-holder')?.hidden === false
    ) {
      probe.shownAt = performance.now();
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** The median of LOADS cold loads of `url` (on the stripping proxy) until floorProbe fires. */
async function loadFloor(context: BrowserContext, url: string, n: number): Promise<number> {
  const times: number[] = [];
  for (let i = -1; i < LOADS; i++) {
    const { page, cdp } = await openPage(context);
    await page.goto(url, { waitUntil: 'commit' });
    const shownAt = await pollPage<number>(
      cdp,
      'window.__swFloor ? window.__swFloor.shownAt : null',
      `the load floor never showed ${n} sections`,
    );
    if (i >= 0) times.push(shownAt); // the first load warms up, as measureOne's
    await page.close();
  }
  return pct(times, 50);
}

/**
 * A browser (launchContext) signed in on each host of `tokens` (host → its owner's session) for
 * the server at `port`: the session cookie, the editor's stored token, and the name helper.
 */
export async function signedInContext(
  dir: string,
  port: number,
  tokens: Record<string, string>,
): Promise<BrowserContext> {
  const context = await launchContext(dir);
  for (const [host, token] of Object.entries(tokens))
    await context.addCookies([
      {
        name: 'sw_session',
        value: token,
        url: `http://${host}:${port}`,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
  await context.addInitScript(NAME_HELPER);
  await context.addInitScript((t) => {
    const token = t[location.hostname];
    if (token) localStorage.setItem('user-auth-token', token);
  }, tokens);
  return context;
}

/** Runs the builder figures for pages of each size against a server on `port`. */
export async function benchBuilder(
  port: number,
  sizes = [10, 30, 100, 300],
): Promise<BuilderBench> {
  const host = 'shop.localhost';
  const token = await signIn(port, host);
  const rows: BuilderFigures[] = [];
  let floor: FloorFigures;
  const proxy = await strippingProxy(port, host);
  const contexts: BrowserContext[] = [];
  // Each browser's profile, removed once every browser is closed.
  const profiles = mkdtempSync(join(tmpdir(), 'sw-bench-'));
  const newContext = async () => {
    const context = await signedInContext(mkdtempSync(join(profiles, 'profile-')), port, {
      [host]: token,
    });
    contexts.push(context);
    return context;
  };
  try {
    for (const n of sizes) {
      const path = `/bench-${n}-${Date.now().toString(36)}`;
      const created = await api(port, host, token, 'POST', '/api/io/crm/admin/website/page', {
        path,
        title: `Bench ${n}`,
      });
      try {
        await api(port, host, token, 'PUT', '/api/io/crm/admin/website/page/draft', {
          id: created.id,
          draft: { ...created.draft, sections: benchSections(n) },
        });
        const context = await newContext();
        await context.addInitScript(loadProbe, n);
        const url = `http://${host}:${port}/admin/builder?page=${encodeURIComponent(path)}`;
        const figures = await measureOne(context, url, n);
        await context.close();
        const floorContext = await newContext();
        await floorContext.addInitScript(floorProbe, n);
        const floorUrl = `http://${host}:${proxy.port}/admin/builder?page=${encodeURIComponent(path)}`;
        rows.push({ ...figures, loadFloorMs: await loadFloor(floorContext, floorUrl, n) });
        await floorContext.close();
      } finally {
        await api(port, host, token, 'POST', '/api/io/crm/admin/website/page/delete', {
          id: created.id,
        });
      }
    }
    const context = await newContext();
    await context.addInitScript(NAME_HELPER);
    const origin = `http://${host}:${port}`;
    floor = {
      post: await transportFloor(context, origin, 'post'),
      direct: await transportFloor(context, origin, 'direct'),
    };
    await context.close();
  } finally {
    // Closing a context closed already does nothing.
    for (const context of contexts) await context.close();
    proxy.server.close();
    rmSync(profiles, { recursive: true, force: true, maxRetries: 5 });
  }
  return { rows, floor };
}

export function printBuilder(
  { rows, floor }: BuilderBench,
  js: { initialKb: number; lazyKb: number },
): void {
  const ms = (x: number) => `${x.toFixed(x < 100 ? 1 : 0)} ms`;
  const pair = (a: number, b: number) => `${a.toFixed(1)} / ${b.toFixed(1)} ms`;
  const kb = (w: JsWeight) => `${w.kb.toFixed(0)}`;
  const table = [
    [
      'N',
      'load live',
      'floor',
      'select 1st/med',
      'key→DOM p50/p95',
      'key→frame p50/p95',
      'reorder',
      'heap',
      'JS KB live/select',
      'transport',
    ],
    ...rows.map((r) => [
      String(r.sections),
      ms(r.loadMs),
      ms(r.loadFloorMs),
      pair(r.selectFirstMs, r.selectMedianMs),
      pair(r.keyDomMedianMs, r.keyDomP95Ms),
      pair(r.keyFrameMedianMs, r.keyFrameP95Ms),
      ms(r.reorderMedianMs),
      `${r.heapMb.toFixed(1)} MB`,
      `${kb(r.js.live)} / ${kb(r.js.firstSelect)}`,
      r.transport,
    ]),
  ];
  const widths = table[0]!.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
  console.log(
    `\nThe builder in Chromium (shop.localhost, demo owner; cold loads, HTTP cache off; medians of ${LOADS} loads, ${KEYS} keystrokes after ${WARMUP_KEYS} warm-up at ${KEY_INTERVAL_MS} ms, ${REORDERS - 1} reorders, ${SELECTS} selects)`,
  );
  for (const row of table)
    console.log(
      `  ${row.map((cell, c) => (c === 0 || c === row.length - 1 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ')}`,
    );
  console.log(
    "  goals: key→DOM p95 ≤ 8 ms, key→frame p95 ≤ 22 ms, load and select ≤ ½ Puck's (peer bench), reorder < 30 ms, JS ≤ 150 KB until live, ≤ 246 KB by the first selection",
  );
  console.log(
    '  floor: the same two documents with no module script (their HTML, CSS, fonts, images, style, layout and paint), until the preview shows every section; no editor can be live sooner',
  );
  if (rows.length) {
    // The most any size requested (they hardly differ between sizes; the table has each).
    const most = (pick: (r: BuilderFigures) => JsWeight) =>
      rows.map(pick).reduce((a, b) => (b.kb > a.kb ? b : a));
    const live = most((r) => r.js.live);
    const select = most((r) => r.js.firstSelect);
    console.log(
      `  JS requested (both frames, unique paths, gzip -9; the most of any size): until live ${live.kb.toFixed(1)} KB (${live.files} files), by the first selection ${select.kb.toFixed(1)} KB (${select.files} files)`,
    );
    const missing = [...new Set(rows.flatMap((r) => r.js.firstSelect.missing))];
    if (missing.length)
      console.log(`  (not weighed, not files of dist/client: ${missing.join(', ')})`);
    console.log(
      `  editor initial JS from the manifest ${js.initialKb.toFixed(1)} KB gzipped (on demand later: ${js.lazyKb.toFixed(1)} KB incl. monaco)`,
    );
  }
  const keys = (k: KeyFigures) =>
    `key→DOM ${pair(k.keyDomMedianMs, k.keyDomP95Ms)}, key→frame ${pair(k.keyFrameMedianMs, k.keyFrameP95Ms)}`;
  console.log(
    `  the floors (a bare field and a same-origin iframe, timed alike): posted ${keys(floor.post)}; written directly ${keys(floor.direct)}`,
  );
}

// `node --import tsx scripts/bench-builder.ts` with PORT of a running server: this part alone.
if (process.argv[1]?.endsWith('bench-builder.ts')) {
  const port = Number(process.env.PORT ?? 3000);
  const sizes = (process.env.BENCH_SIZES ?? '10,30,100,300').split(',').filter(Boolean).map(Number);
  printBuilder(await benchBuilder(port, sizes), editorInitialJsKb());
}
