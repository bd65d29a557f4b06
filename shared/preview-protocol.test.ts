import { describe, expect, it } from 'vitest';
import { DEMO_WORKSPACES } from '../fixtures/index';
import {
  editorMessage,
  isTrustedEvent,
  previewMessage,
  PREVIEW_PROTOCOL,
  PREVIEW_PROTOCOL_VERSION,
} from './preview-protocol';
import { createEditorMessageParser, createPreviewMessageParser } from './preview-protocol-parse';

const demo = DEMO_WORKSPACES[0]!;
const page = demo.pages[0]!.doc;

describe('preview protocol', () => {
  const parseEditor = createEditorMessageParser();
  const parsePreview = createPreviewMessageParser();

  it('accepts each well-formed editor message', () => {
    const messages = [
      editorMessage({
        type: 'init',
        site: demo.site,
        page,
        path: '/',
        selectedId: null,
        seq: 1,
      }),
      editorMessage({ type: 'patch', order: page.sections.map((s) => s.id), upsert: [], seq: 2 }),
      editorMessage({ type: 'site', site: demo.site, seq: 3 }),
      editorMessage({ type: 'select', id: 'abc', scroll: true }),
      editorMessage({ type: 'hover', id: null }),
      editorMessage({ type: 'measure' }),
      editorMessage({ type: 'hello' }),
      editorMessage({
        type: 'init',
        site: demo.site,
        page,
        path: '/',
        selectedId: null,
        seq: 5,
        receiver: 'b'.repeat(32),
      }),
    ];
    for (const m of messages) expect(parseEditor(m), m.type).toEqual(m);
  });

  it('accepts each well-formed preview message', () => {
    const messages = [
      previewMessage({ type: 'ready' }),
      previewMessage({ type: 'ready', receiver: '0123456789abcdef0123456789abcdef' }),
      previewMessage({ type: 'rendered', seq: 4 }),
      previewMessage({ type: 'select', id: 'abc' }),
      previewMessage({ type: 'hover', id: 'abc' }),
      previewMessage({ type: 'layout', boxes: [{ id: 'a', top: 0, height: 10 }] }),
    ];
    for (const m of messages) expect(parsePreview(m), m.type).toEqual(m);
  });

  it('drops anything malformed', () => {
    const bad: unknown[] = [
      null,
      'select',
      42,
      { type: 'select', id: 'a', scroll: true },
      {
        protocol: PREVIEW_PROTOCOL,
        v: PREVIEW_PROTOCOL_VERSION + 1,
        type: 'select',
        id: 'a',
        scroll: true,
      },
      { protocol: 'other', v: PREVIEW_PROTOCOL_VERSION, type: 'select', id: 'a', scroll: true },
      { protocol: PREVIEW_PROTOCOL, v: PREVIEW_PROTOCOL_VERSION, type: 'nope' },
      { protocol: PREVIEW_PROTOCOL, v: PREVIEW_PROTOCOL_VERSION, type: '__proto__' },
      {
        protocol: PREVIEW_PROTOCOL,
        v: PREVIEW_PROTOCOL_VERSION,
        type: 'select',
        id: 7,
        scroll: true,
      },
      {
        protocol: PREVIEW_PROTOCOL,
        v: PREVIEW_PROTOCOL_VERSION,
        type: 'select',
        id: 'a',
        scroll: true,
        extra: 1,
      },
      {
        protocol: PREVIEW_PROTOCOL,
        v: PREVIEW_PROTOCOL_VERSION,
        type: 'patch',
        order: ['a'],
        upsert: [{ id: 'a' }],
        seq: 1,
      },
      {
        protocol: PREVIEW_PROTOCOL,
        v: PREVIEW_PROTOCOL_VERSION,
        type: 'patch',
        order: 'a',
        upsert: [],
        seq: 1,
      },
      {
        protocol: PREVIEW_PROTOCOL,
        v: PREVIEW_PROTOCOL_VERSION,
        type: 'init',
        site: {},
        page,
        path: '/',
        selectedId: null,
        seq: 1,
      },
      { ...editorMessage({ type: 'hello' }), receiver: 'a'.repeat(32) },
    ];
    for (const m of bad) expect(parseEditor(m), JSON.stringify(m)).toBeNull();
    expect(
      parsePreview({
        protocol: PREVIEW_PROTOCOL,
        v: PREVIEW_PROTOCOL_VERSION,
        type: 'rendered',
        seq: -1,
      }),
    ).toBeNull();
    expect(parsePreview(editorMessage({ type: 'measure' }))).toBeNull();
    // A receiver key is 16 to 64 characters.
    expect(parsePreview(previewMessage({ type: 'ready', receiver: 'short' }))).toBeNull();
  });

  it('trusts only the expected window at the exact origin', () => {
    const win = {} as MessageEventSource;
    const other = {} as MessageEventSource;
    const expected = { origin: 'http://shop.localhost:3000', source: win };
    expect(isTrustedEvent({ origin: 'http://shop.localhost:3000', source: win }, expected)).toBe(
      true,
    );
    expect(isTrustedEvent({ origin: 'http://shop.localhost:3001', source: win }, expected)).toBe(
      false,
    );
    expect(isTrustedEvent({ origin: 'http://evil.localhost:3000', source: win }, expected)).toBe(
      false,
    );
    expect(isTrustedEvent({ origin: 'http://shop.localhost:3000', source: other }, expected)).toBe(
      false,
    );
    expect(
      isTrustedEvent(
        { origin: 'http://shop.localhost:3000', source: null },
        { ...expected, source: null },
      ),
    ).toBe(false);
  });
});
