import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_WORKSPACES } from '../fixtures/index';
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
import { sectionValidators } from '../shared/generated/section-validators.js';
import { checkSection } from '../shared/section-validate';
import { createSectionValidator } from '../shared/validate';
import {
  generateSectionValidators,
  generateValidators,
  SECTION_VALIDATORS_FILE,
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

/** The precompiled validator and Ajv's compiled one agree on validity and on the reasons. */
function expectSameAs(validate: PrecompiledValidator, schema: JsonSchema, samples: unknown[]) {
  const compiled = createAjv().compile(schema as object);
  for (const sample of samples) {
    const label = JSON.stringify(sample)?.slice(0, 200);
    expect(validate(sample), label).toBe(compiled(sample));
    expect(formatSchemaErrors(validate.errors), label).toEqual(formatSchemaErrors(compiled.errors));
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

  it('of the sections are up to date with the section schemas', () => {
    expect(
      readFileSync(SECTION_VALIDATORS_FILE, 'utf8') === generateSectionValidators(),
      'shared/generated/section-validators.js is stale: run node --import tsx scripts/generate-validators.ts',
    ).toBe(true);
    expect(Object.keys(sectionValidators).sort()).toEqual(SECTION_METAS.map((m) => m.type).sort());
  });

  it('of the sections answer as the compiled ones do, on every demo section and near misses', () => {
    const compiled = createSectionValidator(SECTION_METAS);
    const sections = DEMO_WORKSPACES.flatMap((d) => [
      ...d.pages.flatMap((p) => p.doc.sections),
      ...[d.site.header, d.site.footer].filter((x) => x !== null),
    ]);
    expect(sections.length).toBeGreaterThan(20);
    for (const s of sections) {
      const config = s.config as Record<string, unknown>;
      for (const variant of variants(config)) {
        const probe = { ...s, config: variant } as typeof s;
        expect(checkSection(probe), `${s.type} ${JSON.stringify(variant)?.slice(0, 120)}`).toEqual(
          compiled(probe),
        );
      }
    }
    const odd = [
      { id: 'x', type: 'no-such-type', config: {} },
      { id: 'x', type: 'constructor', config: {} },
      null,
    ] as unknown as Parameters<typeof checkSection>[0][];
    for (const s of odd) expect(checkSection(s)).toEqual(compiled(s));
  });

  it('import nothing but Ajv runtime helpers', () => {
    const source = readFileSync(VALIDATORS_FILE, 'utf8');
    const specifiers = [...source.matchAll(/\bfrom\s+"([^"]+)"|\bimport\s*\(|\brequire\s*\(/g)];
    expect(specifiers.length).toBeGreaterThan(0);
    for (const [match, spec] of specifiers)
      expect(spec, match).toMatch(/^ajv\/dist\/runtime\/[a-zA-Z0-9]+\.js$/);
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
