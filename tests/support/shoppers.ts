// Customers and owners for integration tests, signed in without a password round-trip (argon2
// is slow on purpose; hundreds of shoppers for the race tests would take minutes), and a small
// client that calls the real server through inject() with SPEC §7's headers.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { resolveApiPath } from '../../shared/api-client';
import type { AddressInput } from '../../shared/orders';
import { createSessions } from '../../server/accounts/sessions';
import { createUsers } from '../../server/accounts/users';
import type { Db } from '../../server/db/connect';
import type { UserType } from '../../server/db/schema';

let ip = 0;
const freshIp = () => `10.9.${Math.floor(ip / 250) % 250}.${(ip++ % 250) + 1}`;

export type Shopper = { id: string; email: string; token: string };

/** A new user of a workspace with a live session (owner kind for OWNER/STAFF). */
export async function newShopper(
  db: Db,
  workspaceId: string,
  userType: UserType = 'CUSTOMER',
  name = { firstName: 'Test', lastName: 'Buyer' },
): Promise<Shopper> {
  const email = `${userType.toLowerCase()}-${randomUUID().slice(0, 12)}@example.com`;
  const user = await createUsers({ db }).createUser({
    workspaceId,
    email,
    password: null,
    ...name,
    userType,
  });
  const { token } = await createSessions({ db }).createSession({
    workspaceId,
    userId: user.id,
    kind: userType === 'CUSTOMER' ? 'customer' : 'owner',
  });
  return { id: user.id, email, token };
}

export type Caller = {
  get(
    path: string,
    query?: Record<string, string>,
    headers?: Record<string, string | undefined>,
  ): Promise<LightMyRequestResponse>;
  post(
    path: string,
    body?: unknown,
    query?: Record<string, string>,
    headers?: Record<string, string | undefined>,
  ): Promise<LightMyRequestResponse>;
};

/** Calls as `token` (Basic, as the storefront's API client sends it) on `host`. */
export function callerOf(app: FastifyInstance, host: string, token?: string): Caller {
  const send = (
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    query: Record<string, string> | undefined,
    extra: Record<string, string | undefined> = {},
  ) => {
    const headers: Record<string, string> = { host, 'x-app-platform': 'WEB' };
    if (token) headers.authorization = `Basic ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    for (const [k, v] of Object.entries(extra)) {
      if (v === undefined) delete headers[k];
      else headers[k] = v;
    }
    return app.inject({
      method,
      url: path.startsWith('/pay/') ? path : resolveApiPath(path),
      ...(query ? { query } : {}),
      headers,
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      remoteAddress: freshIp(),
    });
  };
  return {
    get: (path, query, headers) => send('GET', path, undefined, query, headers),
    post: (path, body, query, headers) => send('POST', path, body, query, headers),
  };
}

/** A valid Indian address. */
export function testAddress(overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    name: 'Asha Rao',
    phone: '9876543210',
    line1: '12 MG Road',
    line2: 'Flat 4B',
    landmark: 'Near the metro',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    ...overrides,
  };
}
