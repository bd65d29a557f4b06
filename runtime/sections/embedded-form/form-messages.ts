import { EMBEDDED_FORM_MESSAGES } from '../../../shared/constants';

/** A status the framed form reports: submitting, success or error. */
export type FormMessageType = (typeof EMBEDDED_FORM_MESSAGES)[number];

/** What the parent section shows. */
export type FormState = 'idle' | 'submitting' | 'success' | 'error';

/** Commands the parent sends into the frame. */
export type FormCommand = { type: 'submit' } | { type: 'reset' };

/** The parts of a MessageEvent the parser reads (kept structural so tests need no browser). */
export type MessageLike = { origin: string; source: unknown; data: unknown };

/**
 * The origin a frame's messages must come from: the src resolved against the page's origin.
 * Only https frames, or frames on the page's own origin, qualify; anything else gives null and
 * the section then accepts no messages at all.
 */
export function resolveFrameOrigin(src: string, pageOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(src, pageOrigin);
  } catch {
    return null;
  }
  if (url.origin === pageOrigin) return url.origin;
  return url.protocol === 'https:' ? url.origin : null;
}

function isFormMessageType(value: unknown): value is FormMessageType {
  return typeof value === 'string' && (EMBEDDED_FORM_MESSAGES as readonly string[]).includes(value);
}

/**
 * Reads a window 'message' event: the status type when it came from the expected origin AND from
 * the frame's own window AND carries `{ type }` of EMBEDDED_FORM_MESSAGES; null otherwise. The
 * source check matters as much as the origin: another frame of the same origin (or the page
 * itself) must not be able to fake a success.
 */
export function parseFormMessage(
  event: MessageLike,
  expectedOrigin: string | null,
  frameWindow: unknown,
): FormMessageType | null {
  if (!expectedOrigin || event.origin !== expectedOrigin) return null;
  if (frameWindow == null || event.source !== frameWindow) return null;
  const data = event.data;
  if (!data || typeof data !== 'object') return null;
  const type = (data as { type?: unknown }).type;
  return isFormMessageType(type) ? type : null;
}

/** The state machine: idle → submitting → success | error; error may submit again; success is final. */
export function nextFormState(state: FormState, message: FormMessageType): FormState {
  if (state === 'success') return state;
  switch (message) {
    case 'FORM_SUBMITING':
      return 'submitting';
    case 'FORM_SUBMIT_SUCCESS':
      return 'success';
    case 'FORM_SUBMIT_ERROR':
      return 'error';
  }
}
