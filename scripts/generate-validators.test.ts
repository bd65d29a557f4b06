import { readFileSync } from 'node:fs';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { DEMO_WORKSPACES } from '../fixtures/index';
import { defaultsFromSchema } from '../schemas/defaults';
import { pageDocumentSchema, sectionShapeSchema, siteDocumentSchema } from '../schemas/documents';
import type { JsonSchema } from '../schemas/types';
import * as generated from '../shared/generated/validators.js';
import type { PrecompiledValidator } from '../shared/generated/validators.js';
import {
  editorMessage,
  editorMessageSchemas,
  previewMessage,
  previewMessageSchemas,
} from '../shared/preview-protocol';
import { createAjv, formatSchemaErrors } from '../shared/validate';
import { SECTION_METAS } from '../schemas/section-metas';
import { checkSection, checkSectionWhenLoaded } from '../shared/section-validate';
import {
  loadedSectionValidator,
  loadSectionValidator,
  loadSectionValidators,
  SECTION_VALIDATOR_LOADERS,
  type SectionValidatorModule,
} from '../shared/section-validators';
import { createSectionValidator } from '../shared/validate';
import {
  existingFormModules,
  FORM_SCHEMAS,
  FORM_VALIDATORS_DIR,
  generateFormModules,
  generateValidators,
  validationOnly,
  VALIDATORS_FILE,
} from './generate-validators';

const demo = DEMO_WORKSPACES[0]!;
const page = demo.pages[0]!.doc;
const section = page.sections[0]!;

/** Valid values and near misses of each shape, to compare two validators on. */
function variants(value: Record<string, unknown>): unknown[] {
  const out: unknown[] = [value, null, [], 'x', { ...value, extra: 1 }];
  for (const key of Object.keys(value)) {
    const { [key]: _dropped, ...rest } = value;
    out.push(rest, { ...value, [key]: 42 }, { ...value, [key]: '' }, { ...value, [key]: null });
  }
  return out;
}

/**
 * Near misses inside a value too: `variants` of every object in it (array items, nested groups),
 * down to `depth` levels, each put back in place.
 */
function deepVariants(value: unknown, depth = 3): unknown[] {
  if (depth === 0 || !value || typeof value !== 'object') return [];
  const out: unknown[] = [];
  if (Array.isArray(value)) {
    value.slice(0, 2).forEach((item, i) => {
      for (const v of [...deepVariants(item, depth - 1), null, 'x'])
        out.push(value.map((x, j) => (j === i ? v : x)));
    });
    out.push([...value, ...value, ...value, ...value, ...value, ...value, ...value, ...value]);
    return out;
  }
  const record = value as Record<string, unknown>;
  out.push(...variants(record));
  for (const [key, inner] of Object.entries(record))
    for (const v of deepVariants(inner, depth - 1)) out.push({ ...record, [key]: v });
  return out;
}

/** Values just inside and just outside each limit a schema sets (lengths, counts, ranges, enums). */
function edgesOf(schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  const { minLength, maxLength, minimum, maximum, minItems, maxItems } = schema;
  for (const n of [minLength, maxLength])
    if (n !== undefined) out.push('é'.repeat(n), 'x'.repeat(n + 1));
  if (minLength) out.push('x'.repeat(minLength - 1));
  for (const n of [minimum, maximum]) if (n !== undefined) out.push(n, n - 1, n + 1, n + 0.5);
  const item = schema.items ? defaultsFromSchema(schema.items) : 'x';
  if (minItems) out.push(Array.from({ length: minItems - 1 }, () => item));
  if (maxItems !== undefined) out.push(Array.from({ length: maxItems + 1 }, () => item));
  if (schema.enum) out.push(`${String(schema.enum[0])}!`);
  if (schema.pattern) out.push('no match', 'https://example.com/a.png', '#12345g');
  return out;
}

/**
 * `value` with one field at a time set to an edge of its schema (edgesOf), through nested
 * objects and the first item of arrays.
 */
function edgeVariants(schema: JsonSchema, value: unknown, depth = 4): unknown[] {
  const out = edgesOf(schema);
  if (depth === 0) return out;
  if (schema.properties && value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const [key, sub] of Object.entries(schema.properties)) {
      const inner = record[key] ?? defaultsFromSchema(sub);
      for (const v of edgeVariants(sub, inner, depth - 1)) out.push({ ...record, [key]: v });
    }
  }
  if (schema.items && Array.isArray(value) && value.length > 0)
    for (const v of edgeVariants(schema.items, value[0], depth - 1))
      out.push([v, ...value.slice(1)]);
  return out;
}

/** The precompiled validator and Ajv's compiled one agree on validity and on the reasons. */
function expectSameAs(validate: PrecompiledValidator, schema: JsonSchema, samples: unknown[]) {
  const compiled = createAjv().compile(schema as object);
  for (const sample of samples) {
    const label = JSON.stringify(sample)?.slice(0, 200);
    expect(validate(sample), label).toBe(compiled(sample));
    expect(formatSchemaErrors(validate.errors), label).toEqual(formatSchemaErrors(compiled.errors));
  }
}

/**
 * As expectSameAs, and the errors are the same objects field for field (keyword, params, paths):
 * the builder's forms turn them into their own messages.
 */
function expectSameErrors(validate: PrecompiledValidator, schema: JsonSchema, samples: unknown[]) {
  const compiled = createAjv().compile(schema as object);
  for (const sample of samples) {
    const label = JSON.stringify(sample)?.slice(0, 200);
    expect(validate(sample), label).toBe(compiled(sample));
    expect(validate.errors ?? null, label).toEqual(compiled.errors ?? null);
  }
}

/** Every section of the demo sites, headers and footers included. */
const DEMO_SECTIONS = DEMO_WORKSPACES.flatMap((d) => [
  ...d.pages.flatMap((p) => p.doc.sections),
  ...[d.site.header, d.site.footer].filter((x) => x !== null),
]);

/** A form module's answers against Ajv's compile of the schema it was generated from. */
function expectFormModule(module: SectionValidatorModule, schema: JsonSchema, samples: unknown[]) {
  expectSameErrors(module.validate, schema, samples);
  // rjsf looks up exactly the schemas its parser finds; each answers as compiled.
  const parsed = schemaParser(schema as RJSFSchema);
  expect(Object.keys(module.formValidators).sort()).toEqual(Object.keys(parsed).sort());
  for (const [key, sub] of Object.entries(parsed)) {
    const validate = module.formValidators[key]!;
    const subSamples = samples.flatMap((s) => {
      // A oneOf option is asked about the items it may describe: every block of the samples.
      const blocks = s && typeof s === 'object' ? (s as { blocks?: unknown }).blocks : undefined;
      return Array.isArray(blocks) ? blocks : [s];
    });
    const { $id: _id, ...withoutId } = sub as JsonSchema & { $id?: string };
    expectSameAs(validate, withoutId as JsonSchema, subSamples);
  }
}

describe('the precompiled validators', () => {
  it('are up to date with the schemas', () => {
    const committed = readFileSync(VALIDATORS_FILE, 'utf8');
    expect(
      committed === generateValidators(),
      'shared/generated/validators.js is stale: run node --import tsx scripts/generate-validators.ts',
    ).toBe(true);
  });

  it('of the sections and the forms are up to date with their schemas, one module per type', () => {
    const files = generateFormModules();
    expect(existingFormModules().sort(), 'a generated module too many or missing').toEqual(
      [...files.keys()].sort(),
    );
    for (const [file, text] of files)
      expect(
        readFileSync(file, 'utf8') === text,
        `${file} is stale: run node --import tsx scripts/generate-validators.ts`,
      ).toBe(true);
  });

  it('of the sections are loaded by type, from a list of exactly the section types', async () => {
    expect(Object.keys(SECTION_VALIDATOR_LOADERS).sort()).toEqual(
      SECTION_METAS.map((m) => m.type).sort(),
    );
    expect(loadedSectionValidator('faq')).toBeUndefined();
    expect(checkSection({ id: 'x', type: 'faq', config: {} })).toBeUndefined();
    const validate = await loadSectionValidator('faq');
    expect(validate).toBeTypeOf('function');
    expect(loadedSectionValidator('faq')).toBe(validate);
    expect(await loadSectionValidator('no-such-type')).toBeUndefined();
    expect(await loadSectionValidator('constructor')).toBeUndefined();
  });

  it('of the sections answer as the compiled ones do, on every demo section and near misses', async () => {
    const compiled = createSectionValidator(SECTION_METAS);
    expect(DEMO_SECTIONS.length).toBeGreaterThan(20);
    for (const s of DEMO_SECTIONS) {
      const config = s.config as Record<string, unknown>;
      for (const variant of [...variants(config), ...deepVariants(config, 2)]) {
        const probe = { ...s, config: variant } as typeof s;
        expect(
          await checkSectionWhenLoaded(probe),
          `${s.type} ${JSON.stringify(variant)?.slice(0, 120)}`,
        ).toEqual(compiled(probe));
      }
    }
    const odd = [
      { id: 'x', type: 'no-such-type', config: {} },
      { id: 'x', type: 'constructor', config: {} },
      { id: 'x', type: 42, config: {} },
      null,
    ] as unknown as Parameters<typeof checkSection>[0][];
    for (const s of odd) {
      expect(checkSection(s)).toEqual(compiled(s));
      expect(await checkSectionWhenLoaded(s)).toEqual(compiled(s));
    }
  });

  // Every section type and form against Ajv on hundreds of values: a few seconds, and over 5 s
  // beside the other test files on the 2-core machine CI uses, hence its own timeout.
  it('of every section type and form agree with Ajv, error for error, on valid and invalid values', async () => {
    for (const meta of SECTION_METAS) {
      const module = await loadSectionValidators(meta.type);
      const defaults = defaultsFromSchema(meta.schema);
      const demo = DEMO_SECTIONS.filter((s) => s.type === meta.type).map((s) => s.config);
      const samples = [defaults, ...demo, ...variants(defaults as Record<string, unknown>)];
      samples.push(...deepVariants(defaults), ...demo.flatMap((c) => deepVariants(c, 2)));
      samples.push(...[defaults, ...demo].flatMap((c) => edgeVariants(meta.schema, c)));
      expect(module!.validate(defaults), `${meta.type}: its defaults are valid`).toBe(true);
      expectFormModule(module!, meta.schema, samples);
    }
    for (const [name, schema] of Object.entries(FORM_SCHEMAS)) {
      const module = (await import(
        /* @vite-ignore */ `${FORM_VALIDATORS_DIR}${name}.js`
      )) as SectionValidatorModule;
      const value =
        name === 'theme'
          ? demo.site.theme
          : { title: page.title, path: '/', seo: { title: 'Home', image: '/demo/a.svg' } };
      const samples = [value, ...variants(value), ...deepVariants(value)];
      samples.push(...edgeVariants(schema, value));
      expect(module.validate(value), name).toBe(true);
      expectFormModule(module, schema, samples);
    }
  }, 30_000);

  it('leave out only annotations, never a property that happens to be named like one', () => {
    const schema = {
      type: 'object',
      title: 'T',
      'x-widget': 'w',
      properties: {
        title: { type: 'string', title: 'Title', default: 'a', maxLength: 3 },
        default: { enum: ['a', 'b'], description: 'd' },
        items: { type: 'array', items: { title: 'I', type: 'string' } },
      },
      oneOf: [{ title: 'A', required: ['title'] }, { required: ['default'] }],
    } as JsonSchema;
    expect(validationOnly(schema)).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string', maxLength: 3 },
        default: { enum: ['a', 'b'] },
        items: { type: 'array', items: { type: 'string' } },
      },
      oneOf: [{ required: ['title'] }, { required: ['default'] }],
    });
  });

  it("import nothing: Ajv's runtime helpers are functions of their own", () => {
    // A CommonJS helper imported would take the bundler's interop chunk with it, one more level
    // of the preview entry's module graph before the preview can start.
    const files = [
      VALIDATORS_FILE,
      ...[...generateFormModules().keys()].filter((f) => f.endsWith('.js')),
    ];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const specifiers = [...source.matchAll(/\bfrom\s+"([^"]+)"|\bimport\s*\(|\brequire\s*\(/g)];
      expect(
        specifiers.map(([match]) => match),
        file,
      ).toEqual([]);
    }
    // The length of a string as Ajv counts it (an astral character is one), used by maxLength.
    expect(readFileSync(VALIDATORS_FILE, 'utf8')).toMatch(/^function ucs2length\(str\)/m);
  });

  it('agree with Ajv on documents and sections', () => {
    const sites = DEMO_WORKSPACES.map((d) => d.site);
    const pages = DEMO_WORKSPACES.flatMap((d) => d.pages.map((p) => p.doc));
    expectSameAs(generated.validateSectionShape, sectionShapeSchema, [
      ...variants(section),
      { ...section, id: 'has space' },
      { ...section, type: 'x'.repeat(65) },
    ]);
    expectSameAs(generated.validatePageDocument, pageDocumentSchema, [
      ...pages,
      ...variants(page),
      { ...page, sections: [{ ...section, hidden: 'yes' }, { id: 'a' }] },
      { ...page, title: '😀'.repeat(120) },
      { ...page, title: '😀'.repeat(121) },
    ]);
    expectSameAs(generated.validateSiteDocument, siteDocumentSchema, [
      ...sites,
      ...variants(demo.site),
      { ...demo.site, theme: { ...demo.site.theme, colors: { primaryAccent: 'red' } } },
      { ...demo.site, header: { ...section, config: [] } },
    ]);
  });

  it('agree with Ajv on every preview-protocol message', () => {
    const editor = [
      editorMessage({ type: 'init', site: demo.site, page, path: '/', selectedId: null, seq: 1 }),
      editorMessage({ type: 'patch', order: ['a'], upsert: [section], seq: 2 }),
      editorMessage({ type: 'site', site: demo.site, seq: 3 }),
      editorMessage({ type: 'select', id: 'abc', scroll: true }),
      editorMessage({ type: 'hover', id: null }),
      editorMessage({ type: 'measure' }),
    ];
    const preview = [
      previewMessage({ type: 'ready' }),
      previewMessage({ type: 'rendered', seq: 4 }),
      previewMessage({ type: 'select', id: 'abc' }),
      previewMessage({ type: 'hover', id: 'abc' }),
      previewMessage({ type: 'layout', boxes: [{ id: 'a', top: 0, height: 10 }] }),
    ];
    for (const [messages, validators, schemas] of [
      [editor, generated.editorMessageValidators, editorMessageSchemas],
      [preview, generated.previewMessageValidators, previewMessageSchemas],
    ] as const) {
      expect(Object.keys(validators).sort()).toEqual(Object.keys(schemas).sort());
      for (const m of messages) {
        const type = m.type as keyof typeof validators;
        const validate = validators[type] as PrecompiledValidator;
        expectSameAs(validate, schemas[type] as JsonSchema, variants(m));
      }
    }
  });
});
