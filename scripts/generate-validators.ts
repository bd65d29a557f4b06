// Writes precompiled Ajv standalone code, so the browser bundles ship no Ajv compiler (issue 4's
// initial-JS goal, issue 14's weight):
// - shared/generated/validators.js: the document and preview-protocol validators;
// - shared/generated/sections/<type>.js (and .d.ts): one section type's config validator, and
//   the validators @rjsf asks for while it draws that type's form. One module per type, so the
//   editor and the preview load only the types a page has (shared/section-validators.ts);
// - shared/generated/forms/theme.js and page-settings.js: the same for the builder's theme and
//   page settings forms.
// Run after changing schemas/documents.ts, schemas/theme.ts, a section schema or the message
// schemas in shared/preview-protocol.ts:
//   node --import tsx scripts/generate-validators.ts
// A unit test (scripts/generate-validators.test.ts) fails while a committed file is stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashForSchema, schemaParser, type RJSFSchema } from '@rjsf/utils';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone';
import * as ucs2lengthModule from 'ajv/dist/runtime/ucs2length';
import {
  pageDocumentSchema,
  pageSettingsSchema,
  sectionShapeSchema,
  siteDocumentSchema,
} from '../schemas/documents';
import { SECTION_METAS } from '../schemas/section-metas';
import { themeSchema } from '../schemas/theme';
import type { JsonSchema } from '../schemas/types';
import { editorMessageSchemas, previewMessageSchemas } from '../shared/preview-protocol';

export const VALIDATORS_FILE = fileURLToPath(
  new URL('../shared/generated/validators.js', import.meta.url),
);
/** One `<type>.js` and `<type>.d.ts` per section type. */
export const SECTION_VALIDATORS_DIR = fileURLToPath(
  new URL('../shared/generated/sections/', import.meta.url),
);
/** The builder's other forms, by name. */
export const FORM_VALIDATORS_DIR = fileURLToPath(
  new URL('../shared/generated/forms/', import.meta.url),
);
export const FORM_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  theme: themeSchema as JsonSchema,
  'page-settings': pageSettingsSchema,
};

/** The only modules the generated code may import: Ajv's small runtime helpers, the formats. */
const ALLOWED_IMPORT = /^(ajv\/dist\/runtime\/[a-zA-Z0-9]+|ajv-formats\/dist\/formats)$/;

/**
 * Shared schemas, by id. Wherever one appears inside another schema it becomes a `$ref`, so its
 * validator is emitted once (the `init` message carries a whole page and site).
 */
const SHARED: [id: string, exportName: string, schema: JsonSchema][] = [
  ['section', 'validateSectionShape', sectionShapeSchema],
  ['page', 'validatePageDocument', pageDocumentSchema],
  ['site', 'validateSiteDocument', siteDocumentSchema],
];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A deep copy of `schema` with every shared schema inside it (other than `self`) as a `$ref`. */
function withRefs(schema: unknown, self?: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => withRefs(s, self));
  if (!schema || typeof schema !== 'object') return schema;
  const json = JSON.stringify(schema);
  for (const [id, , shared] of SHARED)
    if (id !== self && JSON.stringify(shared) === json) return { $ref: id };
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, withRefs(v, self)]));
}

/** A CommonJS module's default export, however Node or a bundler exposes it. */
function cjsDefault(ns: unknown): unknown {
  let value = ns as { default?: unknown };
  while (value && typeof value === 'object' && 'default' in value) value = value.default as never;
  return value;
}

/**
 * Ajv's runtime helpers the generated code carries as functions of its own (their source, read
 * from Ajv here) instead of importing Ajv's CommonJS module. A CommonJS import makes the bundler
 * wrap it with its interop helpers, a chunk of their own that every importer then loads first:
 * the preview's entry, which needs the protocol's validators, loaded that chunk too (one more
 * request and one more level of its module graph before it could start), and the shared chunk
 * carried the interop (about 1 KB gzip before the first selection; docs/builder.md).
 */
const INLINED_HELPERS: Readonly<Record<string, { name: string; source: string }>> = {
  'ajv/dist/runtime/ucs2length': {
    name: 'ucs2length',
    source: String(cjsDefault(ucs2lengthModule)),
  },
};

/**
 * Ajv's ESM standalone output still reaches its runtime helpers with `require("…")`. Those of
 * INLINED_HELPERS become a function in the file; any other becomes an import, where `cjs()`
 * evens out how Node and bundlers expose a CommonJS module's exports.
 */
function toEsm(code: string): string {
  const modules: string[] = [];
  const inlined = new Set<string>();
  const body = code.replace(
    /require\("([^"]+)"\)(\.default)?/g,
    (_m, spec: string, dotDefault?: string) => {
      if (!ALLOWED_IMPORT.test(spec))
        throw new Error(`generated validators would import ${spec}; only Ajv runtime helpers may`);
      const helper = INLINED_HELPERS[spec];
      if (helper) {
        inlined.add(spec);
        return dotDefault ? helper.name : `{ default: ${helper.name} }`;
      }
      let i = modules.indexOf(spec);
      if (i < 0) i = modules.push(spec) - 1;
      return `cjs(rt${i})${dotDefault ?? ''}`;
    },
  );
  const head = [...inlined].map((spec) => INLINED_HELPERS[spec]!.source);
  if (modules.length > 0)
    head.push(
      ...modules.map((spec, i) => `import * as rt${i} from "${spec}.js";`),
      'function cjs(ns) { return ns.default && ns.default.__esModule ? ns.default : ns; }',
    );
  if (head.length === 0) return body;
  return body.replace(/^"use strict";/, `"use strict";\n${head.join('\n')}`);
}

/** An Ajv with the options of createAjv() (shared/validate.ts), emitting standalone ESM source. */
function standaloneAjv(): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    useDefaults: false,
    code: { source: true, esm: true, lines: true },
  });
  addFormats(ajv);
  return ajv;
}

/** The generated module's source text. */
export function generateValidators(): string {
  const ajv = standaloneAjv();
  const exports: Record<string, string> = {};
  for (const [id, exportName, schema] of SHARED) {
    ajv.addSchema(withRefs(schema, id) as object, id);
    exports[exportName] = id;
  }
  const records: string[] = [];
  for (const [side, schemas] of [
    ['editor', editorMessageSchemas],
    ['preview', previewMessageSchemas],
  ] as const) {
    const entries: string[] = [];
    for (const [type, schema] of Object.entries(schemas)) {
      const id = `${side}-${type}`;
      const exportName = `validate${capitalize(side)}${capitalize(type)}`;
      ajv.addSchema(withRefs(schema) as object, id);
      exports[exportName] = id;
      entries.push(`${JSON.stringify(type)}: ${exportName}`);
    }
    records.push(`export const ${side}MessageValidators = { ${entries.join(', ')} };`);
  }
  const code = toEsm(standaloneCode(ajv, exports));
  return [
    '// Generated by scripts/generate-validators.ts from schemas/documents.ts and',
    '// shared/preview-protocol.ts. Do not edit; run: node --import tsx scripts/generate-validators.ts',
    code,
    ...records,
    '',
  ].join('\n');
}

/** Keywords that only describe (labels, defaults for new values, the builder's hints). */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples', '$comment']);
/** Keywords whose value is one schema, and those whose value is a list or a map of schemas. */
const SUBSCHEMA = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else']);
const SUBSCHEMA_LIST = new Set(['oneOf', 'anyOf', 'allOf']);
const SUBSCHEMA_MAP = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/**
 * The schema without its annotations. Ajv's standalone code embeds the schema it was compiled
 * from (for the `allowedValues` of an enum error); the titles and the defaults are most of a
 * section schema and never change an answer, so they stay out of the browser's bundle. Only
 * keyword positions are stripped: a property named `title` is still a property.
 */
export function validationOnly(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(validationOnly);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) continue;
    if (SUBSCHEMA.has(key) || SUBSCHEMA_LIST.has(key)) out[key] = validationOnly(value);
    else if (SUBSCHEMA_MAP.has(key) && value && typeof value === 'object')
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, validationOnly(sub)]),
      );
    else out[key] = value;
  }
  return out;
}

/**
 * One form's validators as a module: `validate`, the whole value's validator (answers and
 * reasons exactly as createAjv() compiling `schema` would), and `formValidators`, every schema
 * @rjsf/core validates while it draws the form (the root, and each option of a oneOf, as rjsf's
 * schemaParser finds them), keyed as rjsf looks them up (hashForSchema), for
 * createPrecompiledValidator of @rjsf/validator-ajv8.
 */
export function generateFormModule(schema: JsonSchema, source: string): string {
  const ajv = standaloneAjv();
  const rootKey = hashForSchema(schema as RJSFSchema);
  const parsed = schemaParser(schema as RJSFSchema);
  if (!Object.hasOwn(parsed, rootKey)) throw new Error(`${source}: rjsf did not parse the root`);
  const exports: Record<string, string> = {};
  const entries: string[] = [];
  Object.keys(parsed)
    .sort((a, b) => (a === rootKey ? -1 : b === rootKey ? 1 : a < b ? -1 : 1))
    .forEach((key, i) => {
      const name = i === 0 ? 'validate' : `formValidator${i}`;
      // The rjsf key is the id: the hash of the full schema, annotations and all.
      ajv.addSchema({ ...(validationOnly(parsed[key]) as object), $id: key }, key);
      exports[name] = key;
      entries.push(`${JSON.stringify(key)}: ${name}`);
    });
  const code = toEsm(standaloneCode(ajv, exports));
  return [
    `// Generated by scripts/generate-validators.ts from ${source}.`,
    '// Do not edit; run: node --import tsx scripts/generate-validators.ts',
    code,
    `export const formValidators = { ${entries.join(', ')} };`,
    '',
  ].join('\n');
}

/** The types of a module of generateFormModule (plain JavaScript, so written beside it). */
export function generateFormModuleTypes(source: string): string {
  return [
    `// Types of the validators generated by scripts/generate-validators.ts from ${source}.`,
    "import type { PrecompiledValidator } from '../validators.js';",
    '',
    '/** The whole value: true when valid; else `errors` holds the reasons. */',
    'export declare const validate: PrecompiledValidator;',
    "/** What @rjsf validates while drawing the form, keyed by rjsf's hashForSchema. */",
    'export declare const formValidators: Readonly<Record<string, PrecompiledValidator>>;',
    '',
  ].join('\n');
}

/** Every generated file under shared/generated/ but validators.js: path → text. */
export function generateFormModules(): Map<string, string> {
  const files = new Map<string, string>();
  for (const meta of SECTION_METAS) {
    const source = `schemas/sections/${meta.type}.ts`;
    files.set(
      join(SECTION_VALIDATORS_DIR, `${meta.type}.js`),
      generateFormModule(meta.schema, source),
    );
    files.set(join(SECTION_VALIDATORS_DIR, `${meta.type}.d.ts`), generateFormModuleTypes(source));
  }
  for (const [name, schema] of Object.entries(FORM_SCHEMAS)) {
    const source = `the ${name} form's schema`;
    files.set(join(FORM_VALIDATORS_DIR, `${name}.js`), generateFormModule(schema, source));
    files.set(join(FORM_VALIDATORS_DIR, `${name}.d.ts`), generateFormModuleTypes(source));
  }
  return files;
}

/** The files now in the generated folders, for the staleness test and for pruning. */
export function existingFormModules(): string[] {
  return [SECTION_VALIDATORS_DIR, FORM_VALIDATORS_DIR].flatMap((dir) => {
    try {
      return readdirSync(dir).map((f) => join(dir, f));
    } catch {
      return [];
    }
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(VALIDATORS_FILE, generateValidators());
  console.log(`wrote ${VALIDATORS_FILE}`);
  const files = generateFormModules();
  // A section type that is gone leaves no module behind.
  for (const old of existingFormModules()) if (!files.has(old)) rmSync(old);
  for (const dir of [SECTION_VALIDATORS_DIR, FORM_VALIDATORS_DIR])
    mkdirSync(dir, { recursive: true });
  for (const [file, text] of files) writeFileSync(file, text);
  console.log(`wrote ${files.size} files in ${SECTION_VALIDATORS_DIR} and ${FORM_VALIDATORS_DIR}`);
}
