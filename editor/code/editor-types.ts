import type { JsonSchema } from '../../schemas/types';

/** A mounted JSON editor: what the code view needs from monaco (or a stand-in in tests). */
export type CodeEditorHandle = {
  getValue(): string;
  focus(): void;
  dispose(): void;
};

export type CodeEditorOptions = {
  value: string;
  /** When given, the editor checks the text against it as you type (inline diagnostics). */
  schema?: JsonSchema;
  onChange(text: string): void;
  /** Ctrl/Cmd+Enter. */
  onApplyShortcut(): void;
  ariaLabel: string;
};

export type CreateCodeEditor = (host: HTMLElement, options: CodeEditorOptions) => CodeEditorHandle;

/** Loads the editor implementation; the default imports monaco on demand. */
export type LoadCodeEditor = () => Promise<{ createCodeEditor: CreateCodeEditor }>;
