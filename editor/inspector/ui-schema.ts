import type { UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '../../schemas/types';

/** A titled group of top-level fields, rendered under a heading by the object template. */
export type FieldGroup = { title: string; fields: string[] };

/** Top-level keys that decide how a section is laid out rather than what it says. */
const LAYOUT_KEYS = new Set([
  'width',
  'alignment',
  'align',
  'height',
  'columns',
  'imagePosition',
  'autoplay',
  'sticky',
  'transparent',
  'mobileMenuSide',
]);
const STYLE_KEYS = new Set(['overlay', 'alternateBackground']);

/** Forms with fewer top-level fields than this are short enough to show without headings. */
const GROUP_THRESHOLD = 6;

/** The variants a property applies to, from its `x-variants` annotation; undefined means all. */
export function variantsOf(schema: JsonSchema): readonly string[] | undefined {
  const v = schema['x-variants'];
  return Array.isArray(v) ? (v as string[]) : undefined;
}

function groupOf(key: string, sub: JsonSchema, variantKey: string): 'content' | 'layout' | 'style' {
  if (key === variantKey || LAYOUT_KEYS.has(key)) return 'layout';
  if (STYLE_KEYS.has(key) || sub['x-widget'] === 'color') return 'style';
  return 'content';
}

/**
 * Groups a section schema's top-level fields: content first, then layout, then style. Short
 * forms and forms whose fields all fall in one group get no groups.
 */
export function fieldGroupsFor(schema: JsonSchema, variantKey = 'variant'): FieldGroup[] | null {
  const entries = Object.entries(schema.properties ?? {});
  if (entries.length < GROUP_THRESHOLD) return null;
  const groups: FieldGroup[] = [
    { title: 'Content', fields: [] },
    { title: 'Layout', fields: [] },
    { title: 'Style', fields: [] },
  ];
  const index = { content: 0, layout: 1, style: 2 } as const;
  for (const [key, sub] of entries) groups[index[groupOf(key, sub, variantKey)]]?.fields.push(key);
  const used = groups.filter((g) => g.fields.length > 0);
  return used.length > 1 ? used : null;
}

/** uiSchema hiding, under `schema`, every property whose `x-variants` leaves out `variant`. */
function hideOtherVariants(schema: JsonSchema, variant: string | undefined): UiSchema | undefined {
  let ui: UiSchema | undefined;
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    const only = variantsOf(sub);
    let child: UiSchema | undefined;
    if (only && variant !== undefined && !only.includes(variant)) {
      child = { 'ui:widget': 'hidden' };
    } else if (sub.type === 'array' && sub.items) {
      const items = hideOtherVariants(sub.items, variant);
      if (items) child = { items };
    } else if (sub.properties) {
      child = hideOtherVariants(sub, variant);
    }
    if (child) (ui ??= {})[key] = child;
  }
  return ui;
}

/** A listing's switch (SPEC §3), the group it turns on, and the grid's own filter controls. */
const LISTING_SWITCH = 'showDynamicContent';
const LISTING_FILTER = 'dynamicContentFilter';
const FILTER_CONTROLS = 'showFilter';

/**
 * The label of the switch that has turned the schema's listing group off in `config`, or null
 * (no such group, or it is on). Off unless exactly true, as the server reads it.
 */
function listingSwitchedOff(schema: JsonSchema, config: unknown): string | null {
  const props = schema.properties;
  const toggle = props?.[LISTING_SWITCH];
  if (!toggle || !props?.[LISTING_FILTER]) return null;
  const on =
    config && typeof config === 'object'
      ? (config as Record<string, unknown>)[LISTING_SWITCH]
      : undefined;
  return on === true ? null : (toggle.title ?? LISTING_SWITCH);
}

const cache = new WeakMap<JsonSchema, Map<string, UiSchema>>();

/**
 * The uiSchema of a section form: fields marked `x-variants` show only for their variants, long
 * forms are grouped (content, layout, style), and a listing's `dynamicContentFilter` is told
 * (`ui:options.switchedOffBy`, the switch's label) while `showDynamicContent` is off, and
 * (`sideFilter: false`) when its section has no filter controls to go with a side filter. Answers the
 * same object for the same schema, variant and switch, so a keystroke never hands rjsf a new
 * uiSchema.
 */
export function uiSchemaFor(schema: JsonSchema, config: unknown, variantKey = 'variant'): UiSchema {
  const raw =
    config && typeof config === 'object'
      ? (config as Record<string, unknown>)[variantKey]
      : undefined;
  const variant = typeof raw === 'string' ? raw : undefined;
  let byVariant = cache.get(schema);
  if (!byVariant) cache.set(schema, (byVariant = new Map()));
  const off = listingSwitchedOff(schema, config);
  const key = off === null ? (variant ?? '') : `${variant ?? ''}\n${off}`;
  const hit = byVariant.get(key);
  if (hit) return hit;
  const ui: UiSchema = { ...hideOtherVariants(schema, variant) };
  if (schema.properties?.[LISTING_FILTER]) {
    const options: Record<string, unknown> = {};
    if (off !== null) options.switchedOffBy = off;
    // The side filter is the grid's (it has filter controls); a list has no place for one.
    if (!schema.properties[FILTER_CONTROLS]) options.sideFilter = false;
    if (Object.keys(options).length) {
      const own = ui[LISTING_FILTER] as UiSchema | undefined;
      ui[LISTING_FILTER] = {
        ...own,
        'ui:options': { ...(own?.['ui:options'] as object | undefined), ...options },
      };
    }
  }
  const groups = fieldGroupsFor(schema, variantKey);
  if (groups) ui['ui:groups'] = groups;
  byVariant.set(key, ui);
  return ui;
}
