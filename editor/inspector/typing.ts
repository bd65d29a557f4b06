// What a keystroke in one of the form's plain text fields is about to make of the form's value,
// read from the `input` event before rjsf has handled it. The inspector hands it to the preview
// ahead of the store (PreviewHost.predict), so the preview's DOM has the letter without waiting
// for the form's own re-render; SchemaForm hands rjsf the keystroke once the frame showing it
// has been painted, and the store's change that follows wins.
import type { JsonSchema } from '../../schemas/types';
import { fieldIdToSegments, isRecord, schemaAtSegments, toPointer } from './field-path';

type Path = readonly (string | number)[];

/** `data` with `value` at `path`, copying only the containers on the way; null if one is missing. */
export function withValueAt(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    if (!Array.isArray(data) || head >= data.length) return null;
    const inner = withValueAt(data[head], rest, value);
    if (inner === null) return null;
    const copy = data.slice();
    copy[head] = inner;
    return copy;
  }
  if (!isRecord(data) || head === undefined) return null;
  if (rest.length > 0 && !(head in data)) return null;
  const inner = withValueAt(data[head], rest, value);
  if (inner === null) return null;
  return { ...data, [head]: inner };
}

/**
 * The form's next value and the changed field's JSON pointer when `target` is one of rjsf's own
 * text inputs or textareas (class `form-control`) for a plain string field (no enum, const or
 * format) holding some text; null for anything else (rjsf turns '' into "no value", a format
 * may be coerced, a custom widget has its own rules), which then simply takes the usual path.
 */
export function typedChange(
  target: EventTarget | null,
  options: { idPrefix: string; schema: JsonSchema; data: unknown },
): { value: unknown; pointer: string } | null {
  const el = target as Partial<HTMLInputElement> | null;
  if (!el || typeof el.value !== 'string' || !el.id || el.value === '') return null;
  const tag = (el as { tagName?: string }).tagName;
  const plain = tag === 'TEXTAREA' || (tag === 'INPUT' && el.type === 'text');
  if (!plain || !el.classList?.contains('form-control')) return null;
  const path = fieldIdToSegments(el.id, { ...options });
  // Only an id read to its end names the field exactly.
  if (path.length === 0 || [options.idPrefix, ...path].join('_') !== el.id) return null;
  const node = schemaAtSegments(options.schema, path);
  if (
    node?.type !== 'string' ||
    node.enum !== undefined ||
    node.const !== undefined ||
    node.format !== undefined
  )
    return null;
  const value = withValueAt(options.data, path, el.value);
  return value === null ? null : { value, pointer: toPointer(path) };
}
