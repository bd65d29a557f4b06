import type { JsonSchema } from '../../schemas/types';

/** Escapes one JSON pointer segment (RFC 6901). */
export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Joins segments into a JSON pointer: [] → '', ['slides', 0, 'title'] → '/slides/0/title'. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${escapePointerSegment(String(s))}`).join('');
}

/** A JSON object (not an array, not null). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Property names a schema node may have, its oneOf/anyOf/allOf options included. */
function schemaKeys(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const options = [
    schema,
    ...(schema.oneOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.allOf ?? []),
  ];
  return options.flatMap((s) => Object.keys(s.properties ?? {}));
}

function childSchema(schema: JsonSchema | undefined, key: string): JsonSchema | undefined {
  if (!schema) return undefined;
  const options = [
    schema,
    ...(schema.oneOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.allOf ?? []),
  ];
  for (const s of options) {
    const sub = s.properties?.[key];
    if (sub) return sub;
  }
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}

/**
 * Maps an rjsf field id ('root_slides_0_title') to a JSON pointer ('/slides/0/title'). rjsf joins
 * path segments with a separator that property names may contain too, so the id is read against
 * the data and the schema: at each object the longest known key that fits wins. When a segment
 * cannot be placed, the pointer of the deepest field found is returned, which is coarser but
 * never points at the wrong field.
 */
export function fieldIdToPointer(
  id: string,
  options: { idPrefix: string; idSeparator?: string; data: unknown; schema?: JsonSchema },
): string {
  return toPointer(fieldIdToSegments(id, options));
}

/** fieldIdToPointer's path as segments: ['slides', 0, 'title']. */
export function fieldIdToSegments(
  id: string,
  options: { idPrefix: string; idSeparator?: string; data: unknown; schema?: JsonSchema },
): (string | number)[] {
  const sep = options.idSeparator ?? '_';
  if (id === options.idPrefix) return [];
  if (!id.startsWith(options.idPrefix + sep)) return [];
  let rest = id.slice(options.idPrefix.length + sep.length);
  let data = options.data;
  let schema = options.schema;
  const segments: (string | number)[] = [];
  while (rest) {
    if (Array.isArray(data) || (!isRecord(data) && schema?.type === 'array')) {
      const m = /^(\d+)/.exec(rest);
      if (!m?.[1]) break;
      const index = Number(m[1]);
      segments.push(index);
      data = Array.isArray(data) ? data[index] : undefined;
      schema = schema?.items;
      rest = rest.slice(m[1].length);
    } else {
      const keys = new Set([...schemaKeys(schema), ...(isRecord(data) ? Object.keys(data) : [])]);
      const key = [...keys]
        .filter((k) => rest === k || rest.startsWith(k + sep))
        .sort((a, b) => b.length - a.length)[0];
      if (key === undefined) break;
      segments.push(key);
      data = isRecord(data) ? data[key] : undefined;
      schema = childSchema(schema, key);
      rest = rest.slice(key.length);
    }
    if (rest.startsWith(sep)) rest = rest.slice(sep.length);
    else if (rest) break;
  }
  return segments;
}

/** The schema of the value at `segments` (through oneOf/anyOf/allOf options), if known. */
export function schemaAtSegments(
  schema: JsonSchema | undefined,
  segments: readonly (string | number)[],
): JsonSchema | undefined {
  let node = schema;
  for (const seg of segments)
    node =
      typeof seg === 'number'
        ? node?.type === 'array'
          ? node.items
          : undefined
        : childSchema(node, seg);
  return node;
}
