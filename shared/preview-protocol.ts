// The editor ⇄ preview message protocol. The editor (at /admin/builder) and the preview iframe
// (/admin/preview on the workspace's host) talk only through these messages, validated against
// the schemas below on the receiving side before anything acts on them; anything else is dropped.
//
// Two ways to deliver them, chosen at the handshake:
// - direct: when the two windows are same-origin (they always are today), each side calls a
//   receiver function the other registered on its window (PREVIEW_RECEIVER, EDITOR_RECEIVER),
//   passing the key the other announced: the preview's in `ready`, the editor's in `init`. The
//   keys travel only in posted messages with an exact target origin, so a call without the right
//   key (from any other window or script) is refused. A keystroke's edit then reaches the
//   preview's DOM inside the keystroke's own event, instead of after the next frame, which is
//   when the browser runs a posted message.
// - posted: `postMessage` with the exact target origin, `event.origin` and `event.source`
//   checked; the path of a cross-origin preview, and of the handshake itself (`hello`, `ready`,
//   and `rendered`, which is not on a keystroke's path).
// Messages from another realm are plain objects to the parsers: no `instanceof` anywhere.
import { pageDocumentSchema, sectionShapeSchema, siteDocumentSchema } from '../schemas/documents';
import type { JsonSchema, PageDocument, Section, SiteDocument } from '../schemas/types';

export const PREVIEW_PROTOCOL = 'sitewright-preview';
export const PREVIEW_PROTOCOL_VERSION = 2;

type Envelope = { protocol: typeof PREVIEW_PROTOCOL; v: typeof PREVIEW_PROTOCOL_VERSION };

/** Messages the editor sends to the preview. */
export type EditorMessage = Envelope &
  (
    | {
        /** The whole draft: sent after `ready`, and when the editor switches page. */
        type: 'init';
        site: SiteDocument;
        page: PageDocument;
        path: string;
        selectedId: string | null;
        seq: number;
        /** The editor's receiver key: the preview may then call EDITOR_RECEIVER with it. */
        receiver?: string;
      }
    | {
        /**
         * A change to the page body: `order` is every section id in order; `upsert` carries the
         * sections that are new or changed (by id). Sections not in `order` are gone. Only the
         * upserted sections re-render.
         */
        type: 'patch';
        order: string[];
        upsert: Section[];
        seq: number;
      }
    | { /** Theme, header or footer changed. */ type: 'site'; site: SiteDocument; seq: number }
    | { type: 'select'; id: string | null; scroll: boolean }
    | { type: 'hover'; id: string | null }
    | {
        /** Ask for the sections' boxes (for dropping a palette item on the preview). */ type: 'measure';
      }
    | {
        /**
         * The editor is live: its shell and this preview both show the page. Sent once after
         * that frame, and after each later `init`; what the preview needs only for edits (its
         * React half) loads from then on, so it does not compete with the editor going live.
         */
        type: 'live';
      }
    | {
        /**
         * Posted when the editor starts listening, in case the preview's `ready` went unheard (the
         * preview is in the server's HTML and often starts first): the preview announces itself
         * again.
         */
        type: 'hello';
      }
  );

/** Messages the preview sends to the editor. */
export type PreviewMessage = Envelope &
  (
    | {
        /**
         * The runtime is loaded and listening; the editor answers with `init`. `receiver` is the
         * key for calling PREVIEW_RECEIVER directly (absent: posted messages only).
         */
        type: 'ready';
        receiver?: string;
      }
    | { /** The DOM shows the state of message `seq`. */ type: 'rendered'; seq: number }
    | { /** The owner clicked a section in the preview. */ type: 'select'; id: string }
    | { type: 'hover'; id: string | null }
    | {
        /** Section boxes in the iframe's viewport coordinates, in page order. */
        type: 'layout';
        boxes: { id: string; top: number; height: number }[];
      }
  );

/** Where the builder's preview iframe loads the builder-mode runtime for a page path. */
export function previewUrl(path: string): string {
  return `/admin/preview?path=${encodeURIComponent(path)}&embed=1`;
}

/**
 * The editor's preview iframe is in the builder's HTML from the server, outside the editor's
 * React root, so it loads while the editor's scripts do; the editor places it over its canvas.
 */
export const PREVIEW_HOLDER_ID = 'sw-preview-holder';
export const PREVIEW_FRAME_ID = 'sw-preview-frame';

export type EditorMessageType = EditorMessage['type'];
export type PreviewMessageType = PreviewMessage['type'];

const envelope = {
  protocol: { const: PREVIEW_PROTOCOL },
  v: { const: PREVIEW_PROTOCOL_VERSION },
} as const;
const seq = { type: 'integer', minimum: 0 } as const;
const nullableId = { anyOf: [{ type: 'string', maxLength: 64 }, { type: 'null' }] } as const;
const receiverKeySchema = { type: 'string', minLength: 16, maxLength: 64 } as const;

function message(type: string, properties: Record<string, JsonSchema>, required: string[]) {
  return {
    type: 'object',
    properties: { ...envelope, type: { const: type }, ...properties },
    required: ['protocol', 'v', 'type', ...required],
    additionalProperties: false,
  } as const satisfies JsonSchema;
}

/** One JSON Schema per message type, editor → preview. */
export const editorMessageSchemas: Record<EditorMessageType, JsonSchema> = {
  init: message(
    'init',
    {
      site: siteDocumentSchema,
      page: pageDocumentSchema,
      path: { type: 'string', maxLength: 512 },
      selectedId: nullableId,
      seq,
      receiver: receiverKeySchema,
    },
    ['site', 'page', 'path', 'selectedId', 'seq'],
  ),
  patch: message(
    'patch',
    {
      order: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 1000 },
      upsert: { type: 'array', items: sectionShapeSchema, maxItems: 1000 },
      seq,
    },
    ['order', 'upsert', 'seq'],
  ),
  site: message('site', { site: siteDocumentSchema, seq }, ['site', 'seq']),
  select: message('select', { id: nullableId, scroll: { type: 'boolean' } }, ['id', 'scroll']),
  hover: message('hover', { id: nullableId }, ['id']),
  measure: message('measure', {}, []),
  live: message('live', {}, []),
  hello: message('hello', {}, []),
};

/** One JSON Schema per message type, preview → editor. */
export const previewMessageSchemas: Record<PreviewMessageType, JsonSchema> = {
  ready: message('ready', { receiver: receiverKeySchema }, []),
  rendered: message('rendered', { seq }, ['seq']),
  select: message('select', { id: { type: 'string', maxLength: 64 } }, ['id']),
  hover: message('hover', { id: nullableId }, ['id']),
  layout: message(
    'layout',
    {
      boxes: {
        type: 'array',
        maxItems: 1000,
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', maxLength: 64 },
            top: { type: 'number' },
            height: { type: 'number' },
          },
          required: ['id', 'top', 'height'],
          additionalProperties: false,
        },
      },
    },
    ['boxes'],
  ),
};

type Payload<M, T> = Omit<Extract<M, { type: T }>, 'protocol' | 'v'>;

/** Wraps a payload in the protocol envelope. */
export function editorMessage<T extends EditorMessageType>(
  payload: Payload<EditorMessage, T> & { type: T },
): EditorMessage {
  return { protocol: PREVIEW_PROTOCOL, v: PREVIEW_PROTOCOL_VERSION, ...payload } as EditorMessage;
}

/** Wraps a payload in the protocol envelope. */
export function previewMessage<T extends PreviewMessageType>(
  payload: Payload<PreviewMessage, T> & { type: T },
): PreviewMessage {
  return { protocol: PREVIEW_PROTOCOL, v: PREVIEW_PROTOCOL_VERSION, ...payload } as PreviewMessage;
}

/**
 * Whether a MessageEvent may be acted on: it comes from the expected window and exactly the
 * expected origin. The parsers above then check its shape.
 */
export function isTrustedEvent(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  expected: { origin: string; source: MessageEventSource | null },
): boolean {
  return (
    event.origin === expected.origin && expected.source !== null && event.source === expected.source
  );
}

/**
 * Where the builder's page keeps a `ready` the preview posted before the editor's scripts ran
 * (the preview is in the server's HTML and is often up first): the editor takes it from there
 * instead of asking again with `hello`, which would cost a round of posted messages.
 */
export const EARLY_READY = '__sitewrightPreviewReady';

/**
 * The inline script of the builder's HTML that keeps that `ready`: only from the preview iframe's
 * window at this very origin; the editor's host still parses it like any other message.
 */
export const EARLY_READY_SCRIPT =
  `<script>addEventListener('message',function(e){var f=document.getElementById('${PREVIEW_FRAME_ID}'),d=e.data;` +
  `if(f&&e.source===f.contentWindow&&e.origin===location.origin&&d&&d.protocol==='${PREVIEW_PROTOCOL}'&&d.type==='ready')window.${EARLY_READY}=d})</script>`;

/** The name of the preview's receiver on its window: `(key, message) => void`. */
export const PREVIEW_RECEIVER = '__sitewrightPreviewReceive';
/** The name of the editor's receiver on its window: `(key, message) => void`. */
export const EDITOR_RECEIVER = '__sitewrightEditorReceive';

/** A function one side registers on its window so the other can deliver a message by a call. */
export type DirectReceiver = (key: string, data: unknown) => void;

/**
 * The receiver registered as `name` on `win`, or null: none is registered, or `win` is another
 * origin's (reading its properties throws a SecurityError), so messages must be posted.
 */
export function reachReceiver(win: Window | null | undefined, name: string): DirectReceiver | null {
  if (!win) return null;
  try {
    const fn = (win as unknown as Record<string, unknown>)[name];
    return typeof fn === 'function' ? (fn as DirectReceiver) : null;
  } catch {
    return null;
  }
}

/** A fresh receiver key: 128 random bits in hex (crypto.getRandomValues works on plain http too). */
export function receiverKey(win: Pick<Window, 'crypto'>): string {
  const bytes = win.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
