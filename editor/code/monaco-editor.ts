// The code view's monaco, loaded on demand: the editor core, the JSON language and a few
// editing features, bundled locally with both workers. Never the whole 'monaco-editor' entry,
// which registers every language. No CDN, no network.
import { editor, KeyCode, KeyMod, Uri } from 'monaco-editor/editor';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/format/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/wordOperations/register';
// Schema-driven completion of property names and enum values.
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import type { JsonSchema } from '../../schemas/types';
import type { CreateCodeEditor } from './editor-types';

type MonacoEnvironment = { getWorker(workerId: string, label: string): Worker };
(self as unknown as { MonacoEnvironment: MonacoEnvironment }).MonacoEnvironment = {
  getWorker: (_workerId, label) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

// One schema per open model; the JSON worker matches them by the model's URI.
const schemas = new Map<string, JsonSchema>();
function applySchemas() {
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    trailingCommas: 'error',
    enableSchemaRequest: false,
    schemaValidation: 'error',
    schemas: [...schemas].map(([uri, schema]) => ({
      uri: `${uri}#schema`,
      fileMatch: [uri],
      schema,
    })),
  });
}

let counter = 0;

type Made = {
  /** The element monaco was created in (its automatic layout watches this one). */
  box: HTMLElement;
  view: editor.IStandaloneCodeEditor;
  model: editor.ITextModel;
  key: string;
};

/** A new editor in a box of its own inside `parent`. */
function make(parent: HTMLElement, value: string, ariaLabel: string): Made {
  const uri = Uri.parse(`inmemory://sitewright/code-${++counter}.json`);
  const box = parent.ownerDocument.createElement('div');
  box.className = 'swe-code__box';
  parent.append(box);
  const model = editor.createModel(value, 'json', uri);
  const view = editor.create(box, {
    model,
    ariaLabel,
    automaticLayout: true,
    minimap: { enabled: false },
    fixedOverflowWidgets: true,
    scrollBeyondLastLine: false,
    wordWrap: 'on',
    tabSize: 2,
    fontSize: 13,
    renderValidationDecorations: 'on',
  });
  return { box, view, model, key: uri.toString() };
}

// An editor made ahead of the code view's first open (warmCodeEditor), taken by that open.
let spare: Made | null = null;

export const createCodeEditor: CreateCodeEditor = (host, options) => {
  let made: Made;
  if (spare && spare.box.ownerDocument === host.ownerDocument) {
    // Moved whole (its box with it), so its automatic layout follows the dialog's size.
    made = spare;
    spare = null;
    host.append(made.box);
    made.box.removeAttribute('style');
    made.box.removeAttribute('aria-hidden');
    made.model.setValue(options.value);
    made.view.updateOptions({ ariaLabel: options.ariaLabel });
    made.view.layout();
  } else made = make(host, options.value, options.ariaLabel);
  const { box, view, model, key } = made;
  if (options.schema) {
    schemas.set(key, options.schema);
    applySchemas();
  }
  view.addCommand(KeyMod.CtrlCmd | KeyCode.Enter, options.onApplyShortcut);
  const sub = model.onDidChangeContent(() => options.onChange(model.getValue()));
  return {
    getValue: () => model.getValue(),
    focus: () => view.focus(),
    dispose() {
      sub.dispose();
      view.dispose();
      model.dispose();
      box.remove();
      if (schemas.delete(key)) applySchemas();
    },
  };
};

/**
 * Makes the code view's editor ahead of its first open, off screen: monaco's services, its
 * theme's CSS and icons, the JSON mode's chunk and worker all start now (the owner is idle:
 * shell/code-dialog.ts), and the first open takes this editor (moved into the dialog, given its
 * text) instead of making one. Kept rather than dropped: an editor disposed right after it was
 * made leaves monaco's deferred work to fail later ("depends on UNKNOWN service").
 */
export function warmCodeEditor(doc: Document = document): void {
  if (spare) return;
  spare = make(doc.body, '{}', 'JSON');
  spare.box.setAttribute('aria-hidden', 'true');
  spare.box.style.cssText = 'position:fixed;left:-10000px;top:0;width:480px;height:240px';
}
