// What the three live gateway clients (Razorpay, Cashfree, PhonePe) share: one JSON request with
// a timeout, the same messages when the gateway cannot be reached, refuses the request or answers
// something unreadable. (Their signatures are compared with `safeEqual` of server/accounts/tokens.)
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

export function createGatewayHttp(opts: GatewayHttpOptions): GatewayHttp {
  const fetchFn = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, '');
  return async (method, path, request = {}) => {
    const { body } = request;
    let res: Response;
    try {
      res = await fetchFn(`${base}${path}`, {
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
