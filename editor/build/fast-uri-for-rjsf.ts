// What @rjsf/utils asks of fast-uri, on the WHATWG URL the browser has. rjsf calls it only to
// resolve `$ref`s against `$id`s (findSchemaDefinition.js: `equal` and `resolve`), and no schema
// the editor's forms show has either (fast-uri-for-rjsf.test.ts checks every one). fast-uri is
// ~7 KB gzipped of the inspector's chunk, which loads by the first selection; the code view's
// Ajv, which does parse URIs, keeps the real one (vite.editor.config.ts swaps it for rjsf's
// import only).

function normalize(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

function resolve(base: string | undefined, ref: string): string {
  if (!base) return ref;
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

function equal(a: string, b: string): boolean {
  return normalize(a) === normalize(b);
}

export default { equal, resolve, normalize };
