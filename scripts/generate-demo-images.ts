/**
 * generate-demo-images.ts
 *
 * Writes the flat-illustration SVG images used by the four demo sites
 * (Sitewright platform, Northwind Goods shop, Marigold Events, Bright Futures
 * Foundation) into fixtures/images/. Nothing is fetched from the network and no
 * packages are needed: every picture is built from shapes, paths and gradients.
 * All variation comes from a seeded PRNG keyed on the file name, so reruns are
 * byte-identical. Gradient/clip ids are prefixed with the file name to stay
 * unique when several SVGs are inlined on one page.
 *
 * Usage: npx tsx scripts/generate-demo-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashString as hashStr, mulberry32 } from '../fixtures/catalogue/random';
import { dark, light } from '../fixtures/svg-colour';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'images');
const FONT = 'Helvetica, Arial, sans-serif';
const UI_FONT = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

// ---------------------------------------------------------------- utilities
/** Format a number compactly (one decimal). */
function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Tagged template for path data: numbers are formatted with n(). */
function P(strs: TemplateStringsArray, ...vals: number[]): string {
  let s = strs[0] ?? '';
  vals.forEach((v, i) => {
    s += n(v) + (strs[i + 1] ?? '');
  });
  return s;
}

type Stop = [number, string, number?];
type Pt = [number, number];

class Ctx {
  defs: string[] = [];
  private seen = new Set<string>();
  private rnd: () => number;
  constructor(
    public key: string,
    public w: number,
    public h: number,
  ) {
    this.rnd = mulberry32(hashStr(key));
  }
  r(a = 0, b = 1): number {
    return a + (b - a) * this.rnd();
  }
  ri(a: number, b: number): number {
    return Math.floor(this.r(a, b + 1));
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.rnd() * arr.length)] as T;
  }
  id(name: string): string {
    return `${this.key}-${name}`;
  }
  private def(name: string, body: () => string): string {
    const id = this.id(name);
    if (!this.seen.has(id)) {
      this.seen.add(id);
      this.defs.push(body());
    }
    return `url(#${id})`;
  }
  /** Linear gradient, default top-to-bottom. */
  lg(name: string, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.def(
      name,
      () =>
        `<linearGradient id="${this.id(name)}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopStr(stops)}</linearGradient>`,
    );
  }
  rg(name: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.def(
      name,
      () =>
        `<radialGradient id="${this.id(name)}" cx="${cx}" cy="${cy}" r="${r}">${stopStr(stops)}</radialGradient>`,
    );
  }
  clip(name: string, inner: string): string {
    return this.def(name, () => `<clipPath id="${this.id(name)}">${inner}</clipPath>`);
  }
  pattern(name: string, w: number, h: number, inner: string): string {
    return this.def(
      name,
      () =>
        `<pattern id="${this.id(name)}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${inner}</pattern>`,
    );
  }
}

function stopStr(stops: Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`,
    )
    .join('');
}

const ex = (e: string) => (e ? ' ' + e : '');
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, e = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${ex(e)}/>`;
const circ = (cx: number, cy: number, r: number, fill: string, e = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${ex(e)}/>`;
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, e = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${ex(e)}/>`;
const path = (d: string, fill: string, e = '') => `<path d="${d}" fill="${fill}"${ex(e)}/>`;
const strokeP = (d: string, color: string, w: number, e = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round" stroke-linejoin="round"${ex(e)}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, color: string, w: number, e = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${color}" stroke-width="${n(w)}"${ex(e)}/>`;
const poly = (pts: number[], fill: string, e = '') =>
  `<polygon points="${pts.map(n).join(' ')}" fill="${fill}"${ex(e)}/>`;
const g = (inner: string, tf = '', e = '') =>
  `<g${tf ? ` transform="${tf}"` : ''}${ex(e)}>${inner}</g>`;
const tr = (x: number, y: number, s = 1, rot = 0) =>
  `translate(${n(x)} ${n(y)})${s !== 1 ? ` scale(${Math.round(s * 1000) / 1000})` : ''}${rot ? ` rotate(${n(rot)})` : ''}`;
const op = (o: number) => `opacity="${o}"`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
function text(
  x: number,
  y: number,
  s: string,
  size: number,
  fill: string,
  o: {
    w?: number;
    anchor?: 'start' | 'middle' | 'end';
    family?: string;
    ls?: number;
    e?: string;
  } = {},
): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="${o.family ?? UI_FONT}" font-size="${size}"${o.w ? ` font-weight="${o.w}"` : ''}${o.anchor && o.anchor !== 'start' ? ` text-anchor="${o.anchor}"` : ''}${o.ls ? ` letter-spacing="${o.ls}"` : ''} fill="${fill}"${ex(o.e ?? '')}>${esc(s)}</text>`;
}
/** A row of dots along a path (zero-length dashes with round caps). */
const dots = (d: string, color: string, size: number, gap: number, offset = 0, e = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(size)}" stroke-linecap="round" stroke-dasharray="0 ${n(gap)}"${offset ? ` stroke-dashoffset="${n(offset)}"` : ''}${ex(e)}/>`;

/** Closed (or open) Catmull-Rom spline through points. */
function smooth(pts: Pt[], closed = true): string {
  const m = pts.length;
  const get = (i: number): Pt =>
    closed ? pts[((i % m) + m) % m]! : pts[Math.max(0, Math.min(m - 1, i))]!;
  let d = P`M${pts[0]![0]} ${pts[0]![1]}`;
  const segs = closed ? m : m - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    d += P`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${p2[1] - (p3[1] - p1[1]) / 6} ${p2[0]} ${p2[1]}`;
  }
  return closed ? d + 'Z' : d;
}

/** Organic blob around a centre. */
function blob(c: Ctx, cx: number, cy: number, r: number, k = 7, jitter = 0.18): string {
  const pts: Pt[] = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2;
    const rr = r * (1 + c.r(-jitter, jitter));
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return smooth(pts);
}

/** Point on a quadratic curve. */
function quad(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const u = 1 - t;
  return [
    u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
    u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
  ];
}
/** Quadratic swag between two points that sags by `sag` at its middle. */
function swag(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
): { d: string; at: (t: number) => Pt } {
  const p0: Pt = [x1, y1];
  const p2: Pt = [x2, y2];
  const p1: Pt = [(x1 + x2) / 2, (y1 + y2) / 2 + sag * 2];
  return { d: P`M${x1} ${y1}Q${p1[0]} ${p1[1]} ${x2} ${y2}`, at: (t) => quad(p0, p1, p2, t) };
}

function svgDoc(c: Ctx, body: string): string {
  const defs = c.defs.length ? `<defs>${c.defs.join('')}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.w} ${c.h}">${defs}${body}</svg>\n`;
}

const jobs: { name: string; w: number; h: number; fn: (c: Ctx) => string }[] = [];
function add(name: string, w: number, h: number, fn: (c: Ctx) => string): void {
  jobs.push({ name, w, h, fn });
}

// ---------------------------------------------------------------- palettes
const SHOP = {
  terra: '#c2410c',
  orange: '#ea580c',
  cream: '#fbf3ea',
  sand: '#efdccb',
  blush: '#f4c7b0',
  sage: '#8fa88a',
  olive: '#5f7a55',
  mustard: '#d4a017',
  walnut: '#7c4a2d',
  char: '#2f2a26',
  denim: '#4a6a9b',
};
const EV = {
  gold: '#d97706',
  amber: '#f59e0b',
  yellow: '#fbbf24',
  orange: '#ea580c',
  magenta: '#a21caf',
  deep: '#86198f',
  rose: '#be185d',
  pink: '#db2777',
  night: '#1e1b4b',
  plum: '#3b0764',
};
const ORG = {
  teal: '#0f766e',
  teal2: '#14b8a6',
  mint: '#99f6e4',
  pale: '#f0fdfa',
  sun: '#facc15',
  sun2: '#fde68a',
  navy: '#134e4a',
};
const GREENS = ['#4d7c4f', '#5f8d5a', '#3f6b45', '#76a06a', '#2f5d3a'];
const SKINS = [
  '#f6d5c3',
  '#eac1a3',
  '#d9a37e',
  '#c68a63',
  '#a86d4a',
  '#8d5a3b',
  '#6b4430',
  '#f1c9a5',
];
const HAIRS = [
  '#2d1b12',
  '#4a2c1a',
  '#111827',
  '#7c4a2d',
  '#c08552',
  '#1f1f1f',
  '#3b2314',
  '#9ca3af',
];

// ---------------------------------------------------------------- shared components
function leaf(
  x: number,
  y: number,
  len: number,
  wid: number,
  rot: number,
  fill: string,
  vein = true,
): string {
  const d = P`M0 0C${wid} ${-len * 0.25} ${wid * 0.7} ${-len * 0.8} 0 ${-len}C${-wid * 0.7} ${-len * 0.8} ${-wid} ${-len * 0.25} 0 0Z`;
  return g(
    path(d, fill) +
      (vein ? strokeP(P`M0 ${-4}L0 ${-len * 0.82}`, '#fff', 2, 'stroke-opacity=".25"') : ''),
    `translate(${n(x)} ${n(y)}) rotate(${n(rot)})`,
  );
}

/** Potted plant; origin = bottom centre of the pot; about 300 tall at s=1. */
function pottedPlant(
  c: Ctx,
  x: number,
  baseY: number,
  s: number,
  pot: string,
  leaves = 9,
  spread = 70,
): string {
  let o = '';
  for (let i = 0; i < leaves; i++) {
    const a = -spread + (2 * spread * i) / (leaves - 1) + c.r(-8, 8);
    const len = 150 + c.r(0, 80) - Math.abs(a) * 0.5;
    o += leaf(c.r(-10, 10), -112, len, c.r(32, 44), a, c.pick(GREENS));
  }
  o += path('M-66 -118L66 -118L54 0L-54 0Z', pot);
  o += rect(-74, -132, 148, 26, dark(pot, 0.1), 6);
  o += path('M-66 -106L66 -106L65 -96L-65 -96Z', '#000', op(0.08));
  return g(o, tr(x, baseY, s));
}

/** Tall rounded snake plant style. */
function tallPlant(c: Ctx, x: number, baseY: number, s: number, pot: string): string {
  let o = '';
  for (let i = 0; i < 7; i++) {
    const a = -28 + i * 9.3 + c.r(-4, 4);
    o += leaf(c.r(-14, 14), -100, 200 + c.r(0, 120), 26, a, c.pick(GREENS), false);
  }
  o +=
    path('M-60 -110Q-64 -10 -40 0L40 0Q64 -10 60 -110Z', pot) +
    rect(-64, -116, 128, 14, dark(pot, 0.12), 7);
  return g(o, tr(x, baseY, s));
}

function shadow(cx: number, cy: number, rx: number, ry: number, o = 0.12): string {
  return ell(cx, cy, rx, ry, '#000', op(o));
}

/** Simple tree: trunk + cluster of circles. */
function tree(c: Ctx, x: number, baseY: number, s: number, greens = GREENS): string {
  let o = rect(-12, -160, 24, 160, '#6b4a33', 8);
  o += strokeP('M0 -110L-40 -150M0 -130L36 -175', '#6b4a33', 10);
  const blobs: [number, number, number][] = [
    [0, -230, 90],
    [-70, -190, 62],
    [70, -195, 66],
    [-35, -280, 60],
    [40, -285, 58],
  ];
  for (const [bx, by, br] of blobs) o += path(blob(c, bx, by, br, 8, 0.1), c.pick(greens));
  o += circ(-20, -250, 28, '#fff', op(0.08));
  return g(o, tr(x, baseY, s));
}

function stars(c: Ctx, w: number, h: number, count: number, color = '#fff'): string {
  let d = '';
  for (let i = 0; i < count; i++) d += `M${Math.round(c.r(0, w))} ${Math.round(c.r(0, h))}h0`;
  return strokeP(d, color, 3.5, op(0.7));
}

/** Glowing string of lights along a swag (bulbs are dashes of zero length). */
function stringLights(
  c: Ctx,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  bulbs: number,
  colors: string[] = ['#fde68a'],
  glowR = 16,
): string {
  void c;
  const sw = swag(x1, y1, x2, y2, sag);
  let len = 0;
  let prev = sw.at(0);
  for (let i = 1; i <= 24; i++) {
    const p = sw.at(i / 24);
    len += Math.hypot(p[0] - prev[0], p[1] - prev[1]);
    prev = p;
  }
  const gap = len / bulbs;
  const d = swag(x1, y1 + 6, x2, y2 + 6, sag).d;
  let o = strokeP(sw.d, '#1f1a17', 2, op(0.6));
  o +=
    dots(d, '#fcd34d', glowR * 2, gap, -gap / 2, op(0.18)) +
    dots(d, '#fde68a', glowR, gap, -gap / 2, op(0.3));
  colors.forEach((col, i) => {
    o += dots(d, col, 9, gap * colors.length, -gap / 2 - i * gap);
  });
  return o;
}

/** Hanging strand of marigold flowers (two-tone dots). */
function marigoldStrand(x: number, y1: number, y2: number, size = 14): string {
  const d = P`M${x} ${y1}L${x} ${y2}`;
  return (
    dots(d, EV.orange, size, size * 1.9) +
    dots(d, EV.yellow, size, size * 1.9, size * 0.95) +
    circ(x, y2 + size * 0.9, size * 0.45, '#dc2626')
  );
}
/** Marigold garland along a swag. */
function marigoldSwag(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  size = 14,
): string {
  const d = swag(x1, y1, x2, y2, sag).d;
  return dots(d, EV.orange, size, size * 1.9) + dots(d, EV.amber, size, size * 1.9, size * 0.95);
}

function balloon(x: number, y: number, r: number, color: string, tilt = 0): string {
  let o = strokeP(
    P`M0 ${r * 1.2}q${-r * 0.3} ${r * 0.8} 0 ${r * 1.6}t0 ${r * 1.6}`,
    '#e5e7eb',
    1.5,
    op(0.7),
  );
  o += ell(0, 0, r, r * 1.18, color);
  o += path(P`M${-r * 0.14} ${r * 1.26}L${r * 0.14} ${r * 1.26}L0 ${r * 1.12}Z`, color);
  o += ell(
    -r * 0.38,
    -r * 0.42,
    r * 0.2,
    r * 0.32,
    '#fff',
    `opacity=".35" transform="rotate(-25 ${n(-r * 0.38)} ${n(-r * 0.42)})"`,
  );
  return g(o, tr(x, y, 1, tilt));
}

function burst(c: Ctx, x: number, y: number, r: number, color: string, rays = 16): string {
  let d = '';
  let tips = '';
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2 + c.r(0, 0.2);
    const r2 = r * c.r(0.75, 1);
    d += P`M${x + Math.cos(a) * r * 0.25} ${y + Math.sin(a) * r * 0.25}L${x + Math.cos(a) * r2} ${y + Math.sin(a) * r2}`;
    tips += P`M${x + Math.cos(a) * (r2 + 9)} ${y + Math.sin(a) * (r2 + 9)}h0`;
  }
  return strokeP(d, color, 3) + strokeP(tips, color, 7) + circ(x, y, r * 0.12, '#fff', op(0.8));
}

/** Dark silhouette of a seated/standing audience row. */
function crowd(c: Ctx, y: number, w: number, headR: number, color: string, hands = 0): string {
  let o = '';
  const step = headR * 2.6;
  for (let x = c.r(0, step / 2); x < w + step; x += step * c.r(0.85, 1.15)) {
    const hy = y + c.r(-6, 6);
    o += circ(x, hy, headR, color);
    o += path(
      P`M${x - headR * 1.7} ${hy + headR * 4}Q${x - headR * 1.7} ${hy + headR * 1.3} ${x} ${hy + headR * 1.25}Q${x + headR * 1.7} ${hy + headR * 1.3} ${x + headR * 1.7} ${hy + headR * 4}Z`,
      color,
    );
    if (hands && c.r() < hands) {
      const sx = c.pick([-1, 1]);
      o += strokeP(
        P`M${x + sx * headR * 1.2} ${hy + headR * 1.6}L${x + sx * headR * 1.9} ${hy - headR * 1.4}`,
        color,
        headR * 0.55,
      );
      o += circ(x + sx * headR * 1.95, hy - headR * 1.6, headR * 0.38, color);
    }
  }
  return o;
}

interface Look {
  skin: string;
  hair: string;
  top: string;
  bottom?: string;
  style: number;
}

/** Head (front view) with hair; centre at 0,0 and radius r. */
function headFront(L: Look, r: number, face = true): string {
  let back = '';
  let front: string;
  const h = L.hair;
  switch (L.style % 6) {
    case 1: // long hair
      back = path(
        P`M${-r * 1.15} ${-r * 0.2}Q${-r * 1.2} ${-r * 1.3} 0 ${-r * 1.25}Q${r * 1.2} ${-r * 1.3} ${r * 1.15} ${-r * 0.2}L${r * 1.2} ${r * 1.5}L${-r * 1.2} ${r * 1.5}Z`,
        h,
      );
      front = path(
        P`M${-r * 1.02} ${r * 0.1}Q${-r * 1.1} ${-r * 1.15} ${r * 0.1} ${-r * 1.12}Q${r * 1.1} ${-r * 1.05} ${r * 1.02} ${r * 0.1}Q${r * 0.7} ${-r * 0.6} ${-r * 0.1} ${-r * 0.62}Q${-r * 0.8} ${-r * 0.5} ${-r * 1.02} ${r * 0.1}Z`,
        h,
      );
      break;
    case 2: // bun
      back = circ(0, -r * 1.15, r * 0.5, h);
      front = path(
        P`M${-r * 1.02} ${-r * 0.05}Q${-r * 1.05} ${-r * 1.12} 0 ${-r * 1.1}Q${r * 1.05} ${-r * 1.12} ${r * 1.02} ${-r * 0.05}Q${r * 0.7} ${-r * 0.65} 0 ${-r * 0.66}Q${-r * 0.7} ${-r * 0.65} ${-r * 1.02} ${-r * 0.05}Z`,
        h,
      );
      break;
    case 3: {
      // curly
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (1 + i / 8);
        back += circ(Math.cos(a) * r * 0.98, Math.sin(a) * r * 0.98 - r * 0.1, r * 0.42, h);
      }
      front = path(
        P`M${-r * 0.98} ${-r * 0.1}Q${-r} ${-r * 1.2} 0 ${-r * 1.15}Q${r} ${-r * 1.2} ${r * 0.98} ${-r * 0.1}Q${r * 0.6} ${-r * 0.5} 0 ${-r * 0.55}Q${-r * 0.6} ${-r * 0.5} ${-r * 0.98} ${-r * 0.1}Z`,
        h,
      );
      break;
    }
    case 4: // very short / buzz
      front = path(
        P`M${-r * 0.98} ${-r * 0.2}Q${-r} ${-r * 1.08} 0 ${-r * 1.06}Q${r} ${-r * 1.08} ${r * 0.98} ${-r * 0.2}Q${r * 0.8} ${-r * 0.72} 0 ${-r * 0.74}Q${-r * 0.8} ${-r * 0.72} ${-r * 0.98} ${-r * 0.2}Z`,
        h,
      );
      break;
    case 5: // ponytail / side swept
      back = path(
        P`M${r * 0.6} ${-r * 0.7}Q${r * 1.6} ${-r * 0.4} ${r * 1.2} ${r * 1.2}Q${r * 1.0} ${r * 0.2} ${r * 0.4} ${-r * 0.2}Z`,
        h,
      );
      front = path(
        P`M${-r * 1.02} ${0}Q${-r * 1.05} ${-r * 1.15} ${r * 0.1} ${-r * 1.12}Q${r * 1.05} ${-r * 1.05} ${r * 1.0} ${-r * 0.1}Q${r * 0.2} ${-r * 0.85} ${-r * 1.02} 0Z`,
        h,
      );
      break;
    default: // short
      front = path(
        P`M${-r * 1.03} ${-r * 0.05}Q${-r * 1.1} ${-r * 1.2} ${r * 0.05} ${-r * 1.15}Q${r * 1.1} ${-r * 1.1} ${r * 1.03} ${-r * 0.1}Q${r * 0.95} ${-r * 0.55} ${r * 0.3} ${-r * 0.62}Q${-r * 0.5} ${-r * 0.62} ${-r * 0.8} ${-r * 0.4}Q${-r * 0.95} ${-r * 0.3} ${-r * 1.03} ${-r * 0.05}Z`,
        h,
      );
  }
  let o = back + ell(0, 0, r * 0.92, r, L.skin) + front;
  if (face && r >= 10) {
    o +=
      circ(-r * 0.32, r * 0.12, r * 0.09, '#1f2937') +
      circ(r * 0.32, r * 0.12, r * 0.09, '#1f2937');
    o += strokeP(
      P`M${-r * 0.25} ${r * 0.45}Q0 ${r * 0.65} ${r * 0.25} ${r * 0.45}`,
      dark(L.skin, 0.45),
      Math.max(1.2, r * 0.07),
    );
  }
  return o;
}

/** Standing figure, origin at feet; ~340 tall at s=1. arm: 'down' | 'up' | 'mic' | 'book' | 'box' | 'trophy' | 'point' | 'clap'. */
function figure(x: number, baseY: number, s: number, L: Look, arm = 'down', flip = false): string {
  const top = L.top;
  const bottom = L.bottom ?? '#334155';
  const sleeve = dark(top, 0.06);
  let o = '';
  o += rect(-26, -150, 22, 146, bottom, 9) + rect(4, -150, 22, 146, bottom, 9);
  o += ell(-16, -4, 19, 8, '#1f2937') + ell(16, -4, 19, 8, '#1f2937');
  const armL = 'M-42 -258L-56 -200L-52 -150';
  let armR = 'M42 -258L56 -200L52 -150';
  let handR: Pt = [52, -146];
  let handL: Pt = [-52, -146];
  let extra = '';
  let armLd = armL;
  if (arm === 'up') {
    armR = 'M42 -258L70 -310L78 -360';
    handR = [78, -366];
  } else if (arm === 'mic') {
    armR = 'M42 -258L66 -214L22 -296';
    handR = [18, -300];
    extra = rect(8, -318, 14, 22, '#111827', 5) + circ(15, -322, 10, '#374151');
  } else if (arm === 'point') {
    armR = 'M42 -258L92 -270L132 -300';
    handR = [136, -303];
  } else if (arm === 'book' || arm === 'box' || arm === 'trophy') {
    armR = 'M42 -258L52 -205L20 -190';
    armLd = 'M-42 -258L-52 -205L-20 -190';
    handR = [18, -190];
    handL = [-18, -190];
    if (arm === 'book')
      extra =
        rect(-36, -232, 72, 50, '#fff', 4) +
        rect(-36, -232, 72, 50, L.style % 2 ? ORG.teal : EV.gold, 4, 'opacity=".85"') +
        line(0, -232, 0, -182, '#fff', 2);
    if (arm === 'box')
      extra =
        rect(-58, -250, 116, 80, '#d6a46b', 4) +
        rect(-58, -250, 116, 14, '#c08a52') +
        rect(-12, -250, 24, 80, '#f5e6c8', 0, op(0.6));
    if (arm === 'trophy')
      extra =
        path('M-26 -260L26 -260Q26 -215 0 -210Q-26 -215 -26 -260Z', '#f5b50a') +
        rect(-6, -212, 12, 18, '#d99a06') +
        rect(-20, -196, 40, 10, '#b45309', 3) +
        strokeP(
          'M-26 -250Q-42 -250 -38 -232Q-34 -222 -22 -224M26 -250Q42 -250 38 -232Q34 -222 22 -224',
          '#f5b50a',
          5,
        );
  } else if (arm === 'clap') {
    armR = 'M42 -258L48 -205L8 -232';
    armLd = 'M-42 -258L-48 -205L-8 -232';
    handR = [6, -236];
    handL = [-6, -236];
  }
  o += strokeP(armLd, sleeve, 22);
  const body = path('M-44 -150L-48 -250Q-48 -272 -26 -274L26 -274Q48 -272 48 -250L44 -150Z', top);
  o += body;
  o += strokeP(armR, sleeve, 22);
  o += rect(-9, -292, 18, 22, dark(L.skin, 0.08), 5);
  o += g(headFront(L, 32), 'translate(0 -318)');
  o += circ(handL[0], handL[1], 10, L.skin) + circ(handR[0], handR[1], 10, L.skin);
  o += extra;
  if (arm === 'book' || arm === 'box' || arm === 'trophy')
    o += circ(handL[0], handL[1], 10, L.skin) + circ(handR[0], handR[1], 10, L.skin);
  return g(o, `${tr(x, baseY, s)}${flip ? ' scale(-1 1)' : ''}`);
}

/** Upper body (for people behind desks/tables); origin at bottom centre, ~170 tall at s=1. */
function bust(x: number, baseY: number, s: number, L: Look, face = true): string {
  let o = path('M-58 0L-58 -60Q-58 -98 -22 -102L22 -102Q58 -98 58 -60L58 0Z', L.top);
  o += rect(-10, -120, 20, 22, dark(L.skin, 0.08), 5);
  o += g(headFront(L, 34, face), 'translate(0 -148)');
  return g(o, tr(x, baseY, s));
}

/** Person seen from behind (classroom rows). */
function backView(x: number, baseY: number, s: number, L: Look): string {
  let o = path('M-58 0L-58 -50Q-58 -92 -22 -96L22 -96Q58 -92 58 -50L58 0Z', L.top);
  o += rect(-11, -112, 22, 22, dark(L.skin, 0.1), 5);
  o += ell(-31, -138, 6, 10, L.skin) + ell(31, -138, 6, 10, L.skin);
  if (L.style % 6 === 1)
    o += path('M-32 -150Q-34 -180 0 -182Q34 -180 32 -150L36 -80L-36 -80Z', L.hair);
  else if (L.style % 6 === 3) {
    for (let i = 0; i < 7; i++)
      o += circ(-26 + i * 8.7, -150 - Math.sin((i / 6) * Math.PI) * 22, 14, L.hair);
    o += ell(0, -140, 30, 30, L.hair);
  } else o += ell(0, -143, 30, 34, L.hair);
  if (L.style % 6 === 2) o += circ(0, -176, 12, L.hair);
  return g(o, tr(x, baseY, s));
}

function randomLook(c: Ctx, tops: string[]): Look {
  return {
    skin: c.pick(SKINS),
    hair: c.pick(HAIRS.slice(0, 7)),
    top: c.pick(tops),
    bottom: c.pick(['#334155', '#1e3a5f', '#44403c', '#57534e']),
    style: c.ri(0, 5),
  };
}

/** Vessel from a profile of [y (negative = up), half width] pairs. */
function vessel(cx: number, baseY: number, s: number, prof: Pt[]): string {
  const right: Pt[] = prof.map(([y, hw]) => [cx + hw * s, baseY + y * s]);
  const left: Pt[] = prof
    .slice()
    .reverse()
    .map(([y, hw]) => [cx - hw * s, baseY + y * s]);
  return smooth([...right, ...left]);
}

// ================================================================ platform
add('hero-1', 1600, 900, (c) => {
  const bg = c.lg(
    'bg',
    [
      [0, '#312e81'],
      [0.55, '#4f46e5'],
      [1, '#818cf8'],
    ],
    0,
    0,
    1,
    1,
  );
  const dotsP = c.pattern('grid', 36, 36, circ(2, 2, 1.6, '#fff', op(0.16)));
  const hero = c.lg(
    'hero',
    [
      [0, '#eef2ff'],
      [1, '#c7d2fe'],
    ],
    0,
    0,
    1,
    1,
  );
  const img = c.lg(
    'img',
    [
      [0, '#a5b4fc'],
      [1, '#6366f1'],
    ],
    0,
    0,
    1,
    1,
  );
  let o = rect(0, 0, 1600, 900, bg) + rect(0, 0, 1600, 900, dotsP);
  o +=
    circ(1380, 120, 280, '#fff', op(0.06)) +
    circ(160, 860, 340, '#fff', op(0.05)) +
    circ(1520, 880, 200, '#c7d2fe', op(0.12));
  // browser window
  const X = 380;
  const Y = 150;
  const W = 840;
  const H = 610;
  o += rect(X + 14, Y + 30, W, H, '#1e1b4b', 20, op(0.35));
  o += rect(X, Y, W, H, '#fff', 20);
  o += path(
    P`M${X} ${Y + 54}L${X} ${Y + 20}Q${X} ${Y} ${X + 20} ${Y}L${X + W - 20} ${Y}Q${X + W} ${Y} ${X + W} ${Y + 20}L${X + W} ${Y + 54}Z`,
    '#eef2ff',
  );
  o +=
    circ(X + 28, Y + 27, 7, '#f87171') +
    circ(X + 52, Y + 27, 7, '#fbbf24') +
    circ(X + 76, Y + 27, 7, '#34d399');
  o +=
    rect(X + 230, Y + 15, 380, 24, '#fff', 12) +
    circ(X + 248, Y + 27, 5, '#a5b4fc') +
    rect(X + 262, Y + 24, 140, 6, '#c7d2fe', 3);
  // page nav
  o += rect(X + 40, Y + 82, 26, 26, '#4f46e5', 7) + rect(X + 76, Y + 90, 80, 10, '#312e81', 5);
  for (let i = 0; i < 3; i++) o += rect(X + 470 + i * 80, Y + 91, 56, 8, '#cbd5e1', 4);
  o += rect(X + 720, Y + 82, 80, 26, '#4f46e5', 13);
  // hero block (selected)
  const hx = X + 40;
  const hy = Y + 130;
  o += rect(hx, hy, W - 80, 230, hero, 16);
  o +=
    rect(hx + 40, hy + 52, 300, 22, '#312e81', 11) + rect(hx + 40, hy + 86, 230, 22, '#312e81', 11);
  o +=
    rect(hx + 40, hy + 128, 280, 9, '#818cf8', 4.5) +
    rect(hx + 40, hy + 146, 240, 9, '#a5b4fc', 4.5);
  o +=
    rect(hx + 40, hy + 176, 120, 34, '#4f46e5', 17) +
    rect(hx + 172, hy + 176, 100, 34, '#fff', 17, 'stroke="#a5b4fc" stroke-width="2"');
  o += rect(hx + 430, hy + 30, 300, 170, img, 14);
  o += circ(hx + 660, hy + 75, 22, '#fde68a');
  o += path(
    P`M${hx + 430} ${hy + 185}L${hx + 520} ${hy + 105}L${hx + 590} ${hy + 160}L${hx + 640} ${hy + 125}L${hx + 730} ${hy + 190}L${hx + 730} ${hy + 186}Q${hx + 730} ${hy + 200} ${hx + 716} ${hy + 200}L${hx + 444} ${hy + 200}Q${hx + 430} ${hy + 200} ${hx + 430} ${hy + 186}Z`,
    '#312e81',
    op(0.55),
  );
  o += rect(
    hx - 8,
    hy - 8,
    W - 64,
    246,
    'none',
    20,
    'stroke="#4f46e5" stroke-width="3" stroke-dasharray="10 8"',
  );
  for (const [qx, qy] of [
    [hx - 8, hy - 8],
    [hx + W - 72, hy - 8],
    [hx - 8, hy + 238],
    [hx + W - 72, hy + 238],
  ] as Pt[])
    o += rect(qx - 7, qy - 7, 14, 14, '#fff', 3, 'stroke="#4f46e5" stroke-width="3"');
  o +=
    rect(hx - 8, hy - 42, 86, 26, '#4f46e5', 8) + rect(hx + 6, hy - 33, 56, 8, '#fff', 4, op(0.9));
  // cards row
  const cy = Y + 400;
  const cards = ['#fde68a', '#a7f3d0', '#fbcfe8'];
  cards.forEach((col, i) => {
    const cx = X + 40 + i * 258;
    o += rect(cx, cy, 242, 170, '#fff', 14, 'stroke="#e2e8f0" stroke-width="2"');
    o += rect(cx + 16, cy + 16, 210, 80, col, 10);
    o += circ(cx + 50, cy + 56, 16, '#fff', op(0.7));
    o +=
      rect(cx + 16, cy + 112, 150, 10, '#334155', 5) +
      rect(cx + 16, cy + 132, 190, 8, '#cbd5e1', 4) +
      rect(cx + 16, cy + 148, 120, 8, '#cbd5e1', 4);
  });
  // floating blocks
  let f1 =
    rect(0, 0, 250, 190, '#fff', 18) +
    rect(
      16,
      16,
      218,
      96,
      c.lg(
        'f1',
        [
          [0, '#fbcfe8'],
          [1, '#c4b5fd'],
        ],
        0,
        0,
        1,
        1,
      ),
      12,
    );
  f1 +=
    circ(190, 48, 16, '#fff', op(0.8)) +
    path('M16 112L80 60L130 100L168 76L234 112Z', '#7c3aed', op(0.45));
  f1 +=
    rect(16, 128, 160, 12, '#334155', 6) +
    rect(16, 150, 200, 9, '#cbd5e1', 4.5) +
    rect(16, 167, 140, 9, '#cbd5e1', 4.5);
  o += g(rect(8, 16, 250, 190, '#1e1b4b', 18, op(0.3)) + f1, tr(110, 250, 1, -8));
  let f2 = rect(0, 0, 270, 170, '#fff', 18);
  f2 +=
    rect(22, 26, 120, 14, '#312e81', 7) +
    rect(22, 56, 226, 9, '#cbd5e1', 4.5) +
    rect(22, 74, 200, 9, '#cbd5e1', 4.5) +
    rect(22, 92, 214, 9, '#cbd5e1', 4.5);
  f2 += rect(22, 120, 100, 30, '#4f46e5', 15);
  o += g(rect(8, 16, 270, 170, '#1e1b4b', 18, op(0.3)) + f2, tr(1250, 470, 1, 6));
  let f3 = rect(0, 0, 230, 70, '#fff', 35);
  ['#4f46e5', '#ec4899', '#f59e0b', '#10b981', '#0ea5e9'].forEach(
    (col, i) => (f3 += circ(36 + i * 40, 35, 15, col)),
  );
  o += g(rect(6, 12, 230, 70, '#1e1b4b', 35, op(0.25)) + f3, tr(150, 640, 1, 4));
  let f4 = rect(0, 0, 180, 60, '#fff', 14);
  f4 +=
    rect(16, 16, 28, 28, '#e0e7ff', 7) +
    rect(56, 16, 28, 28, '#4f46e5', 7) +
    rect(96, 16, 28, 28, '#e0e7ff', 7) +
    rect(136, 16, 28, 28, '#e0e7ff', 7);
  o += g(rect(6, 12, 180, 60, '#1e1b4b', 14, op(0.25)) + f4, tr(1290, 200, 1, -5));
  // drop zone + cursor
  o += rect(
    1255,
    700,
    250,
    90,
    '#fff',
    16,
    'fill-opacity=".08" stroke="#e0e7ff" stroke-width="3" stroke-dasharray="12 10"',
  );
  o +=
    circ(1380, 745, 16, '#fff', op(0.25)) +
    strokeP('M1372 745L1388 745M1380 737L1380 753', '#fff', 3);
  o += strokeP('M330 470Q330 560 362 610', '#e0e7ff', 3, 'stroke-dasharray="2 9" opacity=".8"');
  o += path(
    'M358 392L358 440L370 429L380 452L390 447L380 425L396 424Z',
    '#fff',
    'stroke="#1e1b4b" stroke-width="3" stroke-linejoin="round"',
  );
  o +=
    circ(1200, 140, 10, '#fde68a') + circ(300, 170, 6, '#a5b4fc') + circ(1500, 380, 7, '#fbcfe8');
  return o;
});

// ================================================================ shop scenes
function sofa(color: string): string {
  const back = dark(color, 0.1);
  let o = rect(-286, -26, 16, 26, '#3f2a1d', 4) + rect(270, -26, 16, 26, '#3f2a1d', 4);
  o += rect(-270, -275, 540, 160, back, 38);
  o +=
    rect(-258, -262, 252, 132, light(color, 0.04), 30) +
    rect(6, -262, 252, 132, light(color, 0.04), 30);
  o += rect(-300, -150, 600, 126, color, 30);
  o +=
    rect(-262, -156, 258, 52, light(color, 0.1), 20) +
    rect(4, -156, 258, 52, light(color, 0.1), 20);
  o +=
    rect(-326, -206, 84, 182, dark(color, 0.04), 36) +
    rect(242, -206, 84, 182, dark(color, 0.04), 36);
  o += rect(-300, -52, 600, 22, '#000', 8, op(0.08));
  // throw cushions
  o += g(
    rect(-60, -60, 120, 120, SHOP.mustard, 26) + rect(-60, -8, 120, 16, '#fff', 0, op(0.25)),
    'translate(-190 -190) rotate(-10)',
  );
  o += g(
    rect(-56, -56, 112, 112, SHOP.cream, 24) + circ(0, 0, 24, SHOP.sage, op(0.8)),
    'translate(180 -186) rotate(8)',
  );
  return o;
}

function floorLamp(c: Ctx, s: number, glow: boolean): string {
  let o = '';
  if (glow)
    o += circ(
      0,
      -470,
      220,
      c.rg('lampglow', [
        [0, '#fff3c4', 0.9],
        [1, '#fde68a', 0],
      ]),
    );
  o += ell(0, -6, 60, 12, '#3f2a1d') + rect(-4, -420, 8, 416, '#3f2a1d');
  o +=
    path('M-80 -400L80 -400L52 -520L-52 -520Z', '#f3dfbf') +
    path('M-80 -400L80 -400L74 -380L-74 -380Z', '#e6caa0');
  return g(o, tr(0, 0, s));
}

function frameArt(x: number, y: number, w: number, h: number, kind: number, pal: string[]): string {
  let o = rect(x - 10, y - 10, w + 20, h + 20, '#5b3b26', 4) + rect(x, y, w, h, '#fbf6ef');
  const p = (i: number) => pal[i % pal.length]!;
  if (kind === 0) {
    o += circ(x + w * 0.62, y + h * 0.38, w * 0.2, p(0));
    o += path(
      P`M${x} ${y + h}L${x} ${y + h * 0.72}Q${x + w * 0.3} ${y + h * 0.5} ${x + w * 0.6} ${y + h * 0.7}T${x + w} ${y + h * 0.66}L${x + w} ${y + h}Z`,
      p(1),
    );
  } else if (kind === 1) {
    o += path(
      P`M${x + w * 0.2} ${y + h * 0.85}L${x + w * 0.2} ${y + h * 0.45}A${w * 0.3} ${w * 0.3} 0 0 1 ${x + w * 0.8} ${y + h * 0.45}L${x + w * 0.8} ${y + h * 0.85}Z`,
      p(2),
    );
    o += circ(x + w * 0.5, y + h * 0.5, w * 0.14, p(0));
  } else {
    o +=
      rect(x + w * 0.15, y + h * 0.15, w * 0.35, h * 0.7, p(1)) +
      circ(x + w * 0.62, y + h * 0.62, w * 0.22, p(0), op(0.9));
  }
  return o;
}

function livingRoom(c: Ctx): string {
  const { w, h } = c;
  const port = h > w;
  const s = port ? w / 1000 : h / 820;
  const cx = port ? w / 2 : w * 0.5;
  const fy = h * (port ? 0.74 : 0.78);
  let o = rect(
    0,
    0,
    w,
    fy,
    c.lg('wall', [
      [0, '#f8efe6'],
      [1, '#f0dfcf'],
    ]),
  );
  // arched window
  const ax = port ? cx - 300 * s : cx - 610 * s;
  const aw = 220 * s;
  const aTop = fy - 620 * s;
  o += path(
    P`M${ax} ${fy - 60 * s}L${ax} ${aTop + aw / 2}A${aw / 2} ${aw / 2} 0 0 1 ${ax + aw} ${aTop + aw / 2}L${ax + aw} ${fy - 60 * s}Z`,
    c.lg('sky', [
      [0, '#fcd9bd'],
      [1, '#fdf1e3'],
    ]),
    `stroke="#fffaf4" stroke-width="${n(14 * s)}"`,
  );
  o +=
    line(ax + aw / 2, aTop + 8 * s, ax + aw / 2, fy - 60 * s, '#fffaf4', 8 * s) +
    line(ax, fy - 300 * s, ax + aw, fy - 300 * s, '#fffaf4', 8 * s);
  if (port) {
    o += line(cx + 200 * s, 0, cx + 200 * s, fy - 760 * s, '#3f2a1d', 3);
    o += path(
      P`M${cx + 120 * s} ${fy - 690 * s}Q${cx + 120 * s} ${fy - 770 * s} ${cx + 200 * s} ${fy - 770 * s}Q${cx + 280 * s} ${fy - 770 * s} ${cx + 280 * s} ${fy - 690 * s}Z`,
      SHOP.terra,
    );
  }
  // art
  o += frameArt(cx - 170 * s, fy - 560 * s, 150 * s, 190 * s, 0, [
    SHOP.terra,
    SHOP.sage,
    SHOP.mustard,
  ]);
  o += frameArt(cx + 20 * s, fy - 520 * s, 130 * s, 130 * s, 1, [
    SHOP.mustard,
    SHOP.terra,
    SHOP.blush,
  ]);
  o += rect(0, fy - 14 * s, w, 14 * s, '#f7ebdd');
  o += rect(
    0,
    fy,
    w,
    h - fy,
    c.lg('floor', [
      [0, '#d9b48f'],
      [1, '#c79c74'],
    ]),
  );
  for (let i = 1; i < 5; i++)
    o += line(0, fy + ((h - fy) * i) / 5, w, fy + ((h - fy) * i) / 5, '#b88b63', 2, op(0.35));
  o +=
    ell(cx, fy + 40 * s, 470 * s, 62 * s, '#efe1cf') +
    ell(
      cx,
      fy + 40 * s,
      430 * s,
      48 * s,
      'none',
      `stroke="${SHOP.terra}" stroke-width="${n(5 * s)}" stroke-dasharray="${n(18 * s)} ${n(10 * s)}" opacity=".6"`,
    );
  o += shadow(cx, fy + 24 * s, 330 * s, 16 * s, 0.15);
  o += g(sofa(SHOP.terra), tr(cx, fy + 24 * s, s));
  o += g(floorLamp(c, 1, true), tr(cx + (port ? 390 : 430) * s, fy + 20 * s, s));
  o +=
    shadow(cx - 440 * s, fy + 26 * s, 70 * s, 10 * s) +
    pottedPlant(c, cx - 440 * s, fy + 24 * s, s, '#f3eadf', 11, 75);
  // side table with books
  if (!port) {
    const tx = cx + 600 * s;
    o +=
      rect(tx - 70 * s, fy - 150 * s, 140 * s, 16 * s, '#8a5a3b', 6 * s) +
      rect(tx - 60 * s, fy - 140 * s, 10 * s, 160 * s, '#7a4c30') +
      rect(tx + 50 * s, fy - 140 * s, 10 * s, 160 * s, '#7a4c30');
    o +=
      rect(tx - 50 * s, fy - 176 * s, 100 * s, 26 * s, SHOP.sage, 3) +
      rect(tx - 40 * s, fy - 196 * s, 86 * s, 20 * s, SHOP.mustard, 3);
    o += path(
      vessel(tx, fy - 196 * s, s, [
        [0, 18],
        [-30, 26],
        [-70, 12],
        [-80, 14],
      ]),
      SHOP.cream,
    );
  }
  return o;
}

const VESSELS: Pt[][] = [
  [
    [0, 40],
    [-20, 62],
    [-70, 70],
    [-125, 42],
    [-155, 20],
    [-180, 18],
    [-186, 24],
  ],
  [
    [0, 36],
    [-90, 40],
    [-125, 30],
    [-155, 12],
    [-205, 11],
    [-210, 15],
  ],
  [
    [0, 34],
    [-24, 62],
    [-54, 88],
    [-62, 92],
  ],
  [
    [0, 44],
    [-60, 58],
    [-118, 40],
    [-148, 34],
    [-160, 42],
  ],
  [
    [0, 44],
    [-150, 44],
    [-160, 46],
  ],
  [
    [0, 30],
    [-40, 58],
    [-85, 50],
    [-110, 26],
    [-118, 30],
  ],
];

function ceramicsShelf(c: Ctx): string {
  const { w, h } = c;
  const port = h > w;
  const s = port ? 0.95 : 1.05;
  let o = rect(
    0,
    0,
    w,
    h,
    c.lg('wall', [
      [0, '#f1e6d8'],
      [1, '#e6d3bf'],
    ]),
  );
  o += circ(w * (port ? 0.8 : 0.82), h * 0.22, 150, '#fff', op(0.25));
  const rows = port ? [330, 610, 890] : [380, 700];
  const per = port ? 3 : 5;
  const x0 = w * 0.09;
  const sw = w * 0.82;
  const cols = [SHOP.terra, SHOP.cream, SHOP.sage, SHOP.char, SHOP.blush, SHOP.mustard, '#e7d2b8'];
  let k = 0;
  rows.forEach((ry, ri) => {
    for (let i = 0; i < per; i++) {
      const vx = x0 + (sw * (i + 0.5)) / per + c.r(-14, 14);
      const prof = VESSELS[(k * 5 + ri) % VESSELS.length]!;
      const col = cols[(k * 3 + ri * 2) % cols.length]!;
      const vs = s * c.r(0.9, 1.12);
      const d = vessel(vx, ry, vs, prof);
      o += shadow(vx + 10, ry, 60 * vs, 6, 0.12);
      o += path(d, col);
      const top = prof[prof.length - 1]!;
      const open = top[1] > 40;
      if (k % 3 === 1) {
        const cp = c.clip(`v${k}`, `<path d="${d}"/>`);
        const gy = ry + top[0] * vs * 0.45;
        o += path(
          P`M${vx - 120} ${ry - 260}L${vx + 120} ${ry - 260}L${vx + 120} ${gy}Q${vx + 60} ${gy + 14} ${vx} ${gy}T${vx - 120} ${gy}Z`,
          col === SHOP.cream ? SHOP.terra : SHOP.cream,
          `clip-path="${cp}"`,
        );
      } else if (k % 3 === 2) {
        for (let j = 1; j < 4; j++)
          o += ell(vx, ry + top[0] * vs * (j / 4.2), 4 * vs, 4 * vs, '#fff', op(0.55));
      }
      o += ell(
        vx - 0.45 * prof[2]![1] * vs,
        ry + prof[2]![0] * vs,
        5 * vs,
        14 * vs,
        '#fff',
        op(0.22),
      );
      o += ell(
        vx,
        ry + top[0] * vs,
        top[1] * vs,
        (open ? 12 : 5) * vs,
        dark(col, open ? 0.35 : 0.2),
      );
      if (!open && k % 4 === 0) {
        const by = ry + top[0] * vs;
        o += strokeP(
          P`M${vx} ${by}Q${vx - 10} ${by - 70} ${vx - 40} ${by - 120}M${vx} ${by - 40}Q${vx + 30} ${by - 90} ${vx + 30} ${by - 130}`,
          '#5f7a55',
          3,
        );
        for (let j = 0; j < 6; j++)
          o += leaf(
            vx + c.r(-40, 30),
            by - 40 - j * 16,
            26,
            10,
            c.r(-70, 70),
            c.pick(GREENS),
            false,
          );
      }
      k++;
    }
    o +=
      rect(x0 - 20, ry, sw + 40, 22, '#9a6b47', 3) + rect(x0 - 20, ry + 18, sw + 40, 6, '#7a4f32');
    o +=
      path(P`M${x0 + 30} ${ry + 24}L${x0 + 60} ${ry + 24}L${x0 + 30} ${ry + 64}Z`, '#3f2a1d') +
      path(
        P`M${x0 + sw - 30} ${ry + 24}L${x0 + sw - 60} ${ry + 24}L${x0 + sw - 30} ${ry + 64}Z`,
        '#3f2a1d',
      );
  });
  if (!port) o += tallPlant(c, w * 0.05, h + 10, 1.1, SHOP.cream);
  return o;
}

function garment(kind: number, color: string): string {
  const hook =
    strokeP('M0 30L0 14Q0 0 10 0Q20 0 20 10', '#6b7280', 4) +
    strokeP('M0 30L-68 50M0 30L68 50', '#6b7280', 4);
  const d = dark(color, 0.12);
  let o: string;
  if (kind === 0) {
    o = path(
      'M-24 44Q0 62 24 44L72 54L108 106L82 124L64 100L64 250L-64 250L-64 100L-82 124L-108 106L-72 54Z',
      color,
    );
    o += path('M-24 44Q0 62 24 44Q0 74 -24 44Z', d);
  } else if (kind === 1) {
    o = path(
      'M-22 44Q0 70 22 44L54 52L50 130L46 150L110 360L-110 360L-46 150L-50 130L-54 52Z',
      color,
    );
    o += rect(-48, 140, 96, 14, d, 4);
  } else if (kind === 2) {
    o = path(
      'M-26 44L26 44L74 54Q96 66 100 104L110 278L84 282L74 140L70 292L-70 292L-74 140L-84 282L-110 278L-100 104Q-96 66 -74 54Z',
      color,
    );
    o += path('M-26 44L0 150L26 44L14 44L0 110L-14 44Z', d) + line(0, 150, 0, 292, d, 3);
    for (let i = 0; i < 3; i++) o += circ(8, 180 + i * 34, 4, light(color, 0.4));
    o += rect(-56, 200, 36, 6, d, 3) + rect(20, 200, 36, 6, d, 3);
  } else {
    o = path(
      'M-26 44Q0 66 26 44L74 56Q96 70 98 110L104 262L80 264L70 130L66 270L-66 270L-70 130L-80 264L-104 262L-98 110Q-96 70 -74 56Z',
      color,
    );
    o += rect(-66, 254, 132, 16, d) + rect(-104, 250, 24, 14, d, 3) + rect(80, 250, 24, 14, d, 3);
    o += path('M-26 44Q0 66 26 44Q0 80 -26 44Z', d);
  }
  return hook + o + path('M-64 60L-64 300L-58 300L-58 60Z', '#000', op(0.04));
}

function apparelRack(c: Ctx): string {
  const { w, h } = c;
  const port = h > w;
  const fy = h * (port ? 0.84 : 0.84);
  const s = port ? 0.95 : 1.15;
  let o = rect(
    0,
    0,
    w,
    fy,
    c.lg('wall', [
      [0, '#f6eee6'],
      [1, '#efe2d4'],
    ]),
  );
  const aw = port ? w * 0.74 : w * 0.5;
  const ax = (w - aw) / 2;
  const aTop = port ? 120 : 80;
  o += path(
    P`M${ax} ${fy}L${ax} ${aTop + aw / 2}A${aw / 2} ${aw / 2} 0 0 1 ${ax + aw} ${aTop + aw / 2}L${ax + aw} ${fy}Z`,
    '#eec3a6',
  );
  o += rect(0, fy, w, h - fy, '#d9bfa3') + rect(0, fy, w, 8, '#caa988');
  const rx0 = w / 2 - (port ? 330 : 520);
  const rx1 = w / 2 + (port ? 330 : 520);
  const barY = port ? 330 : 250;
  o += shadow(w / 2, fy + 8, (rx1 - rx0) / 2 + 40, 12);
  o +=
    rect(rx0 - 4, barY - 4, 10, fy - barY, '#3f3a36') +
    rect(rx1 - 6, barY - 4, 10, fy - barY, '#3f3a36');
  o +=
    rect(rx0 - 40, fy - 10, 90, 10, '#3f3a36', 4) + rect(rx1 - 50, fy - 10, 90, 10, '#3f3a36', 4);
  o += rect(rx0 - 12, barY - 8, rx1 - rx0 + 24, 12, '#4a4541', 6);
  const count = port ? 4 : 6;
  const cols = [SHOP.terra, SHOP.cream, SHOP.sage, SHOP.denim, SHOP.mustard, SHOP.char, SHOP.blush];
  const kinds = [2, 0, 1, 3, 0, 2, 1];
  for (let i = 0; i < count; i++) {
    const gx = rx0 + ((rx1 - rx0) * (i + 0.5)) / count;
    o += g(
      garment(kinds[i % kinds.length]!, cols[(i + 1) % cols.length]!),
      tr(gx, barY - 14, s * (port ? 0.95 : 1)),
    );
  }
  // bench with folded clothes
  if (!port) {
    const bx = w - 190;
    o +=
      rect(bx - 110, fy - 120, 220, 18, '#8a5a3b', 6) +
      rect(bx - 96, fy - 104, 12, 104, '#7a4c30') +
      rect(bx + 84, fy - 104, 12, 104, '#7a4c30');
    [SHOP.sage, SHOP.cream, SHOP.terra, SHOP.mustard].forEach(
      (col, i) => (o += rect(bx - 80 + i * 3, fy - 150 - i * 28, 150, 30, col, 10)),
    );
    o += pottedPlant(c, 150, fy + 4, 1.15, SHOP.terra, 11, 80);
  } else {
    o += pottedPlant(c, 110, fy + 4, 0.8, SHOP.cream, 9, 70);
  }
  // sneakers on floor
  const sx = port ? w - 220 : w / 2 + 160;
  o += g(sneakerShape(SHOP.cream, SHOP.terra), tr(sx, fy - 10, 0.45));
  return o;
}

function sneakerShape(upper: string, accent: string): string {
  let o =
    path('M-220 0L200 0Q240 0 240 -28L240 -40L-220 -40Q-232 -20 -220 0Z', '#f4f1ec') +
    path('M-224 -10L240 -10L240 0L-220 0Z', '#d6a46b');
  o += path(
    'M-210 -40L-200 -140Q-190 -180 -140 -180L-70 -180Q-40 -130 20 -120L160 -100Q230 -85 240 -40Z',
    upper,
  );
  o +=
    path('M-210 -40L-204 -110Q-150 -90 -120 -40Z', accent) +
    path('M-60 -60Q40 -110 150 -70L150 -58Q40 -94 -56 -48Z', accent);
  o += path('M140 -102Q220 -90 240 -40L180 -40Q180 -80 140 -102Z', dark(upper, 0.08));
  for (let i = 0; i < 4; i++)
    o += line(
      -60 + i * 34,
      -170 + i * 14,
      -36 + i * 34,
      -148 + i * 13,
      '#fff',
      6,
      'stroke-linecap="round"',
    );
  o += strokeP('M-70 -180Q-40 -130 20 -120', dark(upper, 0.2), 3);
  return o;
}

['hero-2', 'hero-3', 'hero-4'].forEach((name, i) =>
  add(name, 1600, 900, (c) => [livingRoom, ceramicsShelf, apparelRack][i]!(c)),
);
['carousel-mobile-1', 'carousel-mobile-2', 'carousel-mobile-3'].forEach((name, i) =>
  add(name, 800, 1000, (c) => [livingRoom, ceramicsShelf, apparelRack][i]!(c)),
);

// ================================================================ banners
add('banner-1', 1600, 600, (c) => {
  let o = rect(
    0,
    0,
    1600,
    600,
    c.lg(
      'bg',
      [
        [0, '#9a3412'],
        [0.5, SHOP.terra],
        [1, SHOP.orange],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  o += rect(0, 0, 1600, 600, c.pattern('dots', 28, 28, circ(3, 3, 2, '#fff', op(0.12))));
  o += path('M1000 600L1000 300A170 170 0 0 1 1340 300L1340 600Z', SHOP.cream);
  o += circ(1370, 170, 110, SHOP.mustard) + path('M1240 600A150 150 0 0 1 1540 600Z', SHOP.sage);
  o += path('M1120 600L1120 360A50 50 0 0 1 1220 360L1220 600Z', SHOP.terra, op(0.9));
  o += circ(900, 120, 40, SHOP.blush, op(0.8)) + circ(1540, 420, 26, SHOP.cream, op(0.9));
  o += strokeP('M820 520Q870 470 920 520T1020 520', SHOP.cream, 8, op(0.8));
  o += path('M0 600L0 470Q180 420 360 500T700 600Z', '#7c2d12', op(0.35));
  return o;
});
add('banner-2', 1600, 600, (c) => {
  let o = rect(0, 0, 1600, 600, SHOP.cream);
  const pal = [SHOP.terra, SHOP.sage, SHOP.mustard, SHOP.blush, SHOP.char, '#e8d3bd'];
  const T = 150;
  for (let r = 0; r < 4; r++) {
    for (let col = 0; col < 5; col++) {
      const x = 850 + col * T;
      const y = r * T;
      const bgc = pal[(r * 2 + col * 3) % pal.length]!;
      let fg = pal[(r + col * 2 + 1) % pal.length]!;
      if (fg === bgc) fg = SHOP.cream;
      o += rect(x, y, T, T, bgc);
      const kind = c.ri(0, 4);
      if (kind === 0) o += circ(x + T / 2, y + T / 2, T * 0.34, fg);
      else if (kind === 1)
        o += path(P`M${x} ${y + T}A${T} ${T} 0 0 1 ${x + T} ${y}L${x + T} ${y + T}Z`, fg);
      else if (kind === 2)
        o += path(P`M${x} ${y + T}A${T / 2} ${T / 2} 0 0 1 ${x + T} ${y + T}Z`, fg);
      else if (kind === 3)
        for (let k = 0; k < 3; k++) o += rect(x + 18 + k * 44, y + 18, 22, T - 36, fg, 11);
      else
        o += path(
          P`M${x + 30} ${y + T}L${x + 30} ${y + 75}A45 45 0 0 1 ${x + 120} ${y + 75}L${x + 120} ${y + T}Z`,
          fg,
        );
    }
  }
  o += path('M700 0L850 0L850 600L700 600Q800 300 700 0Z', SHOP.cream);
  o += circ(140, 520, 190, SHOP.blush, op(0.35)) + circ(620, 80, 60, SHOP.mustard, op(0.25));
  return o;
});
add('banner-3', 1600, 600, (c) => {
  let o = rect(
    0,
    0,
    1600,
    600,
    c.lg('bg', [
      [0, '#2b1a12'],
      [1, '#7c2d12'],
    ]),
  );
  o += stars(c, 1600, 300, 40, '#fde7d0');
  const sun = c.lg('sun', [
    [0, '#fbbf24'],
    [1, SHOP.orange],
  ]);
  o += circ(1180, 330, 210, sun);
  for (let i = 0; i < 5; i++) o += rect(940, 350 + i * 34, 480, 8 + i * 3, '#5a2410');
  o += path('M0 600L0 470Q200 380 420 450T820 430T1200 460T1600 400L1600 600Z', '#9a3412');
  o += path('M600 600Q800 480 1050 520T1600 500L1600 600Z', SHOP.terra);
  o += path('M0 600L0 540Q300 480 620 560L700 600Z', '#5a2410');
  o +=
    strokeP('M120 180Q160 150 200 180T280 180', '#fde7d0', 5, op(0.5)) +
    strokeP('M300 120Q330 100 360 120', '#fde7d0', 4, op(0.4));
  return o;
});

// ================================================================ products
function productBg(_c: Ctx, tint: string): string {
  return (
    rect(0, 0, 800, 800, tint) +
    circ(400, 380, 290, light(tint, 0.45)) +
    ell(400, 700, 420, 90, dark(tint, 0.04))
  );
}
const PRODUCTS: ((c: Ctx) => string)[] = [
  // 1 ceramic mug
  (c) => {
    let o = productBg(c, '#f3e6da') + shadow(410, 628, 150, 18);
    o += strokeP('M500 400C590 396 596 540 500 540', '#e9dccb', 30);
    const body = 'M290 360L290 560Q290 625 355 625L445 625Q510 625 510 560L510 360Z';
    o += path(body, '#f6efe6');
    const cp = c.clip('mug', `<path d="${body}"/>`);
    o += path(
      'M270 340L530 340L530 440Q495 458 462 442Q430 428 400 446Q368 462 336 444Q305 430 270 446Z',
      SHOP.terra,
      `clip-path="${cp}"`,
    );
    o += rect(300, 380, 16, 200, '#fff', 8, op(0.3));
    o += ell(400, 360, 110, 22, dark(SHOP.terra, 0.15)) + ell(400, 363, 96, 16, '#5b2a12');
    o += strokeP(
      'M360 300Q340 270 362 240Q384 210 362 180M420 300Q400 270 422 240Q444 210 422 180',
      '#fff',
      8,
      op(0.7),
    );
    return o;
  },
  // 2 table lamp
  (c) => {
    let o = productBg(c, '#efe8dd');
    o += circ(
      400,
      330,
      260,
      c.rg('glow', [
        [0, '#fff7d6', 0.95],
        [1, '#fde68a', 0],
      ]),
    );
    o += shadow(400, 652, 130, 16);
    o += rect(394, 380, 12, 110, '#b08d57');
    o += path(
      vessel(400, 650, 1.15, [
        [0, 50],
        [-40, 88],
        [-100, 82],
        [-140, 40],
        [-160, 18],
        [-168, 22],
      ]),
      SHOP.sage,
    );
    o += ell(372, 570, 12, 40, '#fff', op(0.25));
    o += path(
      'M250 400L550 400L480 190L320 190Z',
      c.lg(
        'shade',
        [
          [0, '#fbf1df'],
          [1, '#ecd3ad'],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    o += path('M250 400L550 400L544 414L256 414Z', '#d9b98c');
    return o;
  },
  // 3 linen cushion
  (c) => {
    let o = productBg(c, '#e9efe6') + shadow(405, 615, 200, 20);
    const d = 'M220 240Q400 272 580 240Q552 410 580 580Q400 552 220 580Q248 410 220 240Z';
    o += path(d, '#ead9c2');
    const cp = c.clip('cush', `<path d="${d}"/>`);
    let st = '';
    for (let i = 0; i < 4; i++) st += rect(270 + i * 80, 200, 26, 420, SHOP.terra, 0, op(0.85));
    o += g(st, '', `clip-path="${cp}"`);
    o += path(
      'M250 268Q400 292 550 268Q528 410 550 552Q400 530 250 552Q272 410 250 268Z',
      'none',
      'stroke="#fff" stroke-width="3" stroke-dasharray="10 8" opacity=".7"',
    );
    o += path(
      d,
      c.rg('sh', [
        [0.5, '#fff', 0],
        [1, '#5b3b26', 0.18],
      ]),
    );
    for (const [x, y] of [
      [220, 240],
      [580, 240],
      [220, 580],
      [580, 580],
    ] as Pt[])
      o += circ(x, y, 9, '#d6c0a2');
    return o;
  },
  // 4 tote bag
  (c) => {
    let o = productBg(c, '#f4e8dc') + shadow(400, 640, 170, 18);
    o += strokeP('M335 340C335 170 465 170 465 340', dark(SHOP.terra, 0.2), 18);
    o += strokeP('M315 340C315 150 485 150 485 340', SHOP.terra, 18);
    o += path('M262 330L538 330L560 632L240 632Z', '#eee0c8');
    o += rect(262, 330, 276, 22, '#e2d0b2');
    o += circ(400, 470, 58, SHOP.terra) + rect(330, 468, 140, 50, '#eee0c8');
    o += strokeP(
      'M320 500Q350 480 380 500T440 500T480 500M320 530Q350 510 380 530T440 530T480 530',
      SHOP.sage,
      8,
    );
    o += path('M252 600L548 600L550 632L250 632Z', '#000', op(0.05));
    return o;
  },
  // 5 sneakers
  (c) => {
    let o = productBg(c, '#eef0f3') + shadow(400, 600, 270, 20);
    o += g(sneakerShape('#e8e4de', SHOP.char), tr(440, 540, 0.95));
    o += g(sneakerShape(SHOP.cream, SHOP.terra), tr(370, 590, 1.05));
    return o;
  },
  // 6 denim jacket
  (c) => {
    const d = SHOP.denim;
    let o = productBg(c, '#f1ebe4') + shadow(400, 648, 220, 16);
    o += path(
      'M262 236L342 214L400 246L458 214L538 236L600 300L646 580L588 592L560 380L556 630L244 630L240 380L212 592L154 580L200 300Z',
      d,
    );
    o +=
      path('M200 300L240 380L212 592L154 580Z', dark(d, 0.1)) +
      path('M600 300L560 380L588 592L646 580Z', dark(d, 0.1));
    o +=
      path('M342 214L400 246L380 320L318 246Z', dark(d, 0.2)) +
      path('M458 214L400 246L420 320L482 246Z', dark(d, 0.2));
    o += line(400, 250, 400, 630, dark(d, 0.25), 4);
    for (let i = 0; i < 5; i++) o += circ(414, 300 + i * 64, 6, '#c9a46a');
    o += rect(290, 330, 80, 70, dark(d, 0.08), 6) + rect(430, 330, 80, 70, dark(d, 0.08), 6);
    o +=
      path('M290 330L370 330L370 356L330 366L290 356Z', dark(d, 0.18)) +
      path('M430 330L510 330L510 356L470 366L430 356Z', dark(d, 0.18));
    o += rect(244, 590, 312, 40, dark(d, 0.12));
    o += strokeP(
      'M250 590L550 590M296 404L364 404M436 404L504 404M246 300L250 580M554 300L550 580',
      '#e0a458',
      2,
      'stroke-dasharray="7 6"',
    );
    return o;
  },
  // 7 wrist watch
  (c) => {
    let o = productBg(c, '#efe9e1') + shadow(400, 680, 110, 14);
    o += rect(350, 110, 100, 230, '#7a4a2c', 24) + rect(350, 460, 100, 220, '#7a4a2c', 24);
    for (let i = 0; i < 4; i++) o += circ(400, 560 + i * 28, 5, '#4a2c1a');
    o +=
      rect(350, 180, 100, 12, '#000', 0, op(0.12)) + rect(350, 610, 100, 12, '#000', 0, op(0.12));
    o += rect(516, 385, 26, 30, '#b8b8be', 6);
    o += circ(
      400,
      400,
      132,
      c.lg(
        'case',
        [
          [0, '#e4e4e7'],
          [1, '#9ca3af'],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    o += circ(400, 400, 112, '#1f2a37');
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      const r1 = i % 3 === 0 ? 84 : 92;
      o += line(
        400 + Math.cos(a) * r1,
        400 + Math.sin(a) * r1,
        400 + Math.cos(a) * 102,
        400 + Math.sin(a) * 102,
        '#f5efe6',
        i % 3 === 0 ? 5 : 3,
      );
    }
    o +=
      strokeP('M400 400L448 352', '#f5efe6', 7) +
      strokeP('M400 400L400 318', '#f5efe6', 5) +
      strokeP('M400 420L370 462', SHOP.orange, 2.5);
    o +=
      circ(400, 400, 8, SHOP.orange) +
      path('M320 320A112 112 0 0 1 440 292L430 310A96 96 0 0 0 334 334Z', '#fff', op(0.08));
    return o;
  },
  // 8 scented candle
  (c) => {
    let o = productBg(c, '#f6ece3');
    o += circ(
      400,
      300,
      170,
      c.rg('glow', [
        [0, '#fff3c4', 0.9],
        [1, '#fde68a', 0],
      ]),
    );
    o += shadow(400, 622, 130, 14);
    o += rect(
      290,
      340,
      220,
      280,
      c.lg(
        'glass',
        [
          [0, '#e8cfb8'],
          [0.5, '#f7ead9'],
          [1, '#d9bca1'],
        ],
        0,
        0,
        1,
        0,
      ),
      32,
    );
    o += rect(304, 390, 192, 216, '#f8efe2', 24);
    o += ell(400, 392, 96, 14, '#efe0cc');
    o += rect(290, 470, 220, 90, SHOP.terra);
    o +=
      circ(400, 515, 26, 'none', `stroke="${SHOP.cream}" stroke-width="3"`) +
      leaf(400, 530, 34, 14, 0, SHOP.cream, false);
    o += line(400, 392, 400, 360, '#3f2a1d', 4);
    o += path(
      'M400 290Q432 332 400 364Q368 332 400 290Z',
      c.lg('flame', [
        [0, '#fde68a'],
        [1, '#f97316'],
      ]),
    );
    o += path('M400 326Q412 344 400 358Q388 344 400 326Z', '#fff7d6');
    o += rect(306, 356, 18, 250, '#fff', 9, op(0.35));
    return o;
  },
  // 9 potted plant
  (c) => {
    let o = productBg(c, '#e8eee4') + shadow(400, 646, 130, 14);
    o += ell(400, 636, 110, 14, dark(SHOP.terra, 0.2));
    o += pottedPlant(c, 400, 630, 1.35, SHOP.terra, 13, 78);
    return o;
  },
  // 10 backpack
  (c) => {
    const b = SHOP.mustard;
    let o = productBg(c, '#eef0ea') + shadow(400, 640, 170, 16);
    o += strokeP('M360 232Q360 178 400 178Q440 178 440 232', dark(b, 0.3), 14);
    o += rect(238, 300, 40, 250, dark(b, 0.25), 20) + rect(522, 300, 40, 250, dark(b, 0.25), 20);
    o += rect(262, 220, 276, 410, b, 80);
    o += path(
      'M262 330Q262 220 380 220L420 220Q538 220 538 330L538 350Q400 390 262 350Z',
      dark(b, 0.1),
    );
    o += strokeP('M280 338Q400 372 520 338', '#4a3b1c', 4, 'stroke-dasharray="3 5"');
    o +=
      rect(305, 430, 190, 160, dark(b, 0.08), 36) +
      strokeP('M318 460L482 460', '#4a3b1c', 4, 'stroke-dasharray="3 5"');
    o += rect(384, 356, 32, 52, '#4a3b1c', 6) + rect(390, 380, 20, 16, '#d6d3d1', 3);
    o += rect(370, 500, 60, 40, SHOP.terra, 8) + rect(282, 250, 20, 330, '#fff', 10, op(0.15));
    return o;
  },
  // 11 sunglasses
  (c) => {
    let o = productBg(c, '#f4ebe2') + ell(400, 560, 230, 16, '#000', op(0.08));
    const lens = c.lg('lens', [
      [0, '#3b2314'],
      [1, '#b45309'],
    ]);
    const fr = '#4a2c1a';
    o += strokeP('M190 370L150 340M610 370L650 340', fr, 12);
    const lensD = (x: number) =>
      P`M${x - 110} 380Q${x - 110} 350 ${x - 80} 350L${x + 80} 350Q${x + 110} 350 ${x + 106} 382L${x + 96} 452Q${x + 86} 500 ${x + 40} 500L${x - 40} 500Q${x - 88} 500 ${x - 100} 452Z`;
    o +=
      path(lensD(290), lens, `stroke="${fr}" stroke-width="14"`) +
      path(lensD(510), lens, `stroke="${fr}" stroke-width="14"`);
    o += strokeP('M396 376Q400 356 404 376', fr, 14) + strokeP('M380 376Q400 350 420 376', fr, 12);
    o +=
      path('M220 372L290 372L230 460Z', '#fff', op(0.22)) +
      path('M440 372L510 372L450 460Z', '#fff', op(0.22));
    for (let i = 0; i < 6; i++)
      o += circ(c.r(190, 610), c.r(352, 372), c.r(4, 8), '#8a5a3b', op(0.5));
    return o;
  },
  // 12 throw blanket
  (c) => {
    let o = productBg(c, '#f2ebe6') + shadow(400, 618, 230, 18);
    const stripes = (y: number, hgt: number, base: string, name: string, x = 220, wd = 360) => {
      const d = P`M${x} ${y}L${x + wd} ${y}Q${x + wd + 30} ${y + hgt / 2} ${x + wd} ${y + hgt}L${x} ${y + hgt}Q${x - 30} ${y + hgt / 2} ${x} ${y}Z`;
      let s = path(d, base);
      let st = '';
      for (let i = 0; i < 6; i++)
        st += rect(x + 20 + i * 62, y - 10, 16, hgt + 20, SHOP.cream, 0, op(0.9));
      st += rect(x - 40, y + hgt * 0.45, wd + 80, 10, SHOP.mustard, 0, op(0.8));
      s += g(st, '', `clip-path="${c.clip(name, `<path d="${d}"/>`)}"`);
      s += rect(x - 20, y + hgt - 16, wd + 40, 16, '#000', 0, op(0.08));
      return s;
    };
    o += stripes(510, 100, SHOP.terra, 'b1', 200, 400);
    o += stripes(420, 96, SHOP.sage, 'b2', 220, 360);
    o += stripes(334, 92, SHOP.terra, 'b3', 236, 330);
    for (let i = 0; i < 12; i++)
      o += line(
        612,
        520 + i * 7.5,
        636,
        522 + i * 7.5,
        light(SHOP.terra, 0.3),
        3,
        'stroke-linecap="round"',
      );
    return o;
  },
];
PRODUCTS.forEach((fn, i) => add(`product-${i + 1}`, 800, 800, fn));

// ================================================================ food
add('food-1', 800, 800, (c) => {
  let o = rect(0, 0, 800, 800, '#f6e7d4') + circ(400, 420, 330, '#fbefe0');
  o += g(
    rect(-150, -110, 300, 220, '#be185d', 18) + rect(-150, -60, 300, 12, '#fbbf24', 0, op(0.7)),
    tr(150, 640, 1, -12),
  );
  o += shadow(410, 672, 240, 24, 0.15);
  o += ell(400, 470, 228, 42, '#5a2a0e');
  // rice mound
  o += path('M186 490Q200 300 400 286Q600 300 614 490Z', '#f6dfa8');
  let grains = '';
  for (let i = 0; i < 130; i++) {
    const x = c.r(200, 600);
    const y = c.r(300, 490);
    if (((x - 400) / 210) ** 2 + ((y - 490) / 196) ** 2 > 1) continue;
    const col = c.r() < 0.55 ? '#fffaf0' : c.r() < 0.6 ? '#f5a524' : '#e8891a';
    grains += `<ellipse cx="${Math.round(x)}" cy="${Math.round(y)}" rx="9" ry="3.5" fill="${col}" transform="rotate(${Math.round(c.r(-70, 70))} ${Math.round(x)} ${Math.round(y)})"/>`;
  }
  o += grains;
  for (const [x, y, r] of [
    [330, 390, 38],
    [470, 370, 42],
    [420, 450, 34],
  ] as [number, number, number][])
    o +=
      path(blob(c, x, y, r, 7, 0.22), '#9a4a1f') +
      circ(x - r * 0.3, y - r * 0.3, r * 0.3, '#c2692f', op(0.7));
  for (let i = 0; i < 14; i++) {
    const x = c.r(260, 540);
    const y = c.r(330, 470);
    o += strokeP(P`M${x} ${y}q8 -10 16 0`, '#7c3a12', 4);
  }
  o += ell(520, 340, 34, 26, '#fff') + circ(520, 344, 15, '#f59e0b');
  for (let i = 0; i < 5; i++)
    o += leaf(c.r(300, 500), c.r(310, 360), 34, 14, c.r(-80, 80), '#3f8f4f', false);
  o += path(
    'M172 470Q190 664 400 668Q610 664 628 470A228 42 0 0 1 172 470Z',
    c.lg(
      'bowl',
      [
        [0, '#c2681d'],
        [1, '#7c2d12'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  o += path('M172 470A228 42 0 0 0 628 470', 'none', 'stroke="#e59a4a" stroke-width="8"');
  o += strokeP('M210 540Q400 600 590 540', '#fbbf24', 6, op(0.5));
  o +=
    path('M610 640L700 640Q700 580 655 580Z', '#facc15') +
    path('M620 640L690 640Q688 598 655 592Z', '#fef08a');
  return o;
});
add('food-2', 800, 800, (c) => {
  let o = rect(0, 0, 800, 800, '#f1e4d6');
  o += rect(640, 110, 60, 180, '#a0683e', 20, 'transform="rotate(40 670 200)"');
  o += circ(400, 410, 330, '#c08a5a') + circ(400, 410, 310, '#cf9a68');
  o += circ(400, 410, 282, '#e4a857') + circ(400, 410, 250, '#c2410c');
  o += path(blob(c, 400, 410, 236, 12, 0.04), '#f7d37c');
  for (let i = 0; i < 14; i++)
    o += path(blob(c, c.r(230, 570), c.r(240, 580), c.r(14, 26), 6, 0.3), '#fbe3a4', op(0.8));
  const pep: Pt[] = [
    [320, 300],
    [460, 290],
    [540, 400],
    [470, 520],
    [330, 520],
    [260, 410],
    [400, 410],
    [380, 320],
  ];
  for (const [x, y] of pep)
    o +=
      circ(x, y, 30, '#a5281b') +
      circ(x - 8, y - 6, 4, '#7f1d1d') +
      circ(x + 10, y + 8, 3, '#7f1d1d');
  for (let i = 0; i < 6; i++)
    o += leaf(c.r(260, 540), c.r(260, 560), 44, 20, c.r(0, 360), '#2f7d3a');
  for (let i = 0; i < 7; i++)
    o += circ(c.r(260, 540), c.r(260, 560), 9, 'none', 'stroke="#1f2937" stroke-width="6"');
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + 0.3;
    o += line(400, 410, 400 + Math.cos(a) * 280, 410 + Math.sin(a) * 280, '#b45309', 4, op(0.35));
  }
  return o;
});
add('food-3', 800, 800, (c) => {
  let o = rect(0, 0, 800, 800, '#e8efe4');
  o += g(
    rect(-200, -140, 400, 280, SHOP.cream, 16) +
      rect(-200, -40, 400, 14, SHOP.terra, 0, op(0.6)) +
      rect(-200, -14, 400, 6, SHOP.terra, 0, op(0.6)),
    tr(470, 470, 1, 10),
  );
  o += strokeP('M660 160L720 700', '#9ca3af', 12);
  o += shadow(412, 426, 300, 300, 0.1);
  o += circ(400, 410, 296, '#fff') + circ(400, 410, 262, '#eef3ec');
  let lv = '';
  for (let i = 0; i < 40; i++) {
    const a = c.r(0, Math.PI * 2);
    const r = Math.sqrt(c.r()) * 220;
    lv += leaf(
      400 + Math.cos(a) * r,
      410 + Math.sin(a) * r,
      c.r(80, 130),
      c.r(40, 60),
      c.r(0, 360),
      c.pick(['#4d7c4f', '#6aa84f', '#84b95a', '#3f6b45', '#9ccc65']),
      true,
    );
  }
  o += g(lv, '', `clip-path="${c.clip('bowl', circ(400, 410, 258, '#fff'))}"`);
  for (let i = 0; i < 5; i++) {
    const x = c.r(290, 510);
    const y = c.r(300, 520);
    o +=
      circ(x, y, 30, '#c7dc8c') +
      circ(x, y, 24, '#eaf4c8') +
      circ(x - 7, y, 3, '#a3b86c') +
      circ(x + 7, y + 4, 3, '#a3b86c') +
      circ(x, y - 8, 3, '#a3b86c');
  }
  for (let i = 0; i < 7; i++) {
    const x = c.r(280, 520);
    const y = c.r(290, 530);
    o += circ(x, y, 24, '#dc2626') + circ(x - 8, y - 8, 6, '#fff', op(0.45));
  }
  for (let i = 0; i < 6; i++)
    o += rect(
      c.r(300, 500),
      c.r(300, 500),
      26,
      26,
      '#fffdf5',
      4,
      `transform="rotate(${Math.round(c.r(0, 90))} 400 410)"`,
    );
  for (let i = 0; i < 3; i++)
    o += circ(
      c.r(320, 480),
      c.r(330, 490),
      40,
      'none',
      'stroke="#9d174d" stroke-width="5" opacity=".8"',
    );
  return o;
});
add('food-4', 800, 800, (c) => {
  let o = rect(0, 0, 800, 800, '#fdf0dc') + circ(400, 400, 320, '#fef6e8');
  o +=
    shadow(400, 636, 290, 30, 0.1) +
    ell(400, 620, 290, 64, '#fff') +
    ell(400, 612, 240, 46, '#f3f4f6');
  for (let i = 0; i < 6; i++) {
    const y = 600 - i * 46;
    const w = 210 - (i % 2) * 6;
    o += rect(
      400 - w,
      y - 44,
      w * 2,
      56,
      c.lg('pc', [
        [0, '#d99a4e'],
        [1, '#b87432'],
      ]),
      28,
    );
    o += ell(400, y - 36, w - 8, 24, '#eab36a');
  }
  const top = 600 - 5 * 46 - 36;
  o += path(
    P`M220 ${top}Q220 ${top - 30} 400 ${top - 30}Q580 ${top - 30} 580 ${top}Q584 ${top + 30} 560 ${top + 70}Q550 ${top + 100} 540 ${top + 60}Q520 ${top + 26} 470 ${top + 24}Q440 ${top + 120} 430 ${top + 130}Q418 ${top + 120} 410 ${top + 26}Q320 ${top + 30} 300 ${top + 30}Q270 ${top + 90} 258 ${top + 80}Q248 ${top + 40} 220 ${top}Z`,
    '#a64d0c',
    op(0.9),
  );
  o += rect(370, top - 40, 66, 44, '#fde68a', 8) + rect(370, top - 40, 66, 14, '#fef3c7', 6);
  for (const [x, y] of [
    [300, top - 8],
    [330, top - 20],
    [480, top - 10],
    [510, top + 4],
    [460, top - 26],
  ] as Pt[])
    o += circ(x, y, 15, '#3b3f8f') + circ(x - 4, y - 5, 4, '#fff', op(0.4));
  o += leaf(440, top - 30, 40, 18, 40, '#3f8f4f') + leaf(440, top - 30, 36, 16, 80, '#4d9d5a');
  return o;
});

// ================================================================ events
function duskSky(c: Ctx, w: number, h: number, stops: Stop[]): string {
  return rect(0, 0, w, h, c.lg('sky', stops));
}
function mandap(c: Ctx, cx: number, baseY: number, s: number): string {
  let o = '';
  // back pillars
  o += rect(-250, -420, 34, 400, '#f3d9a4') + rect(216, -420, 34, 400, '#f3d9a4');
  // platform
  o +=
    rect(-360, -20, 720, 50, '#fde68a') +
    rect(-380, 28, 760, 34, '#f5c451') +
    rect(-360, -20, 720, 8, '#fff', 0, op(0.4));
  // havan + couple seats
  o +=
    rect(-40, -60, 80, 40, '#b45309') +
    path(
      'M0 -130Q34 -88 0 -60Q-34 -88 0 -130Z',
      c.lg('fire', [
        [0, '#fde68a'],
        [1, '#ea580c'],
      ]),
    );
  o +=
    rect(-170, -90, 90, 70, EV.rose, 14) +
    rect(80, -90, 90, 70, EV.rose, 14) +
    rect(-170, -110, 90, 30, EV.deep, 12) +
    rect(80, -110, 90, 30, EV.deep, 12);
  // front pillars
  for (const px of [-330, 296]) {
    o += rect(px, -470, 34, 450, '#fef3c7');
    for (let i = 0; i < 5; i++) o += rect(px - 4, -440 + i * 90, 42, 10, EV.gold, 3);
  }
  // canopy
  o += path(
    'M-380 -470Q0 -700 380 -470Z',
    c.lg('dome', [
      [0, EV.amber],
      [1, EV.gold],
    ]),
  );
  o += path('M-150 -560Q0 -650 150 -560', 'none', `stroke="${EV.rose}" stroke-width="8"`);
  o += circ(0, -640, 14, EV.yellow) + rect(-380, -480, 760, 34, EV.deep);
  let sc = '';
  for (let i = 0; i < 19; i++) sc += P`M${-380 + i * 40} -446a20 20 0 0 0 40 0`;
  o += path(sc + 'Z', EV.rose);
  // garlands
  for (let i = 0; i < 6; i++) {
    o += marigoldStrand(-370 + i * 10, -440, -180 + (i % 3) * 30, 12);
    o += marigoldStrand(370 - i * 10, -440, -180 + (i % 3) * 30, 12);
  }
  o += marigoldSwag(-300, -430, 0, -430, 60, 12) + marigoldSwag(0, -430, 300, -430, 60, 12);
  for (let i = 0; i < 9; i++) o += marigoldStrand(-200 + i * 50, -440, -330 - (i % 2) * 30, 10);
  // diyas
  for (let i = 0; i < 9; i++) {
    const dx = -320 + i * 80;
    o +=
      path(P`M${dx - 16} 40Q${dx} 58 ${dx + 16} 40Z`, '#b45309') +
      path(P`M${dx} 22Q${dx + 7} 33 ${dx} 40Q${dx - 7} 33 ${dx} 22Z`, '#fcd34d');
  }
  return g(o, tr(cx, baseY, s));
}

add('event-wedding', 1200, 800, (c) => {
  let o = duskSky(c, 1200, 800, [
    [0, '#3b0764'],
    [0.5, EV.deep],
    [0.85, '#db2777'],
    [1, '#f59e0b'],
  ]);
  o += stars(c, 1200, 300, 30);
  o += stringLights(c, -20, 60, 600, 80, 70, 14) + stringLights(c, 600, 80, 1220, 50, 70, 14);
  o += rect(0, 640, 1200, 160, '#4a0e3a') + rect(0, 640, 1200, 6, '#000', 0, op(0.2));
  o += ell(600, 690, 460, 40, '#000', op(0.25));
  o += mandap(c, 600, 660, 0.95);
  for (const x of [110, 1090]) {
    o += path(P`M${x - 40} 700L${x + 40} 700L${x + 26} 620L${x - 26} 620Z`, EV.gold);
    for (let i = 0; i < 7; i++)
      o += circ(
        x + c.r(-44, 44),
        600 - c.r(0, 60),
        c.r(14, 22),
        c.pick([EV.orange, EV.amber, EV.pink, '#fff']),
      );
    for (let i = 0; i < 4; i++) o += leaf(x, 620, 60, 20, -60 + i * 40, '#3f6b45');
  }
  return o;
});

add('event-corporate', 1200, 800, (c) => {
  let o = rect(
    0,
    0,
    1200,
    800,
    c.lg('bg', [
      [0, '#0f172a'],
      [1, '#1e293b'],
    ]),
  );
  o +=
    rect(0, 40, 1200, 20, '#334155') +
    strokeP(
      Array.from(
        { length: 30 },
        (_, i) => P`M${i * 40} 40L${i * 40 + 20} 60L${i * 40 + 40} 40`,
      ).join(''),
      '#475569',
      2,
    );
  const beam = c.lg('beam', [
    [0, '#fef3c7', 0.45],
    [1, '#fef3c7', 0],
  ]);
  for (const bx of [200, 450, 750, 1000])
    o +=
      path(P`M${bx - 12} 60L${bx + 12} 60L${bx + 140} 560L${bx - 140} 560Z`, beam) +
      rect(bx - 16, 56, 32, 20, '#111827', 4);
  o +=
    rect(300, 130, 600, 340, '#0b1120', 10) +
    rect(
      316,
      146,
      568,
      308,
      c.lg('scr', [
        [0, '#eef2ff'],
        [1, '#e0e7ff'],
      ]),
      4,
    );
  o += rect(350, 180, 240, 22, '#312e81', 6) + rect(350, 214, 170, 12, '#818cf8', 6);
  const bars = [90, 140, 120, 190, 230];
  bars.forEach(
    (b, i) => (o += rect(360 + i * 60, 420 - b, 38, b, i === 4 ? '#4f46e5' : '#a5b4fc', 4)),
  );
  o +=
    circ(740, 320, 80, '#c7d2fe') +
    path('M740 320L740 240A80 80 0 0 1 815 348Z', '#4f46e5') +
    path('M740 320L815 348A80 80 0 0 1 700 389Z', '#14b8a6');
  o += rect(0, 540, 1200, 24, '#475569') + rect(0, 564, 1200, 60, '#1f2937');
  o += figure(
    940,
    548,
    0.62,
    { skin: SKINS[3]!, hair: HAIRS[2]!, top: '#1e3a8a', bottom: '#111827', style: 0 },
    'down',
  );
  o +=
    path('M880 548L1000 548L990 430L890 430Z', '#e2e8f0') +
    rect(880, 420, 120, 16, '#cbd5e1', 3) +
    circ(940, 480, 18, '#4f46e5');
  o += pottedPlant(c, 120, 548, 0.7, '#e2e8f0', 9, 60);
  o += crowd(c, 660, 1200, 28, '#111827') + crowd(c, 730, 1200, 32, '#020617');
  return o;
});

function bunting(
  c: Ctx,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  cols: string[],
): string {
  const sw = swag(x1, y1, x2, y2, sag);
  let o = strokeP(sw.d, '#fff', 2, op(0.6));
  const k = Math.round(Math.abs(x2 - x1) / 56);
  for (let i = 0; i < k; i++) {
    const [ax, ay] = sw.at(i / k + 0.01);
    const [bx, by] = sw.at((i + 1) / k - 0.01);
    o += poly([ax, ay, bx, by, (ax + bx) / 2, (ay + by) / 2 + 44], cols[i % cols.length]!);
  }
  void c;
  return o;
}

function confetti(c: Ctx, w: number, h: number, k: number, cols: string[]): string {
  let o = '';
  for (let i = 0; i < k; i++) {
    const x = Math.round(c.r(0, w));
    const y = Math.round(c.r(0, h));
    o +=
      c.r() < 0.5
        ? rect(
            x,
            y,
            12,
            6,
            c.pick(cols),
            2,
            `transform="rotate(${Math.round(c.r(0, 180))} ${x} ${y})"`,
          )
        : circ(x, y, 4, c.pick(cols));
  }
  return o;
}

add('event-party', 1200, 800, (c) => {
  const cols = [EV.pink, EV.amber, '#14b8a6', '#a78bfa', EV.orange, '#f472b6'];
  let o = duskSky(c, 1200, 800, [
    [0, '#1e1b4b'],
    [1, '#581c87'],
  ]);
  o += ell(
    600,
    760,
    520,
    120,
    c.rg('floor', [
      [0, '#f472b6', 0.5],
      [1, '#f472b6', 0],
    ]),
  );
  o +=
    bunting(c, -20, 20, 620, 40, 60, cols) +
    bunting(c, 580, 40, 1220, 10, 60, cols.slice().reverse());
  o += stringLights(c, -20, 130, 1220, 120, 60, 26, ['#fde68a', '#fbcfe8', '#a7f3d0']);
  o += line(600, 0, 600, 200, '#cbd5e1', 2);
  o += circ(
    600,
    240,
    44,
    c.lg(
      'disco',
      [
        [0, '#f1f5f9'],
        [1, '#64748b'],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  o += g(
    Array.from({ length: 5 }, (_, i) =>
      line(556, 204 + i * 18, 644, 204 + i * 18, '#334155', 1.5),
    ).join('') +
      Array.from({ length: 5 }, (_, i) =>
        line(564 + i * 18, 196, 564 + i * 18, 284, '#334155', 1.5),
      ).join(''),
    '',
    `clip-path="${c.clip('ball', circ(600, 240, 44, '#fff'))}" opacity=".5"`,
  );
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    o += line(
      600 + Math.cos(a) * 56,
      240 + Math.sin(a) * 56,
      600 + Math.cos(a) * 90,
      240 + Math.sin(a) * 90,
      '#fff',
      3,
      'opacity=".5" stroke-linecap="round"',
    );
  }
  const cluster = (x: number, y: number) => {
    let s = '';
    for (let i = 0; i < 7; i++)
      s += balloon(x + c.r(-90, 90), y + c.r(-70, 70), c.r(38, 52), c.pick(cols), c.r(-12, 12));
    return s;
  };
  o += cluster(170, 420) + cluster(1030, 400);
  o += rect(440, 600, 320, 20, '#f9fafb', 6) + rect(460, 620, 280, 110, '#e5e7eb');
  o +=
    rect(540, 520, 120, 80, '#fbcfe8', 10) +
    rect(560, 470, 80, 54, '#f9a8d4', 10) +
    rect(540, 540, 120, 10, '#fff', 0, op(0.6));
  o += rect(598, 440, 4, 30, '#fde68a') + circ(600, 436, 6, EV.amber);
  o += confetti(c, 1200, 800, 70, cols);
  return o;
});

add('event-games', 1200, 800, (c) => {
  let o = duskSky(c, 1200, 800, [
    [0, '#312e81'],
    [0.55, '#c026d3'],
    [1, '#fb923c'],
  ]);
  // ferris wheel
  const fx = 950;
  const fy = 330;
  let fw =
    circ(fx, fy, 220, 'none', 'stroke="#3b0764" stroke-width="8"') +
    circ(fx, fy, 200, 'none', 'stroke="#3b0764" stroke-width="3"');
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    fw += line(fx, fy, fx + Math.cos(a) * 220, fy + Math.sin(a) * 220, '#3b0764', 3);
    fw += rect(
      fx + Math.cos(a) * 220 - 16,
      fy + Math.sin(a) * 220,
      32,
      26,
      c.pick([EV.amber, EV.pink, '#14b8a6']),
      6,
    );
    fw += circ(fx + Math.cos(a) * 220, fy + Math.sin(a) * 220, 5, '#fde68a');
  }
  fw += path(
    P`M${fx} ${fy}L${fx - 120} 680L${fx - 100} 680L${fx} ${fy + 40}L${fx + 100} 680L${fx + 120} 680Z`,
    '#3b0764',
  );
  o += g(fw, '', op(0.85));
  o += path('M0 680L0 600L80 520L160 600L240 520L320 600L320 680Z', '#4a044e', op(0.7));
  o += rect(0, 660, 1200, 140, '#3b1d2e');
  // booth
  const bx = 140;
  const bw = 620;
  o += rect(bx + 10, 230, 20, 450, '#7c2d12') + rect(bx + bw - 30, 230, 20, 450, '#7c2d12');
  o += rect(bx + 30, 260, bw - 60, 300, '#fef3c7');
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 2; j++) {
      const tx = bx + 140 + i * 170;
      const ty = 340 + j * 120;
      o +=
        circ(tx, ty, 46, '#dc2626') +
        circ(tx, ty, 32, '#fff') +
        circ(tx, ty, 18, '#dc2626') +
        circ(tx, ty, 6, '#fff');
    }
  const stripes = 10;
  for (let i = 0; i < stripes; i++) {
    const x = bx + (bw / stripes) * i;
    o += rect(x, 170, bw / stripes, 80, i % 2 ? '#fff7ed' : EV.rose);
    o += path(
      P`M${x} 250a${bw / stripes / 2} ${bw / stripes / 2.4} 0 0 0 ${bw / stripes} 0Z`,
      i % 2 ? '#fff7ed' : EV.rose,
    );
  }
  o += path(P`M${bx - 20} 170L${bx + bw / 2} 110L${bx + bw + 20} 170Z`, EV.gold);
  o += rect(bx, 560, bw, 120, EV.deep) + rect(bx - 10, 550, bw + 20, 20, EV.amber, 4);
  // bottles pyramid on counter
  const bot = (x: number, y: number) =>
    rect(x - 10, y - 44, 20, 44, '#16a34a', 6) +
    rect(x - 4, y - 60, 8, 18, '#16a34a', 2) +
    rect(x - 10, y - 30, 20, 10, '#fef3c7');
  for (let r = 0; r < 3; r++)
    for (let k = 0; k < 3 - r; k++) o += bot(bx + 470 + k * 30 + r * 15, 550 - r * 46);
  for (let i = 0; i < 3; i++)
    o += ell(
      bx + 110 + i * 60,
      548,
      22,
      7,
      'none',
      `stroke="${c.pick([EV.amber, '#14b8a6', EV.pink])}" stroke-width="6"`,
    );
  o += stringLights(c, 0, 90, 1200, 70, 40, 24);
  o += bunting(c, 780, 240, 1200, 210, 30, [EV.amber, EV.pink, '#14b8a6']);
  o += crowd(c, 740, 1200, 22, '#1c0f18');
  return o;
});

add('event-artist', 1200, 800, (c) => {
  let o = rect(
    0,
    0,
    1200,
    800,
    c.lg('bg', [
      [0, '#120a2a'],
      [1, '#2e1065'],
    ]),
  );
  o += rect(0, 0, 1200, 600, c.pattern('led', 30, 30, circ(15, 15, 3, '#a78bfa', op(0.25))));
  const beam = c.lg('beam', [
    [0, '#f0abfc', 0.55],
    [1, '#f0abfc', 0],
  ]);
  const beam2 = c.lg('beam2', [
    [0, '#fde68a', 0.6],
    [1, '#fde68a', 0],
  ]);
  o +=
    path('M250 0L290 0L640 600L480 600Z', beam) +
    path('M950 0L910 0L560 600L720 600Z', beam) +
    path('M580 0L620 0L720 600L480 600Z', beam2);
  o += ell(600, 600, 220, 40, '#fde68a', op(0.35));
  o += rect(0, 590, 1200, 30, '#1f1535') + rect(0, 620, 1200, 180, '#0b0618');
  o += line(650, 598, 650, 430, '#94a3b8', 5) + ell(650, 598, 40, 8, '#475569');
  o += figure(
    600,
    600,
    0.95,
    { skin: SKINS[4]!, hair: HAIRS[0]!, top: EV.rose, bottom: '#111827', style: 1 },
    'mic',
  );
  o +=
    path('M150 590L290 590L270 540L170 540Z', '#111827') +
    circ(220, 568, 16, '#374151') +
    path('M910 590L1050 590L1030 540L930 540Z', '#111827') +
    circ(980, 568, 16, '#374151');
  o +=
    rect(40, 330, 110, 260, '#111827', 8) +
    circ(95, 400, 34, '#374151') +
    circ(95, 510, 44, '#374151') +
    rect(1050, 330, 110, 260, '#111827', 8) +
    circ(1105, 400, 34, '#374151') +
    circ(1105, 510, 44, '#374151');
  o += crowd(c, 700, 1200, 30, '#05030c', 0.5);
  o += confetti(c, 1200, 300, 20, ['#fde68a', '#f0abfc']);
  return o;
});

// ---------------------------------------------------------------- event heroes
function tent(c: Ctx, x: number, baseY: number, w: number, h: number, glow: boolean): string {
  let o = '';
  const peak = baseY - h;
  const eave = baseY - h * 0.55;
  o += rect(
    x - w / 2,
    eave,
    w,
    baseY - eave,
    glow
      ? c.lg('tentin', [
          [0, '#fde68a'],
          [1, '#f59e0b'],
        ])
      : '#f1f5f9',
  );
  o += path(P`M${x - w / 2 - 20} ${eave}L${x} ${peak}L${x + w / 2 + 20} ${eave}Z`, '#fff7ed');
  let sc = '';
  const k = 8;
  for (let i = 0; i < k; i++)
    sc += P`M${x - w / 2 - 20 + ((w + 40) / k) * i} ${eave}a${(w + 40) / k / 2} 14 0 0 0 ${(w + 40) / k} 0`;
  o += path(sc, '#fde7d0');
  o +=
    rect(x - w / 2 - 4, eave, 8, baseY - eave, '#e7e5e4') +
    rect(x + w / 2 - 4, eave, 8, baseY - eave, '#e7e5e4');
  o += path(
    P`M${x - w / 2} ${eave + 12}Q${x - w / 2 + 40} ${eave + 120} ${x - w / 2 + 10} ${baseY}L${x - w / 2} ${baseY}Z`,
    '#fff',
    op(0.9),
  );
  o += path(
    P`M${x + w / 2} ${eave + 12}Q${x + w / 2 - 40} ${eave + 120} ${x + w / 2 - 10} ${baseY}L${x + w / 2} ${baseY}Z`,
    '#fff',
    op(0.9),
  );
  o +=
    line(x, peak, x, peak - 30, '#e7e5e4', 4) +
    poly([x, peak - 30, x + 30, peak - 22, x, peak - 14], EV.pink);
  return o;
}
function roundTable(x: number, y: number, s: number, cloth: string): string {
  let o =
    ell(0, 0, 90, 22, cloth) +
    path('M-90 0L-96 70Q0 92 96 70L90 0Z', cloth) +
    path('M-90 0Q0 30 90 0L96 70Q0 92 -96 70Z', '#000', op(0.06));
  o +=
    rect(-6, -44, 12, 40, '#e5e7eb') +
    circ(0, -52, 16, EV.amber) +
    circ(-12, -44, 10, EV.pink) +
    circ(12, -44, 10, EV.orange);
  return g(o, tr(x, y, s));
}

add('events-hero-1', 1600, 900, (c) => {
  let o = duskSky(c, 1600, 900, [
    [0, '#1e1b4b'],
    [0.55, '#6b21a8'],
    [0.85, '#db2777'],
    [1, '#f59e0b'],
  ]);
  o += stars(c, 1600, 360, 50) + circ(1300, 160, 40, '#fef3c7', op(0.9));
  o +=
    tree(c, 120, 640, 1.6, ['#1f1633', '#2a1b45', '#241a3a']) +
    tree(c, 1500, 640, 1.8, ['#1f1633', '#2a1b45', '#241a3a']);
  o += rect(
    0,
    620,
    1600,
    280,
    c.lg('lawn', [
      [0, '#1a2e1f'],
      [1, '#0f1f14'],
    ]),
  );
  o +=
    tent(c, 420, 640, 300, 300, true) +
    tent(c, 800, 650, 380, 360, true) +
    tent(c, 1180, 640, 300, 300, true);
  for (let i = 0; i < 5; i++) o += stringLights(c, i * 340 - 40, 40, i * 340 + 360, 60, 80, 14);
  o +=
    roundTable(300, 760, 1, '#fff7ed') +
    roundTable(640, 800, 1.1, '#fff7ed') +
    roundTable(980, 800, 1.1, '#fff7ed') +
    roundTable(1310, 760, 1, '#fff7ed');
  return o;
});

add('events-hero-2', 1600, 900, (c) => {
  let o = rect(
    0,
    0,
    1600,
    900,
    c.lg('bg', [
      [0, '#3b0764'],
      [1, '#831843'],
    ]),
  );
  for (let i = 0; i < 18; i++)
    o +=
      marigoldStrand(40 + i * 22, 0, 420 + (i % 4) * 40, 16) +
      marigoldStrand(1560 - i * 22, 0, 420 + (i % 4) * 40, 16);
  o += path('M500 700L500 330A300 300 0 0 1 1100 330L1100 700Z', '#4a044e');
  o += path(
    'M500 700L500 330A300 300 0 0 1 1100 330L1100 700',
    'none',
    `stroke="${EV.amber}" stroke-width="26"`,
  );
  o += dots('M500 700L500 330A300 300 0 0 1 1100 330L1100 700', EV.orange, 22, 40);
  o += dots('M500 700L500 330A300 300 0 0 1 1100 330L1100 700', '#fde68a', 12, 40, 20);
  o += circ(
    800,
    330,
    120,
    c.rg('halo', [
      [0, '#fde68a', 0.8],
      [1, '#fde68a', 0],
    ]),
  );
  o += marigoldSwag(400, 40, 1200, 40, 120, 16);
  o += rect(300, 690, 1000, 40, '#fbbf24') + rect(280, 728, 1040, 30, EV.gold);
  const beam = c.lg('beam', [
    [0, '#fef3c7', 0.35],
    [1, '#fef3c7', 0],
  ]);
  o += path('M560 0L600 0L780 700L600 700Z', beam) + path('M1040 0L1000 0L820 700L1000 700Z', beam);
  o += crowd(c, 800, 1600, 34, '#1a0418', 0.35);
  return o;
});

add('events-hero-3', 1600, 900, (c) => {
  let o = duskSky(c, 1600, 900, [
    [0, '#0f0a2a'],
    [0.7, '#3b0764'],
    [1, '#86198f'],
  ]);
  o += stars(c, 1600, 500, 60);
  o +=
    burst(c, 300, 200, 120, '#fbbf24') +
    burst(c, 1250, 160, 140, '#f472b6') +
    burst(c, 820, 120, 90, '#a7f3d0') +
    burst(c, 1450, 380, 70, '#fde68a');
  // palace silhouette
  let pal = rect(200, 460, 1200, 440, '#1c0b2b');
  pal += path('M700 460Q800 300 900 460Z', '#1c0b2b') + rect(795, 290, 10, 30, '#1c0b2b');
  for (const x of [260, 1340])
    pal +=
      rect(x - 40, 380, 80, 520, '#1c0b2b') +
      path(P`M${x - 50} 380Q${x} 300 ${x + 50} 380Z`, '#1c0b2b');
  for (let i = 0; i < 9; i++)
    pal += path(
      P`M${340 + i * 110} 720L${340 + i * 110} 620A35 35 0 0 1 ${410 + i * 110} 620L${410 + i * 110} 720Z`,
      c.lg('win', [
        [0, '#fde68a'],
        [1, '#f59e0b'],
      ]),
      op(0.9),
    );
  for (let i = 0; i < 12; i++) pal += rect(300 + i * 85, 520, 30, 44, '#fcd34d', 15, op(0.7));
  o += pal;
  o += stringLights(c, 0, 470, 800, 440, 60, 20) + stringLights(c, 800, 440, 1600, 470, 60, 20);
  // lanterns
  for (let i = 0; i < 7; i++) {
    const lx = 120 + i * 230;
    const ly = 40 + (i % 3) * 50;
    o +=
      line(lx, 0, lx, ly, '#fde68a', 1.5, op(0.6)) +
      ell(lx, ly + 40, 26, 38, c.pick([EV.orange, EV.pink, EV.amber])) +
      rect(lx - 14, ly, 28, 8, '#78350f') +
      rect(lx - 14, ly + 72, 28, 8, '#78350f') +
      ell(lx, ly + 40, 14, 28, '#fde68a', op(0.5));
  }
  o +=
    rect(0, 800, 1600, 100, '#12061c') +
    rect(
      0,
      790,
      1600,
      60,
      c.lg('dglow', [
        [0, '#fde68a', 0],
        [0.6, '#fde68a', 0.25],
        [1, '#fde68a', 0],
      ]),
    );
  for (let i = 0; i < 20; i++) {
    const dx = 40 + i * 80;
    o +=
      path(P`M${dx - 16} 832Q${dx} 850 ${dx + 16} 832Z`, '#b45309') +
      path(P`M${dx} 812Q${dx + 7} 824 ${dx} 832Q${dx - 7} 824 ${dx} 812Z`, '#fcd34d');
  }
  return o;
});

// ---------------------------------------------------------------- gallery
const NIGHT: Stop[] = [
  [0, '#1e1b4b'],
  [0.6, '#4c1d95'],
  [1, '#9d174d'],
];
const GALLERY: ((c: Ctx) => string)[] = [
  // decor: marigold curtain + urli
  (c) => {
    let o = rect(
      0,
      0,
      1200,
      800,
      c.lg('bg', [
        [0, '#fff7ed'],
        [1, '#fde7d0'],
      ]),
    );
    for (let i = 0; i < 26; i++)
      o += marigoldStrand(60 + i * 42, 0, 360 + Math.sin(i / 3) * 80 + 80, 18);
    o += marigoldSwag(0, 20, 1200, 20, 80, 20);
    o += rect(0, 600, 1200, 200, '#e9c9a8');
    o +=
      ell(600, 640, 260, 60, '#b45309') +
      ell(600, 626, 240, 44, '#92400e') +
      ell(600, 626, 220, 34, '#60a5fa', op(0.5));
    for (let i = 0; i < 12; i++)
      o += circ(
        430 + i * 30 + c.r(-8, 8),
        620 + c.r(-14, 14),
        14,
        c.pick([EV.orange, EV.amber, EV.pink, '#fff']),
      );
    for (const x of [200, 1000])
      o +=
        rect(x - 20, 540, 40, 80, '#fff7ed', 6) +
        path(P`M${x} 500Q${x + 14} 520 ${x} 536Q${x - 14} 520 ${x} 500Z`, '#f59e0b');
    return o;
  },
  // lights: bokeh
  (c) => {
    let o = rect(0, 0, 1200, 800, c.lg('bg', NIGHT));
    const cols = ['#fde68a', '#f9a8d4', '#fdba74', '#c4b5fd'];
    for (let i = 0; i < 40; i++)
      o += circ(
        Math.round(c.r(0, 1200)),
        Math.round(c.r(0, 800)),
        Math.round(c.r(20, 70)),
        c.pick(cols),
        op(c.pick([0.12, 0.18, 0.25])),
      );
    for (let i = 0; i < 5; i++)
      o += stringLights(c, -40, 80 + i * 130, 1240, 120 + i * 120, 70, 22, ['#fde68a'], 18);
    return o;
  },
  // tables: banquet
  (c) => {
    let o = rect(
      0,
      0,
      1200,
      800,
      c.lg('bg', [
        [0, '#3b0764'],
        [1, '#86198f'],
      ]),
    );
    o += rect(0, 460, 1200, 340, '#2a0a2e');
    for (let i = 0; i < 6; i++) o += stringLights(c, i * 220 - 60, 0, i * 220 + 220, 0, 60, 10);
    for (const [x, y] of [
      [150, 230],
      [450, 230],
      [750, 230],
      [1050, 230],
    ] as Pt[])
      o +=
        line(x, 0, x, y - 60, '#fde68a', 2) +
        path(
          P`M${x - 50} ${y - 60}L${x + 50} ${y - 60}L${x + 30} ${y}L${x - 30} ${y}Z`,
          '#fde68a',
          op(0.85),
        ) +
        circ(x, y + 10, 60, '#fde68a', op(0.15));
    const chair = (x: number, y: number, s: number) =>
      g(rect(-22, -70, 44, 70, '#f8fafc', 10) + rect(-24, -30, 48, 14, EV.rose, 3), tr(x, y, s));
    for (const [x, y, s] of [
      [260, 560, 0.9],
      [640, 560, 0.9],
      [1020, 560, 0.9],
      [440, 740, 1.2],
      [840, 740, 1.2],
    ] as [number, number, number][]) {
      o += chair(x - 110 * s, y + 30 * s, s) + chair(x + 110 * s, y + 30 * s, s);
      o += roundTable(x, y, s, '#fff7ed');
    }
    return o;
  },
  // dance floor
  (c) => {
    let o = rect(
      0,
      0,
      1200,
      800,
      c.lg('bg', [
        [0, '#0f0a2a'],
        [1, '#3b0764'],
      ]),
    );
    const cols = ['#db2777', '#f59e0b', '#7c3aed', '#14b8a6'];
    for (let r = 0; r < 6; r++)
      for (let k = 0; k < 10; k++) {
        const y0 = 440 + r * 60;
        const y1 = y0 + 60;
        const sx = (y: number) => 600 + (k - 5) * (60 + (y - 440) * 0.5);
        const ex2 = (y: number) => 600 + (k - 4) * (60 + (y - 440) * 0.5);
        o += poly(
          [sx(y0), y0, ex2(y0), y0, ex2(y1), y1, sx(y1), y1],
          (r + k) % 2 ? c.pick(cols) : '#1e1036',
          `stroke="#0f0a2a" stroke-width="3"${(r + k) % 2 ? ' opacity=".85"' : ''}`,
        );
      }
    const beam = c.lg('beam', [
      [0, '#f0abfc', 0.5],
      [1, '#f0abfc', 0],
    ]);
    o +=
      path('M600 120L300 800L460 800Z', beam) +
      path('M600 120L900 800L740 800Z', beam) +
      path(
        'M600 120L560 800L700 800Z',
        c.lg('beam2', [
          [0, '#fde68a', 0.5],
          [1, '#fde68a', 0],
        ]),
      );
    o +=
      line(600, 0, 600, 80, '#cbd5e1', 2) +
      circ(
        600,
        120,
        40,
        c.lg(
          'disco',
          [
            [0, '#f8fafc'],
            [1, '#64748b'],
          ],
          0,
          0,
          1,
          1,
        ),
      );
    const L = (st: number, top: string): Look => ({
      skin: SKINS[st]!,
      hair: HAIRS[st % 7]!,
      top,
      bottom: '#111827',
      style: st,
    });
    o +=
      figure(360, 700, 0.8, L(2, EV.amber), 'up') +
      figure(560, 740, 0.9, L(5, '#14b8a6'), 'up', true) +
      figure(780, 710, 0.85, L(1, EV.pink), 'up') +
      figure(960, 690, 0.75, L(3, '#a78bfa'), 'down');
    return o;
  },
  // fireworks over water
  (c) => {
    let o = rect(
      0,
      0,
      1200,
      800,
      c.lg('bg', [
        [0, '#0b0720'],
        [1, '#3b0764'],
      ]),
    );
    o += stars(c, 1200, 500, 50);
    const cols = ['#fbbf24', '#f472b6', '#a7f3d0', '#fde68a', '#c4b5fd'];
    for (let i = 0; i < 6; i++)
      o += burst(c, c.r(120, 1080), c.r(100, 380), c.r(60, 140), cols[i % cols.length]!, 18);
    o += path(
      'M0 560L0 500L80 500L80 460L160 460L160 520L260 520L260 420L300 380L340 420L340 520L520 520Q600 420 680 520L860 520L860 440L940 440L940 500L1060 500L1060 470L1200 470L1200 560Z',
      '#140a24',
    );
    o += rect(
      0,
      560,
      1200,
      240,
      c.lg('water', [
        [0, '#2e1065'],
        [1, '#0b0720'],
      ]),
    );
    for (let i = 0; i < 14; i++)
      o += rect(c.r(0, 1100), c.r(580, 780), c.r(40, 160), 4, c.pick(cols), 2, op(0.35));
    return o;
  },
  // stage with curtains
  (c) => {
    let o = rect(0, 0, 1200, 800, '#1a0716');
    o += rect(
      140,
      120,
      920,
      480,
      c.rg(
        'spot',
        [
          [0, '#fde68a', 0.55],
          [1, '#4a044e', 1],
        ],
        0.5,
        0.7,
        0.7,
      ),
    );
    const curtain = (x: number, w: number) => {
      let s = rect(x, 0, w, 620, '#9d174d');
      for (let i = 0; i < w / 40; i++) s += rect(x + i * 40 + 14, 0, 12, 620, '#831843');
      return s;
    };
    o += curtain(0, 200) + curtain(1000, 200);
    o += rect(0, 0, 1200, 110, '#831843');
    let sc = '';
    for (let i = 0; i < 15; i++) sc += P`M${i * 80} 110a40 30 0 0 0 80 0`;
    o += path(sc, '#831843') + rect(0, 100, 1200, 10, EV.amber);
    o += rect(0, 600, 1200, 40, '#78350f') + rect(0, 640, 1200, 160, '#2a0a1f');
    o +=
      line(600, 600, 600, 420, '#94a3b8', 5) +
      ell(600, 600, 36, 8, '#475569') +
      rect(592, 400, 16, 26, '#111827', 6);
    o +=
      ell(420, 560, 70, 40, '#7c2d12') +
      ell(420, 540, 70, 20, '#e5e7eb') +
      rect(410, 560, 20, 40, '#44403c') +
      ell(820, 570, 56, 30, '#e5e7eb') +
      rect(780, 540, 80, 60, '#1f2937', 6);
    o += crowd(c, 720, 1200, 28, '#0b0309');
    return o;
  },
  // flowers
  (c) => {
    let o = rect(
      0,
      0,
      1200,
      800,
      c.lg('bg', [
        [0, '#fdf2f8'],
        [1, '#fce7f3'],
      ]),
    );
    o += rect(0, 560, 1200, 240, '#f5d0e0');
    const vase = (x: number, col: string, flw: string[]) => {
      let s = '';
      for (let i = 0; i < 9; i++) {
        const fx = x + c.r(-110, 110);
        const fy = 260 + c.r(-90, 60);
        s += strokeP(P`M${x} 450Q${(x + fx) / 2} 380 ${fx} ${fy}`, '#4d7c4f', 4);
        s += leaf((x + fx) / 2, (450 + fy) / 2, 40, 16, c.r(-60, 60), '#5f8d5a', false);
      }
      for (let i = 0; i < 9; i++) {
        const fx = x + c.r(-110, 110);
        const fy = 260 + c.r(-90, 60);
        const col2 = c.pick(flw);
        s +=
          circ(fx, fy, 32, col2) +
          circ(fx, fy, 20, dark(col2, 0.15)) +
          circ(fx, fy, 9, light(col2, 0.3));
      }
      s += path(
        vessel(x, 580, 1.2, [
          [0, 50],
          [-60, 70],
          [-110, 48],
          [-140, 36],
          [-150, 40],
        ]),
        col,
      );
      return s;
    };
    o +=
      vase(300, '#fff', [EV.pink, '#f9a8d4', '#fff1f2']) +
      vase(620, EV.gold, [EV.orange, EV.amber, EV.yellow]) +
      vase(930, '#a78bfa', ['#f472b6', '#fde68a', '#fff']);
    for (let i = 0; i < 16; i++)
      o += ell(c.r(0, 1200), c.r(600, 780), 10, 6, c.pick([EV.pink, EV.amber, '#f9a8d4']), op(0.8));
    return o;
  },
  // cake
  (c) => {
    let o = rect(
      0,
      0,
      1200,
      800,
      c.lg('bg', [
        [0, '#fff7ed'],
        [1, '#fde7d0'],
      ]),
    );
    o += circ(600, 380, 330, '#fff', op(0.5));
    for (let i = 0; i < 8; i++) o += stringLights(c, i * 160 - 40, 0, i * 160 + 120, 0, 40, 6);
    o += rect(0, 640, 1200, 160, '#e8c7a5') + shadow(600, 650, 260, 20);
    o += rect(560, 600, 80, 40, '#d4a017') + ell(600, 600, 210, 22, '#e5b93c');
    const tiers: [number, number, number][] = [
      [200, 130, 590],
      [150, 110, 460],
      [100, 96, 350],
    ];
    for (const [w, h, y] of tiers) {
      o += rect(600 - w, y - h, w * 2, h, '#fffaf3', 12) + ell(600, y - h, w, 16, '#fff');
      o += dots(P`M${600 - w + 10} ${y - h + 4}L${600 + w} ${y - h + 4}`, '#f3e4cf', 14, 22);
      o += rect(600 - w, y - 28, w * 2, 12, '#f9a8d4', 0, op(0.7));
    }
    for (let i = 0; i < 10; i++) {
      const t = i / 9;
      const fx = 480 + t * 260;
      const fy = 260 + Math.sin(t * Math.PI * 1.5) * 60 + t * 250;
      o +=
        circ(fx, fy, 18, c.pick([EV.pink, EV.amber, '#f9a8d4'])) + circ(fx, fy, 7, '#fff', op(0.6));
      if (i % 2) o += leaf(fx + 10, fy + 10, 30, 12, 120, '#5f8d5a', false);
    }
    o +=
      rect(596, 190, 8, 56, '#fde68a') +
      path('M600 160Q612 178 600 190Q588 178 600 160Z', '#f59e0b');
    return o;
  },
  // venue palace
  (c) => {
    let o = rect(
      0,
      0,
      1200,
      800,
      c.lg('bg', [
        [0, '#312e81'],
        [0.6, '#c026d3'],
        [1, '#fb923c'],
      ]),
    );
    const wall = '#f5d0a9';
    o += rect(150, 260, 900, 400, wall) + rect(130, 240, 940, 26, '#e7b98a');
    o += path('M480 240Q600 60 720 240Z', wall) + circ(600, 110, 10, EV.amber);
    for (const x of [150, 1050])
      o +=
        rect(x - 40, 170, 80, 490, '#eec39b') +
        path(P`M${x - 50} 170Q${x} 80 ${x + 50} 170Z`, '#eec39b');
    for (let i = 0; i < 7; i++) {
      const ax = 215 + i * 115;
      o += path(
        P`M${ax} 640L${ax} 400A42 42 0 0 1 ${ax + 84} 400L${ax + 84} 640Z`,
        c.lg('arch', [
          [0, '#fde68a'],
          [1, '#f59e0b'],
        ]),
      );
      o += path(
        P`M${ax} 340L${ax} 300A42 30 0 0 1 ${ax + 84} 300L${ax + 84} 340Z`,
        '#fcd34d',
        op(0.8),
      );
    }
    o += stringLights(c, 110, 260, 600, 250, 30, 16) + stringLights(c, 600, 250, 1090, 260, 30, 16);
    o +=
      rect(0, 660, 1200, 140, '#365314') +
      rect(420, 660, 360, 140, '#e7d3b3') +
      ell(600, 720, 110, 24, '#93c5fd') +
      rect(590, 660, 20, 50, '#e7d3b3');
    o +=
      tree(c, 60, 700, 1.1, ['#1a2e1f', '#22392a']) +
      tree(c, 1150, 700, 1.2, ['#1a2e1f', '#22392a']);
    return o;
  },
  // parasols decor (mehendi)
  (c) => {
    let o = rect(
      0,
      0,
      1200,
      800,
      c.lg('bg', [
        [0, '#fef9c3'],
        [1, '#fde68a'],
      ]),
    );
    const cols = [EV.pink, EV.orange, '#14b8a6', EV.deep, EV.amber, '#f472b6'];
    for (let i = 0; i < 11; i++) {
      const x = 60 + i * 108 + c.r(-10, 10);
      const y = 140 + (i % 3) * 90 + c.r(0, 30);
      const r = c.r(60, 80);
      const col = cols[i % cols.length]!;
      o += line(x, 0, x, y - r * 0.5, '#78350f', 2);
      o += path(
        P`M${x - r} ${y}Q${x - r} ${y - r * 0.9} ${x} ${y - r * 0.9}Q${x + r} ${y - r * 0.9} ${x + r} ${y}Z`,
        col,
      );
      o += dots(P`M${x - r} ${y + 4}L${x + r} ${y + 4}`, EV.yellow, 8, 16);
      o +=
        line(x, y - r * 0.9, x, y + 70, '#78350f', 3) +
        strokeP(P`M${x} ${y + 70}q0 14 -12 14`, '#78350f', 3);
    }
    o += bunting(c, -20, 20, 1220, 20, 40, cols);
    o += rect(0, 620, 1200, 180, '#d97706', 0, op(0.25));
    for (let i = 0; i < 5; i++)
      o +=
        rect(80 + i * 230, 640, 160, 60, cols[(i + 2) % cols.length]!, 30) +
        rect(90 + i * 230, 650, 140, 20, '#fff', 10, op(0.3));
    return o;
  },
  // lanterns
  (c) => {
    let o = rect(0, 0, 1200, 800, c.lg('bg', NIGHT));
    o += stars(c, 1200, 800, 40);
    for (let i = 0; i < 14; i++) {
      const x = 50 + i * 84 + c.r(-10, 10);
      const len = c.r(80, 460);
      const s = c.r(0.7, 1.2);
      const col = c.pick([EV.orange, EV.pink, EV.amber, '#f43f5e']);
      o += line(x, 0, x, len, '#fde68a', 1.5, op(0.5));
      o += circ(
        x,
        len + 46 * s,
        80 * s,
        c.rg('lg', [
          [0, '#fde68a', 0.35],
          [1, '#fde68a', 0],
        ]),
      );
      o +=
        ell(x, len + 46 * s, 34 * s, 46 * s, col) +
        ell(x, len + 46 * s, 18 * s, 40 * s, '#fde68a', op(0.45));
      o +=
        rect(x - 18 * s, len, 36 * s, 8 * s, '#78350f', 2) +
        rect(x - 18 * s, len + 86 * s, 36 * s, 8 * s, '#78350f', 2);
      o += line(x, len + 94 * s, x, len + 120 * s, col, 3);
    }
    return o;
  },
  // outdoor ceremony
  (c) => {
    let o = rect(
      0,
      0,
      1200,
      800,
      c.lg('bg', [
        [0, '#bae6fd'],
        [1, '#fef3c7'],
      ]),
    );
    o += tree(c, 100, 520, 1.3) + tree(c, 1100, 520, 1.4) + tree(c, 260, 500, 0.9);
    o += rect(
      0,
      480,
      1200,
      320,
      c.lg('lawn', [
        [0, '#86efac'],
        [1, '#4ade80'],
      ]),
    );
    o += tent(c, 600, 520, 560, 380, false);
    o += marigoldSwag(330, 360, 600, 360, 40, 12) + marigoldSwag(600, 360, 870, 360, 40, 12);
    for (let r = 0; r < 3; r++)
      for (let k = 0; k < 8; k++) {
        if (k === 3 || k === 4) continue;
        const s = 0.8 + r * 0.15;
        const x = 600 + (k - 3.5) * 120 * s;
        const y = 600 + r * 80;
        o += g(
          rect(-22, -60, 44, 60, '#fff', 10) + rect(-24, -26, 48, 12, EV.pink, 3),
          tr(x, y, s),
        );
      }
    o += rect(560, 560, 80, 240, '#fde7f3');
    for (let i = 0; i < 10; i++)
      o += circ(560 + c.r(0, 80), 560 + i * 24, 6, c.pick([EV.pink, EV.amber]));
    return o;
  },
];
GALLERY.forEach((fn, i) => add(`gallery-${i + 1}`, 1200, 800, fn));

// ================================================================ people
const PORTRAITS: {
  skin: string;
  hair: string;
  top: string;
  bg: string;
  style: string;
  acc?: string;
}[] = [
  { skin: SKINS[1]!, hair: HAIRS[1]!, top: ORG.teal, bg: '#ccfbf1', style: 'long' },
  {
    skin: SKINS[5]!,
    hair: HAIRS[2]!,
    top: SHOP.terra,
    bg: '#fde8d7',
    style: 'short',
    acc: 'beard',
  },
  {
    skin: SKINS[3]!,
    hair: HAIRS[0]!,
    top: '#4f46e5',
    bg: '#e0e7ff',
    style: 'bun',
    acc: 'earrings',
  },
  { skin: SKINS[0]!, hair: HAIRS[4]!, top: '#d97706', bg: '#fef3c7', style: 'wavy' },
  { skin: SKINS[6]!, hair: HAIRS[2]!, top: '#86198f', bg: '#fce7f3', style: 'curly' },
  {
    skin: SKINS[2]!,
    hair: HAIRS[7]!,
    top: '#334155',
    bg: '#e0f2fe',
    style: 'short',
    acc: 'glasses',
  },
  { skin: SKINS[4]!, hair: '#0f766e', top: '#f5f5f4', bg: '#ecfccb', style: 'scarf' },
  {
    skin: SKINS[7]!,
    hair: HAIRS[3]!,
    top: '#15803d',
    bg: '#f5e8ff',
    style: 'side',
    acc: 'glasses',
  },
];
PORTRAITS.forEach((p, i) =>
  add(`person-${i + 1}`, 400, 400, (c) => {
    const cp = c.clip('c', circ(200, 200, 200, '#fff'));
    const sh = dark(p.skin, 0.1);
    const o = circ(200, 200, 200, p.bg);
    let f = '';
    // back hair
    if (p.style === 'long')
      f += path('M112 170Q110 80 200 78Q290 80 288 170L300 330L100 330Z', p.hair);
    if (p.style === 'wavy')
      f += path(
        smooth([
          [118, 180],
          [126, 100],
          [200, 82],
          [274, 100],
          [282, 180],
          [292, 250],
          [262, 280],
          [200, 270],
          [138, 280],
          [108, 250],
        ]),
        p.hair,
      );
    if (p.style === 'curly')
      for (let k = 0; k < 14; k++) {
        const a = Math.PI * (0.9 + (k / 13) * 1.2);
        f += circ(200 + Math.cos(a) * 92, 175 + Math.sin(a) * 92, 40, p.hair);
      }
    if (p.style === 'bun') f += circ(200, 80, 40, p.hair);
    if (p.style === 'scarf')
      f += path('M106 190Q100 70 200 68Q300 70 294 190L310 330L90 330Z', p.hair);
    // body
    f += path('M50 420Q50 305 140 288L260 288Q350 305 350 420Z', p.top);
    f += rect(170, 226, 60, 80, sh, 26);
    f += path('M160 288Q200 340 240 288Z', p.style === 'scarf' ? p.hair : sh);
    if (p.style !== 'scarf') f += ell(132, 190, 14, 22, p.skin) + ell(268, 190, 14, 22, p.skin);
    f += ell(200, 180, 70, 84, p.skin);
    // front hair
    if (p.style === 'long')
      f += path('M128 190Q118 92 204 90Q286 94 276 186Q262 130 216 118Q170 150 128 190Z', p.hair);
    if (p.style === 'short')
      f += path(
        'M128 170Q124 92 204 90Q280 94 274 168Q266 128 230 124Q180 134 140 128Q132 145 128 170Z',
        p.hair,
      );
    if (p.style === 'bun' || p.style === 'wavy')
      f += path('M128 176Q124 92 200 92Q276 92 272 176Q262 120 200 122Q140 120 128 176Z', p.hair);
    if (p.style === 'curly')
      for (let k = 0; k < 7; k++) f += circ(140 + k * 20, 112 + Math.abs(k - 3) * 7, 22, p.hair);
    if (p.style === 'side')
      f += path('M128 180Q120 90 210 88Q284 92 274 170Q250 120 180 130Q150 150 128 180Z', p.hair);
    if (p.style === 'scarf')
      f += path(
        'M200 92Q130 94 126 190Q128 250 160 270Q120 230 132 170Q150 110 200 108Q250 110 268 170Q280 230 240 270Q272 250 274 190Q270 94 200 92Z',
        dark(p.hair, 0.15),
      );
    // face
    f +=
      circ(174, 192, 7, '#1f2937') +
      circ(226, 192, 7, '#1f2937') +
      circ(177, 189, 2, '#fff') +
      circ(229, 189, 2, '#fff');
    f += strokeP(
      'M160 170Q174 162 186 168M214 168Q226 162 240 170',
      dark(p.hair === '#0f766e' ? '#3b2314' : p.hair, 0.1),
      5,
    );
    f += strokeP('M200 198Q194 216 204 218', dark(p.skin, 0.25), 3.5);
    f += path(
      'M178 232Q200 252 222 232Q200 240 178 232Z',
      '#9f1239',
      'stroke="#9f1239" stroke-width="3" stroke-linejoin="round"',
    );
    f += circ(160, 218, 12, '#f43f5e', op(0.15)) + circ(240, 218, 12, '#f43f5e', op(0.15));
    if (p.acc === 'beard')
      f +=
        path(
          'M132 200Q134 282 200 286Q266 282 268 200Q258 250 230 246Q200 236 170 246Q142 250 132 200Z',
          p.hair,
        ) + path('M180 238Q200 230 220 238Q200 236 180 238Z', p.hair);
    if (p.acc === 'glasses')
      f +=
        circ(174, 192, 24, 'none', 'stroke="#1f2937" stroke-width="5"') +
        circ(226, 192, 24, 'none', 'stroke="#1f2937" stroke-width="5"') +
        line(198, 190, 202, 190, '#1f2937', 5);
    if (p.acc === 'earrings') f += circ(132, 220, 7, EV.amber) + circ(268, 220, 7, EV.amber);
    return o + g(f, '', `clip-path="${cp}"`);
  }),
);

// ================================================================ logos
const LOGOS: [string, (col: string) => string][] = [
  ['Lumen', (k) => circ(0, 0, 24, 'none', `stroke="${k}" stroke-width="6"`) + circ(0, 0, 9, k)],
  [
    'Orbitly',
    (k) =>
      circ(0, 0, 14, k) +
      ell(0, 0, 28, 11, 'none', `stroke="${k}" stroke-width="4" transform="rotate(-25)"`),
  ],
  [
    'Kestrel',
    (k) => path('M-26 10L4 -24L26 -24L-2 10Z', k) + path('M-26 16L26 16L14 28L-14 28Z', k, op(0.6)),
  ],
  ['nimbus', (k) => path('M-20 18A14 14 0 0 1 -18 -10A18 18 0 0 1 16 -14A14 14 0 0 1 22 18Z', k)],
  [
    'Fernway',
    (k) =>
      path('M-20 24C-24 -6 -4 -24 24 -26C26 4 6 24 -20 24Z', k) +
      strokeP('M-18 22L14 -14', '#fff', 3),
  ],
  [
    'Quanta',
    (k) =>
      path(
        'M0 -26L23 -13L23 13L0 26L-23 13L-23 -13Z',
        'none',
        `stroke="${k}" stroke-width="6" stroke-linejoin="round"`,
      ) + circ(0, 0, 7, k),
  ],
  [
    'Halcyon',
    (k) =>
      strokeP(
        'M-24 -10q6 -8 12 0t12 0t12 0t12 0M-24 4q6 -8 12 0t12 0t12 0t12 0M-24 18q6 -8 12 0t12 0t12 0t12 0',
        k,
        4.5,
      ),
  ],
  [
    'pebble',
    (k) => ell(0, 12, 24, 12, k) + ell(2, -6, 17, 9, k, op(0.75)) + ell(-1, -20, 10, 6, k, op(0.5)),
  ],
  ['Vertex', (k) => path('M-28 22L-6 -20L8 6L14 -4L30 22Z', k)],
  [
    'Tidal&Co',
    (k) =>
      path('M-24 24A48 48 0 0 1 24 -24L24 -10A34 34 0 0 0 -10 24Z', k) +
      path('M4 24A20 20 0 0 1 24 4L24 24Z', k),
  ],
];
LOGOS.forEach(([name, mark], i) =>
  add(`logo-${i + 1}`, 240, 120, () => {
    const k = '#374151';
    const size = 28;
    const tw = name.length * size * 0.56;
    const total = 60 + 14 + tw;
    const x0 = (240 - total) / 2;
    return (
      g(mark(k), tr(x0 + 30, 60)) +
      text(x0 + 74, 70, name, size, k, { w: 700, family: FONT, ls: -0.5 })
    );
  }),
);

// ================================================================ brand wordmarks
const BRANDS: [string, string, string, (c: Ctx) => string][] = [
  [
    'brand-shop',
    'Northwind Goods',
    SHOP.terra,
    () =>
      rect(-20, -20, 40, 40, SHOP.terra, 10) +
      path(
        'M-11 10L-11 -10L11 10L11 -10',
        'none',
        'stroke="#fff" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"',
      ),
  ],
  [
    'brand-events',
    'Marigold Events',
    EV.gold,
    () => {
      let s = '';
      for (let i = 0; i < 10; i++)
        s += ell(0, -12, 6, 11, i % 2 ? EV.amber : EV.gold, `transform="rotate(${i * 36})"`);
      return s + circ(0, 0, 7, EV.deep);
    },
  ],
  [
    'brand-org',
    'Bright Futures',
    ORG.teal,
    () =>
      circ(0, -2, 11, ORG.sun) +
      path('M-20 18Q-10 8 0 14Q10 8 20 18L20 6Q10 -2 0 4Q-10 -2 -20 6Z', ORG.teal),
  ],
  [
    'brand-platform',
    'Sitewright',
    '#4f46e5',
    () =>
      rect(-20, -20, 40, 40, '#4f46e5', 10) +
      rect(-11, -11, 22, 6, '#fff', 3) +
      rect(-11, -2, 14, 6, '#c7d2fe', 3) +
      rect(-11, 7, 18, 6, '#fff', 3),
  ],
];
BRANDS.forEach(([file, name, , mark]) =>
  add(file, 240, 64, (c) => {
    const size = name.length > 11 ? 18 : 24;
    return (
      g(mark(c), tr(26, 32, 0.9)) +
      text(52, 32 + size * 0.35, name, size, '#1f2937', { w: 700, family: FONT, ls: -0.4 })
    );
  }),
);

// ================================================================ org (Bright Futures)
const ORG_TOPS = [
  ORG.teal,
  '#facc15',
  '#f97316',
  '#0ea5e9',
  '#14b8a6',
  '#e11d48',
  '#a3e635',
  '#f5f5f4',
];
function blackboard(c: Ctx, x: number, y: number, w: number, h: number): string {
  let o = rect(x - 12, y - 12, w + 24, h + 24, '#92400e', 8) + rect(x, y, w, h, '#1f4d45', 4);
  const chalk = '#e7f5f1';
  o += strokeP(
    P`M${x + 40} ${y + 60}l30 -30l30 30M${x + 120} ${y + 45}h40M${x + 180} ${y + 30}v34M${x + 163} ${y + 47}h34`,
    chalk,
    4,
    op(0.85),
  );
  o += strokeP(
    P`M${x + 40} ${y + 110}h${w * 0.35}M${x + 40} ${y + 140}h${w * 0.25}`,
    chalk,
    4,
    op(0.6),
  );
  o +=
    circ(x + w - 90, y + 80, 40, 'none', `stroke="${chalk}" stroke-width="4" opacity=".8"`) +
    strokeP(P`M${x + w - 90} ${y + 80}l40 0`, chalk, 3, op(0.8));
  o += strokeP(P`M${x + w * 0.45} ${y + h - 40}l60 -70l50 70z`, chalk, 4, op(0.7));
  o += rect(x, y + h + 6, w, 10, '#78350f') + rect(x + 60, y + h, 30, 8, '#fff');
  void c;
  return o;
}
function desk(x: number, y: number, w: number, s = 1): string {
  return g(
    rect(-w / 2, 0, w, 18, '#d6a46b', 4) +
      rect(-w / 2, 18, w, 8, '#b7834d') +
      rect(-w / 2 + 10, 26, 10, 80, '#64748b') +
      rect(w / 2 - 20, 26, 10, 80, '#64748b'),
    tr(x, y, s),
  );
}
function window2(x: number, y: number, w: number, h: number, sky: string): string {
  return (
    rect(x, y, w, h, sky, 4, 'stroke="#fff" stroke-width="12"') +
    line(x + w / 2, y, x + w / 2, y + h, '#fff', 8) +
    line(x, y + h / 2, x + w, y + h / 2, '#fff', 8) +
    circ(x + w * 0.3, y + h * 0.3, 18, '#fde68a', op(0.9))
  );
}

add('org-hero-1', 1600, 900, (c) => {
  let o = rect(
    0,
    0,
    1600,
    900,
    c.lg('wall', [
      [0, '#f0fdfa'],
      [1, '#ccfbf1'],
    ]),
  );
  o += rect(0, 640, 1600, 260, '#e7d3b3') + rect(0, 630, 1600, 14, '#99f6e4');
  o +=
    blackboard(c, 420, 110, 760, 320) +
    window2(1280, 140, 220, 260, '#bae6fd') +
    window2(100, 140, 220, 260, '#bae6fd');
  o += rect(1290, 470, 180, 160, '#0f766e', 6);
  for (let i = 0; i < 9; i++)
    o += rect(1300 + i * 18, 490 + (i % 2) * 10, 14, 56 - (i % 2) * 10, c.pick(ORG_TOPS));
  o += figure(
    300,
    640,
    0.95,
    { skin: SKINS[3]!, hair: HAIRS[0]!, top: ORG.teal, bottom: '#334155', style: 2 },
    'point',
  );
  const rows: [number, number, number][] = [
    [560, 0.8, 5],
    [700, 1.0, 4],
    [860, 1.25, 3],
  ];
  for (const [y, s, k] of rows) {
    for (let i = 0; i < k; i++) {
      const x = 800 + (i - (k - 1) / 2) * 330 * s;
      o += backView(x, y, s, randomLook(c, ORG_TOPS));
      o += desk(x, y - 10 * s, 200 * s, 1);
    }
  }
  return o;
});

add('org-hero-2', 1600, 900, (c) => {
  let o = rect(
    0,
    0,
    1600,
    900,
    c.lg('sky', [
      [0, '#bae6fd'],
      [1, '#f0fdfa'],
    ]),
  );
  o += circ(1350, 150, 70, ORG.sun) + circ(1350, 150, 110, ORG.sun, op(0.2));
  o +=
    path('M0 560Q400 420 800 520T1600 480L1600 900L0 900Z', '#86efac') +
    path('M0 640Q500 560 1000 640T1600 620L1600 900L0 900Z', '#4ade80');
  o +=
    tree(c, 200, 620, 1.7, ['#15803d', '#16a34a', '#166534']) +
    tree(c, 1430, 640, 1.5, ['#15803d', '#16a34a', '#166534']);
  const L = (i: number, top: string): Look => ({
    skin: SKINS[i]!,
    hair: HAIRS[i % 7]!,
    top,
    bottom: c.pick(['#334155', '#1e3a5f', '#57534e']),
    style: i,
  });
  o += shadow(800, 800, 560, 30, 0.08);
  o +=
    figure(460, 800, 1.05, L(2, ORG.teal), 'book') +
    figure(660, 790, 1.1, L(5, '#facc15'), 'book', true) +
    figure(870, 800, 1.08, L(1, '#f97316'), 'up') +
    figure(1080, 795, 1.05, L(3, '#0ea5e9'), 'book');
  for (let i = 0; i < 4; i++) o += rect(1200, 780 - i * 20, 110 - i * 8, 20, c.pick(ORG_TOPS), 3);
  for (let i = 0; i < 20; i++)
    o += circ(c.r(0, 1600), c.r(700, 900), 5, c.pick(['#fde68a', '#fff', '#f9a8d4']));
  return o;
});

const ORGS: ((c: Ctx) => string)[] = [
  // classroom, front view
  (c) => {
    let o = rect(0, 0, 1200, 800, '#f0fdfa');
    o += rect(0, 0, 1200, 40, '#99f6e4');
    for (let i = 0; i < 8; i++)
      o +=
        rect(160 + i * 110, 70, 80, 80, ORG_TOPS[i]!, 10) +
        rect(180 + i * 110, 94, 40, 10, '#fff', 5, op(0.7));
    o +=
      circ(1080, 110, 46, '#fff', 'stroke="#0f766e" stroke-width="8"') +
      strokeP('M1080 110V80M1080 110L1100 122', '#0f766e', 5);
    o += window2(60, 200, 200, 220, '#bae6fd');
    for (let r = 0; r < 2; r++)
      for (let i = 0; i < 4; i++) {
        const s = r ? 1.1 : 0.85;
        const x = 220 + i * 250 + (r ? -40 : 60);
        const y = r ? 660 : 500;
        o += bust(x, y, s, randomLook(c, ORG_TOPS));
        o +=
          rect(x - 110 * s, y - 6, 220 * s, 22, '#d6a46b', 4) +
          rect(x - 100 * s, y + 16, 200 * s, 120, '#b7834d');
        o +=
          rect(x - 50 * s, y - 14, 70 * s, 10, '#fff', 2) +
          rect(x + 30 * s, y - 12, 8, 8, '#facc15');
      }
    return o;
  },
  // exam hall
  (c) => {
    let o = rect(0, 0, 1200, 800, '#ecfeff') + rect(0, 330, 1200, 470, '#d6d3d1');
    for (let i = 0; i < 8; i++)
      o += line(600 + (i - 3.5) * 60, 330, 600 + (i - 3.5) * 400, 800, '#c7c2bd', 3);
    o +=
      circ(600, 140, 60, '#fff', 'stroke="#0f766e" stroke-width="10"') +
      strokeP('M600 140V100M600 140L630 156', '#134e4a', 6);
    o += window2(100, 90, 180, 200, '#bae6fd') + window2(920, 90, 180, 200, '#bae6fd');
    o += figure(
      880,
      380,
      0.6,
      { skin: SKINS[5]!, hair: HAIRS[7]!, top: ORG.teal, bottom: '#334155', style: 4 },
      'book',
    );
    const rows: [number, number][] = [
      [420, 0.6],
      [540, 0.8],
      [700, 1.05],
    ];
    for (const [y, s] of rows)
      for (let i = -2; i <= 2; i++) {
        const x = 600 + i * 250 * s * 1.1;
        o += backView(x, y, s, randomLook(c, ORG_TOPS));
        o += desk(x, y - 8 * s, 160 * s) + rect(x - 30 * s, y - 14 * s, 60 * s, 10 * s, '#fff', 2);
      }
    return o;
  },
  // award ceremony
  (c) => {
    let o = rect(
      0,
      0,
      1200,
      800,
      c.lg('bg', [
        [0, '#134e4a'],
        [1, '#0f766e'],
      ]),
    );
    o +=
      rect(200, 70, 800, 110, '#f0fdfa', 12) +
      rect(260, 110, 420, 30, ORG.teal, 15) +
      path('M830 90l12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3z', ORG.sun);
    o += circ(
      600,
      440,
      300,
      c.rg('spot', [
        [0, '#fef9c3', 0.5],
        [1, '#fef9c3', 0],
      ]),
    );
    o += rect(0, 560, 1200, 40, '#facc15') + rect(0, 600, 1200, 200, '#0b3b36');
    o += figure(
      600,
      570,
      0.9,
      { skin: SKINS[4]!, hair: HAIRS[0]!, top: '#facc15', bottom: '#1e3a5f', style: 1 },
      'trophy',
    );
    o += figure(
      400,
      570,
      0.85,
      { skin: SKINS[1]!, hair: HAIRS[7]!, top: '#f5f5f4', bottom: '#334155', style: 4 },
      'clap',
    );
    o += figure(
      800,
      570,
      0.85,
      { skin: SKINS[6]!, hair: HAIRS[2]!, top: '#e11d48', bottom: '#334155', style: 2 },
      'clap',
    );
    o += path('M980 570L1100 570L1090 430L990 430Z', '#f0fdfa') + circ(1040, 490, 20, ORG.teal);
    o += confetti(c, 1200, 560, 50, ['#facc15', '#fde68a', '#99f6e4', '#f9a8d4', '#fff']);
    o += crowd(c, 700, 1200, 28, '#052e2b');
    return o;
  },
  // library
  (c) => {
    let o = rect(0, 0, 1200, 800, '#fef9c3');
    const shelf = (x: number, w: number) => {
      let s = rect(x, 60, w, 560, '#7c4a2d', 6);
      for (let r = 0; r < 5; r++) {
        const y = 80 + r * 108;
        s += rect(x + 14, y, w - 28, 96, '#5b3420');
        let bx = x + 18;
        while (bx < x + w - 40) {
          const bw = c.r(14, 28);
          const bh = c.r(60, 90);
          s += rect(
            bx,
            y + 96 - bh,
            bw - 2,
            bh,
            c.pick([
              '#0f766e',
              '#14b8a6',
              '#facc15',
              '#f97316',
              '#e11d48',
              '#0ea5e9',
              '#f5f5f4',
              '#a3e635',
            ]),
            2,
          );
          bx += bw;
        }
      }
      return s;
    };
    o += shelf(40, 340) + shelf(820, 340);
    o += window2(480, 90, 240, 280, '#bae6fd');
    o +=
      line(600, 0, 600, 400, '#134e4a', 3) +
      path('M560 400L640 400L620 370L580 370Z', ORG.teal) +
      circ(600, 410, 30, '#fde68a', op(0.4));
    o += rect(0, 620, 1200, 180, '#d6a46b');
    o +=
      bust(470, 600, 0.95, { skin: SKINS[2]!, hair: HAIRS[1]!, top: ORG.teal, style: 1 }) +
      bust(730, 600, 0.95, { skin: SKINS[5]!, hair: HAIRS[2]!, top: '#facc15', style: 3 });
    o +=
      rect(300, 590, 600, 30, '#92400e', 6) +
      rect(320, 620, 20, 180, '#78350f') +
      rect(860, 620, 20, 180, '#78350f');
    o +=
      path('M420 590L470 570L520 590Z', '#fff') +
      path('M680 590L730 570L780 590Z', '#fff') +
      rect(580, 560, 60, 30, '#e11d48', 3) +
      rect(585, 540, 52, 20, '#0ea5e9', 3);
    return o;
  },
  // volunteers
  (c) => {
    let o = rect(
      0,
      0,
      1200,
      800,
      c.lg('sky', [
        [0, '#bae6fd'],
        [1, '#ecfeff'],
      ]),
    );
    o +=
      tree(c, 100, 560, 1.4, ['#15803d', '#16a34a']) +
      tree(c, 1120, 560, 1.3, ['#15803d', '#16a34a']);
    o += rect(0, 540, 1200, 260, '#86efac');
    o += tent(c, 600, 560, 520, 300, false);
    o +=
      rect(370, 430, 460, 40, ORG.teal, 6) +
      rect(420, 444, 240, 12, '#fff', 6, op(0.8)) +
      circ(780, 450, 12, ORG.sun);
    o += rect(380, 520, 440, 20, '#f5f5f4') + rect(390, 540, 420, 80, '#e7e5e4');
    for (let i = 0; i < 4; i++)
      o +=
        rect(400 + i * 100, 470, 80, 50, '#d6a46b', 3) +
        rect(430 + i * 100, 470, 20, 50, '#f5e6c8', 0, op(0.7));
    const L = (i: number): Look => ({
      skin: SKINS[i]!,
      hair: HAIRS[i % 7]!,
      top: ORG.teal,
      bottom: '#1e3a5f',
      style: i,
    });
    o +=
      figure(240, 720, 0.95, L(1), 'box') +
      figure(960, 730, 0.95, L(6), 'box', true) +
      figure(620, 760, 1.0, L(3), 'up') +
      figure(420, 750, 0.95, L(2), 'down');
    return o;
  },
  // science lab
  (c) => {
    let o =
      rect(0, 0, 1200, 800, '#f0fdfa') +
      rect(
        0,
        0,
        1200,
        800,
        c.pattern(
          'tile',
          60,
          60,
          rect(0, 0, 60, 60, 'none', 0, 'stroke="#ccfbf1" stroke-width="2"'),
        ),
      );
    for (let r = 0; r < 4; r++)
      for (let k = 0; k < 8; k++)
        if (!(r === 0 && k > 0 && k < 7))
          o += rect(
            700 + k * 52,
            60 + r * 52,
            46,
            46,
            ORG_TOPS[(r + k) % ORG_TOPS.length]!,
            4,
            op(0.8),
          );
    o += bust(300, 560, 1.2, { skin: SKINS[3]!, hair: HAIRS[1]!, top: '#f5f5f4', style: 2 });
    o +=
      rect(240, 360, 56, 32, '#99f6e4', 12, 'stroke="#134e4a" stroke-width="5" opacity=".9"') +
      rect(304, 360, 56, 32, '#99f6e4', 12, 'stroke="#134e4a" stroke-width="5" opacity=".9"');
    o += rect(0, 540, 1200, 40, '#134e4a') + rect(0, 580, 1200, 220, '#0f766e');
    const flask = (x: number, col: string, s: number) =>
      g(
        path(
          'M-12 -120L12 -120L12 -70L50 -10Q56 0 44 0L-44 0Q-56 0 -50 -10L-12 -70Z',
          '#e0f2fe',
          'stroke="#94a3b8" stroke-width="3"',
        ) +
          path('M-30 -34L30 -34L50 -10Q56 0 44 0L-44 0Q-56 0 -50 -10Z', col) +
          circ(-10, -18, 5, '#fff', op(0.6)) +
          circ(8, -60, 4, col, op(0.6)),
        tr(x, 540, s),
      );
    const beaker = (x: number, col: string) =>
      rect(x - 40, 440, 80, 100, '#e0f2fe', 6, 'stroke="#94a3b8" stroke-width="3"') +
      rect(x - 37, 490, 74, 47, col, 4);
    o +=
      flask(540, '#14b8a6', 1) +
      flask(680, '#facc15', 1.2) +
      beaker(820, '#e11d48') +
      flask(960, '#a78bfa', 0.9);
    o += g(
      rect(-50, -10, 100, 14, '#334155', 4) +
        strokeP('M-20 -10Q-40 -90 0 -140', '#334155', 16) +
        rect(-10, -200, 34, 80, '#475569', 8, 'transform="rotate(20)"') +
        rect(-30, -60, 60, 10, '#64748b'),
      tr(1080, 540),
    );
    return o;
  },
];
ORGS.forEach((fn, i) => add(`org-${i + 1}`, 1200, 800, fn));

// ================================================================ screens
function chrome(title: string): string {
  let o =
    rect(0, 0, 1200, 800, '#f1f5f9') +
    rect(0, 0, 1200, 56, '#fff') +
    line(0, 56, 1200, 56, '#e2e8f0', 1);
  o +=
    rect(20, 14, 28, 28, '#4f46e5', 8) +
    rect(27, 21, 14, 4, '#fff', 2) +
    rect(27, 27, 9, 4, '#c7d2fe', 2) +
    rect(27, 33, 12, 4, '#fff', 2);
  o += text(58, 34, 'Sitewright', 17, '#1e1b4b', { w: 700 });
  o += text(170, 34, '/  ' + title, 14, '#64748b');
  o +=
    rect(960, 12, 96, 32, '#fff', 8, 'stroke="#cbd5e1"') +
    text(1008, 33, 'Preview', 14, '#334155', { anchor: 'middle', w: 600 });
  o +=
    rect(1068, 12, 112, 32, '#4f46e5', 8) +
    text(1124, 33, 'Publish', 14, '#fff', { anchor: 'middle', w: 600 });
  return o;
}
add('screen-1', 1200, 800, (c) => {
  let o = chrome('Home page');
  o += rect(0, 57, 250, 743, '#fff') + line(250, 57, 250, 800, '#e2e8f0', 1);
  o += text(24, 92, 'SECTIONS', 12, '#94a3b8', { w: 700, ls: 1 });
  ['Header', 'Hero', 'Features', 'Products', 'Testimonials', 'Newsletter', 'Footer'].forEach(
    (s, i) => {
      const y = 110 + i * 46;
      const sel = s === 'Hero';
      if (sel) o += rect(12, y, 226, 38, '#eef2ff', 8);
      o +=
        rect(26, y + 11, 16, 16, sel ? '#4f46e5' : '#cbd5e1', 4) +
        text(54, y + 24, s, 14, sel ? '#4338ca' : '#334155', { w: sel ? 600 : 400 });
      o += strokeP(P`M214 ${y + 15}h8M214 ${y + 19}h8M214 ${y + 23}h8`, '#cbd5e1', 2);
    },
  );
  o +=
    rect(20, 440, 210, 40, '#fff', 8, 'stroke="#a5b4fc" stroke-dasharray="5 4"') +
    text(125, 465, '+ Add section', 14, '#4f46e5', { anchor: 'middle', w: 600 });
  // canvas
  o += rect(290, 88, 600, 690, '#fff', 10, 'stroke="#e2e8f0"');
  o +=
    rect(310, 106, 24, 24, '#c2410c', 6) +
    text(342, 124, 'Northwind Goods', 13, '#1f2937', { w: 700 });
  ['Shop', 'About', 'Journal'].forEach((s, i) => (o += text(690 + i * 62, 123, s, 12, '#64748b')));
  o += rect(
    306,
    146,
    568,
    250,
    c.lg(
      'hero',
      [
        [0, '#fbf3ea'],
        [1, '#f4c7b0'],
      ],
      0,
      0,
      1,
      1,
    ),
    8,
  );
  o +=
    text(336, 210, 'Made for slow', 30, '#7c2d12', { w: 700 }) +
    text(336, 246, 'mornings', 30, '#7c2d12', { w: 700 });
  o += text(336, 276, 'Linen, ceramics and everyday goods.', 13, '#9a3412');
  o +=
    rect(336, 300, 118, 36, '#c2410c', 18) +
    text(395, 323, 'Shop now', 13, '#fff', { anchor: 'middle', w: 600 });
  o +=
    circ(760, 270, 80, '#c2410c', op(0.85)) +
    path('M680 396L680 320A60 60 0 0 1 800 320L800 396Z', '#fbf3ea');
  o +=
    rect(302, 142, 576, 258, 'none', 10, 'stroke="#4f46e5" stroke-width="2.5"') +
    rect(828, 120, 50, 22, '#4f46e5', 5) +
    text(853, 135, 'Hero', 11, '#fff', { anchor: 'middle', w: 700 });
  for (let i = 0; i < 3; i++) {
    const x = 320 + i * 186;
    o +=
      rect(x, 430, 168, 120, ['#efdccb', '#e9efe6', '#f3e8e2'][i]!, 8) +
      rect(x, 562, 110, 10, '#334155', 5) +
      rect(x, 580, 70, 8, '#c2410c', 4);
  }
  o +=
    rect(306, 620, 568, 140, '#fbf3ea', 8) +
    rect(336, 660, 220, 14, '#334155', 7) +
    rect(336, 686, 300, 9, '#cbd5e1', 4) +
    rect(336, 704, 260, 9, '#cbd5e1', 4);
  // properties
  o += rect(920, 57, 280, 743, '#fff') + line(920, 57, 920, 800, '#e2e8f0', 1);
  o += text(944, 94, 'Hero settings', 16, '#1e1b4b', { w: 700 });
  const field = (y: number, label: string, value: string) =>
    text(944, y, label, 12, '#64748b', { w: 600 }) +
    rect(944, y + 10, 232, 36, '#fff', 8, 'stroke="#cbd5e1"') +
    text(956, y + 33, value, 13, '#1f2937');
  o += field(130, 'Heading', 'Made for slow mornings') + field(200, 'Button label', 'Shop now');
  o +=
    text(944, 270, 'Layout', 12, '#64748b', { w: 600 }) +
    rect(944, 280, 232, 36, '#f1f5f9', 8) +
    rect(948, 284, 112, 28, '#fff', 6) +
    text(1004, 303, 'Split', 12, '#1f2937', { anchor: 'middle', w: 600 }) +
    text(1118, 303, 'Centered', 12, '#64748b', { anchor: 'middle' });
  o += text(944, 350, 'Background', 12, '#64748b', { w: 600 });
  ['#fbf3ea', '#f4c7b0', '#c2410c', '#8fa88a', '#2f2a26'].forEach(
    (col, i) =>
      (o += circ(
        960 + i * 40,
        380,
        14,
        col,
        i === 1 ? 'stroke="#4f46e5" stroke-width="3"' : 'stroke="#e2e8f0"',
      )),
  );
  o +=
    text(944, 434, 'Show button', 13, '#334155') +
    rect(1132, 420, 44, 24, '#4f46e5', 12) +
    circ(1164, 432, 9, '#fff');
  o +=
    text(944, 474, 'Full height', 13, '#334155') +
    rect(1132, 460, 44, 24, '#cbd5e1', 12) +
    circ(1144, 472, 9, '#fff');
  return o;
});
add('screen-2', 1200, 800, (c) => {
  let o = chrome('Theme');
  o += rect(0, 57, 300, 743, '#fff') + line(300, 57, 300, 800, '#e2e8f0', 1);
  o += text(24, 94, 'Theme presets', 16, '#1e1b4b', { w: 700 });
  const presets: [string, string[]][] = [
    ['Indigo', ['#4f46e5', '#818cf8', '#e0e7ff', '#1e1b4b', '#f8fafc']],
    ['Terracotta', ['#c2410c', '#f4c7b0', '#fbf3ea', '#2f2a26', '#8fa88a']],
    ['Marigold', ['#d97706', '#86198f', '#fef3c7', '#3b0764', '#fbbf24']],
    ['Teal', ['#0f766e', '#facc15', '#f0fdfa', '#134e4a', '#99f6e4']],
  ];
  presets.forEach(([name, cols], i) => {
    const y = 116 + i * 96;
    o += rect(
      20,
      y,
      260,
      82,
      '#fff',
      10,
      i === 0 ? 'stroke="#4f46e5" stroke-width="2.5"' : 'stroke="#e2e8f0"',
    );
    o += text(36, y + 28, name, 14, '#1f2937', { w: 600 });
    cols.forEach((col, k) => (o += rect(36 + k * 46, y + 42, 40, 24, col, 6, 'stroke="#e2e8f0"')));
  });
  // picker
  o += rect(330, 88, 420, 560, '#fff', 12, 'stroke="#e2e8f0"');
  o += text(354, 124, 'Primary colour', 16, '#1e1b4b', { w: 700 });
  o += rect(
    354,
    144,
    372,
    260,
    c.lg(
      'sat',
      [
        [0, '#ffffff'],
        [1, '#4f46e5'],
      ],
      0,
      0,
      1,
      0,
    ),
    8,
  );
  o += rect(
    354,
    144,
    372,
    260,
    c.lg('val', [
      [0, '#000', 0],
      [1, '#000', 1],
    ]),
    8,
  );
  o += circ(620, 220, 11, 'none', 'stroke="#fff" stroke-width="4"');
  o += rect(
    354,
    424,
    372,
    18,
    c.lg(
      'hue',
      [
        [0, '#ff0000'],
        [0.17, '#ffff00'],
        [0.33, '#00ff00'],
        [0.5, '#00ffff'],
        [0.67, '#0000ff'],
        [0.83, '#ff00ff'],
        [1, '#ff0000'],
      ],
      0,
      0,
      1,
      0,
    ),
    9,
  );
  o += circ(612, 433, 12, '#fff', 'stroke="#cbd5e1" stroke-width="2"');
  o +=
    rect(354, 466, 56, 40, '#4f46e5', 8) +
    rect(422, 466, 200, 40, '#fff', 8, 'stroke="#cbd5e1"') +
    text(436, 492, '#4F46E5', 15, '#1f2937', { w: 600 }) +
    rect(634, 466, 92, 40, '#f1f5f9', 8) +
    text(680, 492, 'HEX', 13, '#64748b', { anchor: 'middle', w: 600 });
  o += text(354, 540, 'Suggested', 12, '#64748b', { w: 600 });
  ['#4f46e5', '#7c3aed', '#db2777', '#dc2626', '#d97706', '#16a34a', '#0f766e', '#0284c7'].forEach(
    (col, i) => (o += circ(370 + i * 46, 574, 15, col)),
  );
  o += text(354, 624, 'Contrast with white: 6.3 : 1  AA', 13, '#16a34a', { w: 600 });
  // preview
  o += rect(780, 88, 390, 560, '#fff', 12, 'stroke="#e2e8f0"');
  o += text(804, 124, 'Preview', 12, '#94a3b8', { w: 700, ls: 1 });
  o += rect(
    804,
    144,
    342,
    150,
    c.lg(
      'pv',
      [
        [0, '#eef2ff'],
        [1, '#c7d2fe'],
      ],
      0,
      0,
      1,
      1,
    ),
    10,
  );
  o +=
    text(826, 196, 'Build pages', 24, '#1e1b4b', { w: 700 }) +
    text(826, 226, 'that feel like you.', 24, '#1e1b4b', { w: 700 });
  o +=
    rect(826, 246, 104, 32, '#4f46e5', 16) +
    text(878, 267, 'Get started', 12, '#fff', { anchor: 'middle', w: 600 });
  o += text(804, 330, 'Buttons', 13, '#64748b', { w: 600 });
  o +=
    rect(804, 344, 110, 38, '#4f46e5', 8) +
    text(859, 368, 'Primary', 13, '#fff', { anchor: 'middle', w: 600 });
  o +=
    rect(924, 344, 110, 38, '#fff', 8, 'stroke="#4f46e5" stroke-width="2"') +
    text(979, 368, 'Secondary', 13, '#4f46e5', { anchor: 'middle', w: 600 });
  o +=
    rect(1044, 350, 70, 26, '#e0e7ff', 13) +
    text(1079, 368, 'New', 12, '#4338ca', { anchor: 'middle', w: 700 });
  o +=
    text(804, 420, 'Typography', 13, '#64748b', { w: 600 }) +
    text(804, 456, 'Heading Aa', 26, '#1e1b4b', { w: 700 }) +
    text(804, 486, 'Body text reads comfortably at 16px.', 14, '#475569') +
    text(804, 512, 'A link looks like this', 14, '#4f46e5', { e: 'text-decoration="underline"' });
  o +=
    text(804, 560, 'Font', 13, '#64748b', { w: 600 }) +
    rect(804, 572, 342, 40, '#fff', 8, 'stroke="#cbd5e1"') +
    text(818, 597, 'Inter', 14, '#1f2937') +
    strokeP('M1122 588l6 6l6 -6', '#64748b', 2);
  return o;
});
add('screen-3', 1200, 800, (c) => {
  let o = chrome('Analytics');
  o += rect(0, 57, 210, 743, '#1e1b4b');
  ['Dashboard', 'Pages', 'Products', 'Orders', 'Analytics', 'Settings'].forEach((s, i) => {
    const y = 84 + i * 44;
    const sel = s === 'Analytics';
    if (sel) o += rect(12, y, 186, 36, '#4f46e5', 8);
    o +=
      rect(26, y + 11, 14, 14, sel ? '#fff' : '#6366f1', 4) +
      text(52, y + 23, s, 14, sel ? '#fff' : '#c7d2fe', { w: sel ? 600 : 400 });
  });
  o +=
    text(240, 100, 'Analytics', 24, '#1e1b4b', { w: 700 }) +
    rect(1030, 76, 146, 34, '#fff', 8, 'stroke="#cbd5e1"') +
    text(1046, 98, 'Last 30 days', 13, '#334155') +
    strokeP('M1154 90l5 5l5 -5', '#64748b', 2);
  const kpis: [string, string, string, boolean][] = [
    ['Visitors', '12,480', '+8.2%', true],
    ['Page views', '38,902', '+5.1%', true],
    ['Orders', '642', '+12.4%', true],
    ['Conversion', '3.4%', '-0.3%', false],
  ];
  kpis.forEach(([l, v, d, up], i) => {
    const x = 240 + i * 236;
    o +=
      rect(x, 128, 220, 110, '#fff', 12, 'stroke="#e2e8f0"') +
      text(x + 20, 160, l, 13, '#64748b', { w: 600 }) +
      text(x + 20, 200, v, 28, '#1e1b4b', { w: 700 });
    o +=
      rect(x + 20, 212, 62, 20, up ? '#dcfce7' : '#fee2e2', 10) +
      text(x + 51, 226, d, 11, up ? '#15803d' : '#b91c1c', { anchor: 'middle', w: 700 });
  });
  // line chart
  o +=
    rect(240, 258, 620, 300, '#fff', 12, 'stroke="#e2e8f0"') +
    text(262, 292, 'Visitors', 15, '#1e1b4b', { w: 700 });
  for (let i = 0; i < 5; i++)
    o +=
      line(262, 330 + i * 45, 840, 330 + i * 45, '#f1f5f9', 1.5) +
      text(840, 326 + i * 45, String(800 - i * 200), 10, '#94a3b8', { anchor: 'end' });
  const pts: Pt[] = [];
  for (let i = 0; i < 15; i++)
    pts.push([262 + i * 40, 470 - (i * 8 + 60 * Math.sin(i * 0.8) + c.r(0, 40))]);
  const curve = smooth(pts, false);
  o += path(
    `${curve}L822 510L262 510Z`,
    c.lg('area', [
      [0, '#4f46e5', 0.3],
      [1, '#4f46e5', 0],
    ]),
  );
  o += strokeP(curve, '#4f46e5', 3.5);
  const lp = pts[pts.length - 1]!;
  o += circ(lp[0], lp[1], 6, '#fff', 'stroke="#4f46e5" stroke-width="3"');
  ['1 May', '8 May', '15 May', '22 May', '29 May'].forEach(
    (d, i) => (o += text(262 + i * 140, 540, d, 11, '#94a3b8')),
  );
  // donut
  o +=
    rect(880, 258, 296, 300, '#fff', 12, 'stroke="#e2e8f0"') +
    text(902, 292, 'Devices', 15, '#1e1b4b', { w: 700 });
  const circum = 2 * Math.PI * 70;
  const segs: [number, string, string][] = [
    [0.58, '#4f46e5', 'Mobile 58%'],
    [0.32, '#14b8a6', 'Desktop 32%'],
    [0.1, '#f59e0b', 'Tablet 10%'],
  ];
  let acc = 0;
  segs.forEach(([f, col, lab], i) => {
    o += circ(
      1000,
      410,
      70,
      'none',
      `stroke="${col}" stroke-width="26" stroke-dasharray="${n(f * circum)} ${n(circum)}" stroke-dashoffset="${n(-acc * circum)}" transform="rotate(-90 1000 410)"`,
    );
    acc += f;
    o += rect(1090, 360 + i * 30, 12, 12, col, 3) + text(1108, 371 + i * 30, lab, 11, '#475569');
  });
  o += text(1000, 416, '12.5k', 16, '#1e1b4b', { anchor: 'middle', w: 700 });
  // bars
  o +=
    rect(240, 578, 460, 200, '#fff', 12, 'stroke="#e2e8f0"') +
    text(262, 610, 'Traffic sources', 15, '#1e1b4b', { w: 700 });
  const src: [string, number][] = [
    ['Search', 0.82],
    ['Direct', 0.6],
    ['Social', 0.44],
    ['Email', 0.26],
  ];
  src.forEach(([s, v], i) => {
    const y = 630 + i * 34;
    o +=
      text(262, y + 14, s, 12, '#475569') +
      rect(340, y + 2, 330, 16, '#f1f5f9', 8) +
      rect(340, y + 2, 330 * v, 16, i ? '#a5b4fc' : '#4f46e5', 8);
  });
  o +=
    rect(720, 578, 456, 200, '#fff', 12, 'stroke="#e2e8f0"') +
    text(742, 610, 'Top pages', 15, '#1e1b4b', { w: 700 });
  const pages: [string, string][] = [
    ['/', '5,210'],
    ['/shop', '3,944'],
    ['/products/linen-cushion', '1,870'],
    ['/journal/slow-mornings', '1,102'],
  ];
  pages.forEach(([p2, v], i) => {
    const y = 642 + i * 32;
    o +=
      text(742, y, p2, 13, '#334155') +
      text(1154, y, v, 13, '#1e1b4b', { anchor: 'end', w: 600 }) +
      line(742, y + 11, 1154, y + 11, '#f1f5f9', 1);
  });
  return o;
});

// ================================================================ main
function main(): void {
  mkdirSync(OUT, { recursive: true });
  const only = process.argv.slice(2);
  let total = 0;
  for (const job of jobs) {
    if (only.length && !only.some((p) => job.name.startsWith(p))) continue;
    const c = new Ctx(job.name, job.w, job.h);
    const body = job.fn(c);
    const doc = svgDoc(c, body);
    const size = Buffer.byteLength(doc);
    total += size;
    if (size > 20000) console.warn(`warning: ${job.name}.svg is ${size} bytes`);
    writeFileSync(join(OUT, `${job.name}.svg`), doc);
  }
  console.log(`wrote ${jobs.length} images (${(total / 1024).toFixed(1)} KB) to ${OUT}`);
}

main();
