import type { Registry } from '@rjsf/utils';
import {
  EMPTY_SOURCES,
  createPickerSources,
  type InspectorSources,
  type PickerSources,
} from './sources';

/** What every inspector form hands its widgets through rjsf's `formContext`. */
export type InspectorFormContext = { sources: InspectorSources; pickers: PickerSources };

export function createFormContext(sources: InspectorSources): InspectorFormContext {
  return { sources, pickers: createPickerSources(sources) };
}

const FALLBACK = createFormContext(EMPTY_SOURCES);

/** The form's context, or sources that have nothing when a form was rendered without any. */
export function inspectorContext(registry: Registry): InspectorFormContext {
  const ctx = registry.formContext as Partial<InspectorFormContext> | undefined;
  return ctx?.sources && ctx.pickers ? (ctx as InspectorFormContext) : FALLBACK;
}
