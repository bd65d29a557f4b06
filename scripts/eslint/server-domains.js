// ESLint rule `sitewright/server-domains`: the server's folders are domains that meet only
// through a public face (server/<domain>/index.ts) and only in the directions declared in
// eslint.config.js, which form no cycle. app.ts, the composition root, may use every face.
import { dirname, relative, resolve, sep } from 'node:path';
import { existsSync, statSync } from 'node:fs';

/** The domains a domain may import, checked to form no cycle (a declared graph must be a DAG). */
export function assertAcyclic(domains) {
  const state = new Map();
  const visit = (d, path) => {
    if (state.get(d) === 'done') return;
    if (state.get(d) === 'open')
      throw new Error(`server domains form a cycle: ${[...path, d].join(' -> ')}`);
    state.set(d, 'open');
    for (const next of domains[d] ?? []) visit(next, [...path, d]);
    state.set(d, 'done');
  };
  for (const d of Object.keys(domains)) visit(d, []);
}

function sourceNodes(node) {
  if (node.type === 'ImportExpression') return node.source.type === 'Literal' ? node.source : null;
  return node.source ?? null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const serverDomains = {
  meta: {
    type: 'problem',
    docs: { description: 'Server domains import each other only through public faces, one way.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          domains: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
        required: ['domains'],
        additionalProperties: false,
      },
    ],
    messages: {
      face: 'Import server/{{to}} through its public face (server/{{to}}/index.ts), not {{spec}}.',
      direction:
        'server/{{from}} may not import server/{{to}}: it may import {{allowed}} (eslint.config.js, ARCHITECTURE.md).',
      undeclared:
        'server/{{domain}} is not a declared domain: add it to SERVER_DOMAINS in eslint.config.js.',
    },
  },
  create(context) {
    const { root = 'server', domains } = context.options[0];
    assertAcyclic(domains);
    const rootDir = resolve(context.cwd, root);
    const file = context.filename;
    const fromRel = relative(rootDir, file);
    if (fromRel.startsWith('..') || fromRel === file) return {};
    const fromParts = fromRel.split(sep);
    // A file at the server's root (app.ts) composes the domains.
    const from = fromParts.length > 1 ? fromParts[0] : null;
    const check = (node) => {
      const src = sourceNodes(node);
      if (!src || typeof src.value !== 'string' || !src.value.startsWith('.')) return;
      const target = resolve(dirname(file), src.value);
      const rel = relative(rootDir, target);
      if (rel.startsWith('..')) return;
      const parts = rel.split(sep);
      const isDir = existsSync(target) && statSync(target).isDirectory();
      const to = parts.length > 1 || isDir ? parts[0] : null;
      if (to === null || to === from) return;
      if (!(to in domains)) {
        context.report({ node: src, messageId: 'undeclared', data: { domain: to } });
        return;
      }
      const face = parts.length === 1 || (parts.length === 2 && parts[1] === 'index');
      if (!face) {
        context.report({ node: src, messageId: 'face', data: { to, spec: src.value } });
        return;
      }
      if (from === null) return;
      if (!(from in domains)) {
        context.report({ node: src, messageId: 'undeclared', data: { domain: from } });
        return;
      }
      if (!domains[from].includes(to))
        context.report({
          node: src,
          messageId: 'direction',
          data: { from, to, allowed: domains[from].join(', ') || 'no other domain' },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
