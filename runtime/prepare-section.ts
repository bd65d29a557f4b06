import type { Section } from '../schemas/types';
import { sanitizeBySchema, schemaHasHtml, type HtmlSanitizer } from '../shared/sanitize-schema';
import type { SectionDefinition, SectionRegistry } from './define-section';

export type SectionValidator = (section: Section) => string[] | null;

export type PreparedSection =
  | { ok: true; id: string; def: SectionDefinition; config: unknown }
  | { ok: false; id: string; problem: string };

const htmlCache = new WeakMap<object, boolean>();

/**
 * The one decision SSR and the builder preview share: is this section renderable, and with
 * which config? Unknown types and configs failing their schema are problems; HTML fields are
 * sanitized here, so no component ever sees unsanitized owner HTML.
 */
export function prepareSection(
  section: Section,
  opts: { registry: SectionRegistry; validate: SectionValidator; sanitize: HtmlSanitizer },
): PreparedSection {
  const id = typeof section?.id === 'string' ? section.id : '';
  const def = opts.registry.get(section?.type);
  if (!def) return { ok: false, id, problem: `unknown section type "${String(section?.type)}"` };
  const errors = opts.validate(section);
  if (errors) return { ok: false, id, problem: `invalid config: ${errors.join('; ')}` };
  let hasHtml = htmlCache.get(def.schema);
  if (hasHtml === undefined) htmlCache.set(def.schema, (hasHtml = schemaHasHtml(def.schema)));
  const config = hasHtml
    ? sanitizeBySchema(section.config, def.schema, opts.sanitize)
    : section.config;
  return { ok: true, id, def, config };
}
