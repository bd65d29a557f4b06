// No module imports itself through others: every relative import (static, type-only, re-export
// or dynamic) of the hand-written and generated source, as a graph, has no cycle.
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDERS = ['schemas', 'shared', 'runtime', 'editor', 'server', 'fixtures', 'scripts'];
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/g;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
      out.push(path);
  }
  return out;
}

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec).replace(/\.js$/, '');
  for (const candidate of [
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate)) return candidate;
  return null;
}

/** The import graph's cycles, each as a list of files (Tarjan's strongly connected components). */
function importCycles(files: string[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    for (const m of text.matchAll(IMPORT)) {
      const target = resolveModule(file, (m[1] ?? m[2])!);
      if (target) targets.push(target);
    }
    edges.set(file, targets);
  }
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (v: string) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!indices.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) cycles.push(component);
    }
  };
  for (const file of edges.keys()) if (!indices.has(file)) connect(file);
  return cycles;
}

describe('import graph', () => {
  it('has no cycle', () => {
    const files = FOLDERS.flatMap((f) => sourceFiles(resolve(f)));
    expect(files.length).toBeGreaterThan(500);
    const cycles = importCycles(files).map((c) => c.map((f) => relative(process.cwd(), f)).sort());
    expect(cycles).toEqual([]);
  });

  it('finds a cycle, type-only or through a dynamic import, and not a chain', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-cycles-'));
    const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
    write('a.ts', "import type { B } from './b';\nexport type A = B;\n");
    write('b.ts', "export const load = () => import('./c');\nexport type B = string;\n");
    write('c.ts', "export { type A } from './a';\n");
    write('d.ts', "import { load } from './b';\nexport const d = load;\n");
    const files = ['a.ts', 'b.ts', 'c.ts', 'd.ts'].map((f) => join(dir, f));
    expect(importCycles(files).map((c) => c.map((f) => relative(dir, f)).sort())).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
    ]);
    expect(importCycles(files.filter((f) => !f.endsWith('c.ts')))).toEqual([]);
  });
});
