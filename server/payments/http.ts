// What the three live gateway clients (Razorpay, Cashfree, PhonePe) share: one JSON request with
// a timeout, the same messages when the gateway cannot be reached, refuses the request or answers
// something unreadable, and the check that an answer has the fields the client reads. (Their
// signatures are compared with `safeEqual` of server/accounts/tokens; protocol.ts has the rest.)
import { gatewayUrl } from './protocol';
import { GatewayError } from './types';

/** What every gateway client is made with: where the API is, and how to reach it. */
export type GatewayClientOptions = {
  /** The gateway's API origin (see LIVE_GATEWAY_URLS), or a local server speaking the protocol. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export type GatewayHttpOptions = GatewayClientOptions & {
  /** The gateway's name, as the messages show it ('Razorpay'). */
  name: string;
  /** Sent with every request (authentication, API version). */
  headers?: Record<string, string>;
  /** The gateway's own words in an error answer, if it has them where this gateway puts them. */
  refusal(data: unknown): unknown;
};

export type GatewayRequest = {
  body?: unknown;
  /** Sent with this request only (a per-request checksum). */
  headers?: Record<string, string>;
};

/** Sends one request; answers the parsed JSON body of a 2xx answer, or throws a GatewayError. */
export type GatewayHttp = (
  method: 'GET' | 'POST',
  path: string,
  request?: GatewayRequest,
) => Promise<unknown>;

/** The GatewayError for an answer that is not what the gateway's API documents. */
export function unreadableAnswer(name: string): GatewayError {
  return new GatewayError(`${name} answered something we could not read. Please try again.`);
}

/** What a field of a gateway's answer must be: `id` is a string or a number (Cashfree's ids). */
export type FieldKind = 'string' | 'number' | 'integer' | 'id' | 'boolean';

const FIELD_TESTS: Record<FieldKind, (value: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number',
  integer: (v) => Number.isSafeInteger(v),
  id: (v) => typeof v === 'string' || typeof v === 'number',
  boolean: (v) => typeof v === 'boolean',
};

/** Whether `data` is an object with these fields, each of its kind. */
export function hasFields(data: unknown, fields: Record<string, FieldKind>): boolean {
  if (!data || typeof data !== 'object') return false;
  const o = data as Record<string, unknown>;
  return Object.entries(fields).every(([key, kind]) => FIELD_TESTS[kind](o[key]));
}

/** `data` as the answer it should be when it has these fields, else `unreadableAnswer(name)`. */
export function readAnswer<T>(name: string, data: unknown, fields: Record<string, FieldKind>): T {
  if (!hasFields(data, fields)) throw unreadableAnswer(name);
  return data as T;
}

export function createGatewayHttp(opts: GatewayHttpOptions): GatewayHttp {
  const fetchFn = opts.fetch ?? fetch;

  return async (method, path, request = {}) => {
    const { body } = request;
    let res: Response;
    try {
      res = await fetchFn(gatewayUrl(opts.baseUrl, path), {
        method,
        headers: {
          ...opts.headers,
          ...request.headers,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
    } catch {
      throw new GatewayError(`${opts.name} could not be reached. Please try again in a minute.`);
    }
    let data: unknown;
    try {
      data = await res.json();
    } catch {
      data = undefined;
    }
    if (!res.ok) {
      const said = opts.refusal(data);
      throw new GatewayError(
        `${opts.name} refused the request (${res.status})${typeof said === 'string' ? `: ${said}` : ''}`,
      );
    }
    if (data === undefined) throw unreadableAnswer(opts.name);
    return data;
  };
}
