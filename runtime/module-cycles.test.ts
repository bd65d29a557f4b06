// No module of the runtime imports itself back, through static, type or dynamic imports: a lazy
// chunk is split by where the entries load it, never used to close a cycle.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Each module's relative imports (static, type-only, re-exports and import()). */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const target = (from: string, spec: string) => {
    if (!spec.startsWith('.')) return null;
    const base = resolve(dirname(from), spec);
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((x) => base + x);
    return found.find((f) => known.has(f)) ?? null;
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const deps = new Set<string>();
    const visit = (node: ts.Node): void => {
      let spec: ts.Expression | undefined;
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) spec = node.moduleSpecifier;
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
        spec = node.arguments[0];
      const dep = spec && ts.isStringLiteral(spec) ? target(file, spec.text) : null;
      if (dep) deps.add(dep);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
    graph.set(file, [...deps]);
  }
  return graph;
}

/** A path that comes back to where it started, or null (depth-first search). */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const walk = (node: string): string[] | null => {
    const at = path.indexOf(node);
    if (at >= 0) return [...path.slice(at), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const dep of graph.get(node) ?? []) {
      const cycle = walk(dep);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = walk(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('runtime modules', () => {
  it('import no cycle', () => {
    const cycle = findCycle(importGraph(sourceFiles(ROOT)));
    expect(cycle?.map((f) => relative(ROOT, f)) ?? null).toBeNull();
  });
});
