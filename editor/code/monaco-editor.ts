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

export const createCodeEditor: CreateCodeEditor = (host, options) => {
  const uri = Uri.parse(`inmemory://sitewright/code-${++counter}.json`);
  const key = uri.toString();
  if (options.schema) {
    schemas.set(key, options.schema);
    applySchemas();
  }
  const model = editor.createModel(options.value, 'json', uri);
  const view = editor.create(host, {
    model,
    ariaLabel: options.ariaLabel,
    automaticLayout: true,
    minimap: { enabled: false },
    fixedOverflowWidgets: true,
    scrollBeyondLastLine: false,
    wordWrap: 'on',
    tabSize: 2,
    fontSize: 13,
    renderValidationDecorations: 'on',
  });
  view.addCommand(KeyMod.CtrlCmd | KeyCode.Enter, options.onApplyShortcut);
  const sub = model.onDidChangeContent(() => options.onChange(model.getValue()));
  return {
    getValue: () => model.getValue(),
    focus: () => view.focus(),
    dispose() {
      sub.dispose();
      view.dispose();
      model.dispose();
      if (schemas.delete(key)) applySchemas();
    },
  };
};
