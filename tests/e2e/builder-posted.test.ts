// The builder's e2e tests again on the postMessage path, which a cross-origin preview takes:
// `?previewTransport=post` makes the editor post every message, and the preview then posts
// back. builder.test.ts sees that it runs from this file and opens the builder so; every one of
// its tests must pass on this path as on the direct one.
import './builder.test';
