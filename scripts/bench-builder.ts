// The builder's figures (issue 4), measured in Debian Chromium against a running server:
// editor load until the preview shows every section, edit-to-preview latency per keystroke,
// keyboard reorder latency, JS heap after load, and the editor's initial JavaScript (gzipped).
// Latencies are taken inside the page (performance.now() at the keydown, in the capture phase,
// to the MutationObserver callback that sees the iframe's DOM change), so the DevTools
// protocol's round trips are not counted. Beside them: the same keystroke timing on a bare page
// (a field posting to a same-origin iframe), the least any preview fed over postMessage takes,
// since Chromium renders a frame after an input before it runs the posted message.
// BENCH_TRACE=<file> records a Chromium trace of the keystrokes.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/demo-accounts';
import { DEMO_WORKSPACES } from '../fixtures/index';
import type { Section } from '../schemas/types';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type BuilderFigures = {
  sections: number;
  loadMs: number;
  editMedianMs: number;
  editP95Ms: number;
  /** Medians of an edit's parts: the editor until it posts; the browser until the preview gets the message; the preview until its DOM shows it. */
  editParts: { editorMs: number; deliveryMs: number; previewMs: number };
  reorderMedianMs: number;
  heapMb: number;
};

/** The same keystroke timing on a bare page: the least any postMessage preview could take. */
export type FloorFigures = { medianMs: number; p95Ms: number; deliveryMs: number };

export type BuilderBench = { rows: BuilderFigures[]; floor: FloorFigures };

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** The editor's initial JavaScript: the entry chunk and its static imports, gzipped. */
export function editorInitialJsKb(clientDir = 'dist/client'): {
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
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
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

async function signIn(port: number, host: string): Promise<string> {
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

/** A page of n sections cycling through the demo sections, the first one a hero with a heading. */
export function benchSections(n: number): Section[] {
  const pool = DEMO_WORKSPACES.flatMap((d) => d.pages.flatMap((p) => p.doc.sections)).filter(
    (s) => s.type !== 'embedded-form',
  );
  const hero = pool.find((s) => s.type === 'hero')!;
  const out: Section[] = [{ ...structuredClone(hero), id: 'bench-0' }];
  for (let i = 1; i < n; i++)
    out.push({ ...structuredClone(pool[i % pool.length]!), id: `bench-${i}` });
  return out;
}

const SECTIONS_SHOWN = (n: number) =>
  `(document.querySelector('#sw-preview-frame')?.contentDocument?.querySelectorAll('main [data-sw-section]').length ?? 0) === ${n} && document.querySelector('[data-testid="outline"] li') !== null && document.getElementById('sw-preview-holder')?.hidden === false`;

/**
 * Waits until the preview shows `n` body sections, placed on the canvas, and the outline its
 * rows; answers the page's clock then. Polls through the DevTools protocol rather than page.waitForFunction, so no
 * Playwright script is injected into the page (it would count in the heap figure).
 */
async function waitForSections(page: Page, n: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { result } = (await cdp.send('Runtime.evaluate', {
        expression: `${SECTIONS_SHOWN(n)} ? performance.now() : -1`,
        returnByValue: true,
      })) as { result: { value: number } };
      if (result.value >= 0) return result.value;
      if (Date.now() > deadline) throw new Error(`the preview did not show ${n} sections`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    await cdp.detach();
  }
}

/**
 * Types 40 letters into the focused field, timing each from its keydown (capture phase) to the
 * MutationObserver callback that sees the preview's element `inFrame` (under the iframe's
 * `main`) show the field's new value; also when the editor posted to the iframe.
 */
async function keystrokeLatencies(
  page: Page,
  inFrame: string,
): Promise<{ lat: number[]; parts: number[][] }> {
  await page.evaluate((sel) => {
    const w = window as unknown as {
      __lat: number[];
      __parts: [number, number, number][];
      __pending: { t0: number; want: string; post: number; recv: number } | null;
    };
    w.__lat = [];
    w.__parts = [];
    w.__pending = null;
    const frame = document.querySelector<HTMLIFrameElement>('#sw-preview-frame')!;
    const main = frame.contentDocument!.querySelector('main')!;
    const input = document.activeElement as HTMLInputElement;
    window.addEventListener(
      'keydown',
      (e) => {
        if (e.key.length === 1)
          w.__pending = {
            t0: performance.now(),
            want: input.value + e.key,
            post: 0,
            recv: 0,
          };
      },
      true,
    );
    // Where the time goes: the editor's work until it posts the patch, then the browser (which
    // renders a frame after an input before it runs any queued task) and the preview's work
    // until its DOM changed.
    const target = frame.contentWindow!;
    const post = target.postMessage.bind(target) as (m: unknown, o: string) => void;
    (target as unknown as { postMessage: typeof post }).postMessage = (m, o) => {
      if (w.__pending && !w.__pending.post) w.__pending.post = performance.now();
      post(m, o);
    };
    // When the preview's handler first reads the message (its listeners are already there).
    const proto = (target as unknown as { MessageEvent: typeof MessageEvent }).MessageEvent
      .prototype;
    const data = Object.getOwnPropertyDescriptor(proto, 'data')!;
    Object.defineProperty(proto, 'data', {
      ...data,
      get(this: MessageEvent) {
        if (w.__pending?.post && !w.__pending.recv) w.__pending.recv = performance.now();
        return data.get!.call(this);
      },
    });
    new MutationObserver(() => {
      const p = w.__pending;
      if (!p) return;
      const el = main.querySelector(sel);
      if (el?.textContent?.includes(p.want)) {
        const now = performance.now();
        w.__lat.push(now - p.t0);
        w.__parts.push([p.post - p.t0, p.recv - p.post, now - p.recv]);
        w.__pending = null;
      }
    }).observe(main, { subtree: true, childList: true, characterData: true });
  }, inFrame);
  const KEYS = 40;
  const text = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN';
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.press(text[i]!);
    await page.waitForFunction((k) => (window as any).__lat.length >= k, i + 1, { polling: 'raf' });
    // Keystrokes at spread-out moments of the display's 16.7 ms frame, as a person's are.
    await page.waitForTimeout(30 + ((i * 7) % 17));
  }
  const lat = (await page.evaluate(() => (window as any).__lat)) as number[];
  const parts = (await page.evaluate(() => (window as any).__parts)) as number[][];
  return { lat, parts };
}

/** Loads of the editor measured per page size; the median is reported. */
const LOADS = 5;

async function measureOne(page: Page, url: string, n: number): Promise<BuilderFigures> {
  const loads: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    if (i > 0) await page.waitForTimeout(500);
    await page.goto(url, { waitUntil: 'commit' });
    loads.push(await waitForSections(page, n));
  }
  const loadMs = pct(loads, 50);

  // Heap after load, after a full collection (editor and same-origin preview share one isolate).
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };

  // Edit-to-preview: select the hero, type into its Heading field.
  await page.locator('[data-section-id="bench-0"] .swe-row-main').click();
  const heading = page
    .locator('[data-testid="section-form"]')
    .getByLabel('Heading', { exact: true });
  await heading.waitFor();
  await heading.click();
  await heading.press('End');
  // BENCH_TRACE=<file>: a Chromium trace of the keystrokes (open it in chrome://tracing or Perfetto).
  const trace = process.env.BENCH_TRACE;
  if (trace)
    await page
      .context()
      .browser()!
      .startTracing(page, { path: trace.replace(/(\.json)?$/, `-${n}.json`), screenshots: false });
  const { lat, parts } = await keystrokeLatencies(page, '[data-sw-section="bench-0"]');
  if (trace) await page.context().browser()!.stopTracing();
  const editSamples = lat.slice(5); // the first keystrokes warm the JIT and the form
  const part = (i: number) =>
    pct(
      parts.slice(5).map((p) => p[i]!),
      50,
    );

  // Reorder by keyboard: pick the 2nd row up, move it down, drop; time the drop to the iframe.
  const reorders: number[] = [];
  for (let r = 0; r < 7; r++) {
    const handle = page.locator('[data-testid="outline"] .swe-handle').nth(1);
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(250);
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
    await page.waitForTimeout(200);
  }
  return {
    sections: n,
    loadMs,
    editMedianMs: pct(editSamples, 50),
    editP95Ms: pct(editSamples, 95),
    editParts: { editorMs: part(0), deliveryMs: part(1), previewMs: part(2) },
    reorderMedianMs: pct(reorders.slice(1), 50),
    heapMb: heap.usedSize / 1024 / 1024,
  };
}

// The floor under any edit-to-preview latency over postMessage: one field and a same-origin
// iframe, no framework; the field's input event posts its value with an exact target origin,
// the iframe checks the origin and writes the value into its DOM. Served at a URL of the
// workspace's origin (routed inside the browser, so the server is not involved).
const FLOOR_PAGE = `<!doctype html><meta charset="utf-8"><title>floor</title>
<input id="f" value="Heading">
<iframe id="sw-preview-frame" srcdoc="<main><p id='t'>Heading</p></main><script>
addEventListener('message', (e) => { if (e.origin === origin) document.getElementById('t').textContent = e.data.text; });
</script>"></iframe>
<script>
const f = document.getElementById('f');
const frame = document.getElementById('sw-preview-frame');
f.addEventListener('input', () => frame.contentWindow.postMessage({ text: f.value }, location.origin));
</script>`;

async function transportFloor(page: Page, origin: string): Promise<FloorFigures> {
  const url = `${origin}/__bench-floor`;
  await page.route(url, (r) => r.fulfill({ contentType: 'text/html', body: FLOOR_PAGE }));
  await page.goto(url);
  await page.frameLocator('#sw-preview-frame').locator('#t').waitFor();
  await page.locator('#f').click();
  await page.keyboard.press('End');
  const { lat, parts } = await keystrokeLatencies(page, '#t');
  const samples = lat.slice(5);
  return {
    medianMs: pct(samples, 50),
    p95Ms: pct(samples, 95),
    deliveryMs: pct(
      parts.slice(5).map((p) => p[1]!),
      50,
    ),
  };
}

/** Runs the builder figures for pages of each size against a server on `port`. */
export async function benchBuilder(port: number, sizes = [100, 300]): Promise<BuilderBench> {
  const host = 'shop.localhost';
  const token = await signIn(port, host);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const out: BuilderFigures[] = [];
  let floor: FloorFigures;
  try {
    for (const n of sizes) {
      const path = `/bench-${n}-${Date.now().toString(36)}`;
      const created = await api(port, host, token, 'POST', '/api/io/crm/admin/website/page', {
        path,
        title: `Bench ${n}`,
      });
      await api(port, host, token, 'PUT', '/api/io/crm/admin/website/page/draft', {
        id: created.id,
        draft: { ...created.draft, sections: benchSections(n) },
      });
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      await context.addCookies([
        {
          name: 'sw_session',
          value: token,
          domain: host,
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
        },
      ]);
      await context.addInitScript((t) => localStorage.setItem('user-auth-token', t), token);
      const page = await context.newPage();
      // Warm the HTTP cache and the server once, as a returning owner's browser would be.
      await page.goto(`http://${host}:${port}/admin/builder?page=${path}`);
      await waitForSections(page, n);
      await page.waitForTimeout(1000);
      out.push(await measureOne(page, `http://${host}:${port}/admin/builder?page=${path}`, n));
      await context.close();
      await api(port, host, token, 'POST', '/api/io/crm/admin/website/page/delete', {
        id: created.id,
      });
    }
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    floor = await transportFloor(await context.newPage(), `http://${host}:${port}`);
    await context.close();
  } finally {
    await browser.close();
  }
  return { rows: out, floor };
}

export function printBuilder(
  { rows, floor }: BuilderBench,
  js: { initialKb: number; lazyKb: number },
): void {
  console.log(
    `\nThe builder in Chromium (shop.localhost, demo owner; medians: load of ${LOADS}, edits over 35 keystrokes, reorders of 6):`,
  );
  for (const r of rows)
    console.log(
      `  ${String(r.sections).padStart(3)} sections: load ${r.loadMs.toFixed(0)} ms, edit-to-preview median ${r.editMedianMs.toFixed(1)} ms p95 ${r.editP95Ms.toFixed(1)} ms, reorder ${r.reorderMedianMs.toFixed(1)} ms, heap ${r.heapMb.toFixed(1)} MB`,
    );
  for (const r of rows)
    console.log(
      `  ${String(r.sections).padStart(3)} sections, a keystroke's parts (medians): the editor until it posts ${r.editParts.editorMs.toFixed(1)} ms, the browser until the preview gets the message ${r.editParts.deliveryMs.toFixed(1)} ms, the preview until its DOM shows it ${r.editParts.previewMs.toFixed(1)} ms`,
    );
  console.log(
    `  the floor for any postMessage preview (a bare field posting to a same-origin iframe, timed alike): median ${floor.medianMs.toFixed(1)} ms p95 ${floor.p95Ms.toFixed(1)} ms, of which the browser's delivery of the message ${floor.deliveryMs.toFixed(1)} ms`,
  );
  console.log(
    `  editor initial JS ${js.initialKb.toFixed(1)} KB gzipped (on demand later: ${js.lazyKb.toFixed(1)} KB incl. monaco)`,
  );
  console.log(
    '  goals at 300: p95 edit < 11 ms, reorder < 30 ms, load < 700 ms, heap < 12 MB, initial JS < 150 KB',
  );
}

// `node --import tsx scripts/bench-builder.ts` with PORT of a running server: this part alone.
if (process.argv[1]?.endsWith('bench-builder.ts')) {
  const port = Number(process.env.PORT ?? 3000);
  const sizes = (process.env.BENCH_SIZES ?? '100,300').split(',').map(Number);
  printBuilder(await benchBuilder(port, sizes), editorInitialJsKb());
}
