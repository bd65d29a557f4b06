// The validating parsers of the preview protocol, apart from the message types and schemas so
// the editor can load them after its first paint. The validators are the message schemas
// precompiled by scripts/generate-validators.ts (no Ajv compiler in the browser).
import {
  editorMessageValidators,
  previewMessageValidators,
  type PrecompiledValidator,
} from './generated/validators.js';
import {
  PREVIEW_PROTOCOL,
  PREVIEW_PROTOCOL_VERSION,
  type EditorMessage,
  type PreviewMessage,
} from './preview-protocol';

function createParser<M extends { type: string }>(
  validators: Readonly<Record<string, PrecompiledValidator>>,
): (data: unknown) => M | null {
  return (data) => {
    if (!data || typeof data !== 'object') return null;
    const { protocol, v, type } = data as Record<string, unknown>;
    if (protocol !== PREVIEW_PROTOCOL || v !== PREVIEW_PROTOCOL_VERSION) return null;
    // Own keys only, so '__proto__' or 'toString' never picks a validator.
    if (typeof type !== 'string' || !Object.hasOwn(validators, type)) return null;
    return validators[type]!(data) ? (data as M) : null;
  };
}

/** Parses a message the preview received: the message when it is valid, else null. */
export function createEditorMessageParser(): (data: unknown) => EditorMessage | null {
  return createParser<EditorMessage>(editorMessageValidators);
}

/** Parses a message the editor received: the message when it is valid, else null. */
export function createPreviewMessageParser(): (data: unknown) => PreviewMessage | null {
  return createParser<PreviewMessage>(previewMessageValidators);
}
