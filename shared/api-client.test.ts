import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  authorizationHeader,
  buildApiPath,
  createApiClient,
  createTokenStore,
  isBearerPath,
  resolveApiPath,
  serializeQuery,
  type ApiRequestInit,
  type ResponseLike,
  type StorageLike,
} from './api-client';
import { AUTH_TOKEN_STORAGE_KEY } from './constants';

describe('resolveApiPath', () => {
  it('prefixes /public/ paths with /api', () => {
    expect(resolveApiPath('/public/login')).toBe('/api/public/login');
    expect(resolveApiPath('/public/customer/signup/send-otp')).toBe(
      '/api/public/customer/signup/send-otp',
    );
    expect(resolveApiPath('/public/product?path=x')).toBe('/api/public/product?path=x');
  });

  it('prefixes other paths with /api/io/crm', () => {
    expect(resolveApiPath('/login')).toBe('/api/io/crm/login');
    expect(resolveApiPath('/admin/public/newsletter')).toBe('/api/io/crm/admin/public/newsletter');
    expect(resolveApiPath('/cuser/wishlist/all')).toBe('/api/io/crm/cuser/wishlist/all');
    expect(resolveApiPath('/uploadFile')).toBe('/api/io/crm/uploadFile');
  });

  it('adds the leading slash to relative paths before prefixing', () => {
    expect(resolveApiPath('cart_items/all')).toBe('/api/io/crm/cart_items/all');
    expect(resolveApiPath('customer/create')).toBe('/api/io/crm/customer/create');
    expect(resolveApiPath('search/model/abc')).toBe('/api/io/crm/search/model/abc');
    expect(resolveApiPath('public/login')).toBe('/api/public/login');
  });

  it('leaves paths that already start with /api alone', () => {
    expect(resolveApiPath('/api/customer/update-password')).toBe('/api/customer/update-password');
    expect(resolveApiPath('/api/public/customer/forgot-password')).toBe(
      '/api/public/customer/forgot-password',
    );
    expect(resolveApiPath('/api/io/cart/checkout/init')).toBe('/api/io/cart/checkout/init');
    expect(resolveApiPath('/api')).toBe('/api');
    expect(resolveApiPath('/api?x=1')).toBe('/api?x=1');
    expect(resolveApiPath('api/phonepe/status/7')).toBe('/api/phonepe/status/7');
  });

  it('treats /api as a whole segment only', () => {
    expect(resolveApiPath('/apiary')).toBe('/api/io/crm/apiary');
    expect(resolveApiPath('/publicity')).toBe('/api/io/crm/publicity');
  });

  it('is idempotent: a resolved path resolves to itself', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const once = resolveApiPath(path);
        return resolveApiPath(once) === once && once.startsWith('/api');
      }),
    );
  });
});

describe('serializeQuery', () => {
  it('joins key=value pairs with &', () => {
    expect(serializeQuery({ id: 'abc', pageId: 'p1' })).toBe('id=abc&pageId=p1');
    expect(serializeQuery({ s: 100, p: 1 })).toBe('s=100&p=1');
    expect(serializeQuery({ on: true })).toBe('on=true');
  });

  it('sends an empty value for every falsy value', () => {
    expect(
      serializeQuery({ a: false, b: 0, c: '', d: null, e: undefined, f: Number.NaN, g: -0 }),
    ).toBe('a=&b=&c=&d=&e=&f=&g=');
  });

  it('URL-encodes keys and values', () => {
    expect(serializeQuery({ email: 'a+b@x.com', q: 'a b&c=d' })).toBe(
      'email=a%2Bb%40x.com&q=a%20b%26c%3Dd',
    );
    expect(serializeQuery({ 'filters.category': 'x/y', 'a&b': 'é' })).toBe(
      'filters.category=x%2Fy&a%26b=%C3%A9',
    );
  });

  it('sends objects and arrays as JSON', () => {
    expect(serializeQuery({ meta: { a: 1 }, ids: [1, 2] })).toBe(
      `meta=${encodeURIComponent('{"a":1}')}&ids=${encodeURIComponent('[1,2]')}`,
    );
  });

  it('gives an empty string for no parameters', () => {
    expect(serializeQuery({})).toBe('');
    expect(serializeQuery(undefined)).toBe('');
  });

  it('round-trips through URLSearchParams: truthy values as text, falsy ones empty', () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), value), (params) => {
        const parsed = new URLSearchParams(serializeQuery(params));
        const keys = Object.keys(params);
        expect([...parsed.keys()]).toEqual(keys);
        for (const key of keys) {
          const v = params[key];
          expect(parsed.get(key)).toBe(v ? String(v) : '');
        }
      }),
    );
  });
});

describe('buildApiPath', () => {
  it('resolves the path and appends the query', () => {
    expect(buildApiPath('cart_items/delete', { id: 'c1' })).toBe(
      '/api/io/crm/cart_items/delete?id=c1',
    );
    expect(buildApiPath('/public/login')).toBe('/api/public/login');
    expect(buildApiPath('/public/login', {})).toBe('/api/public/login');
  });

  it('extends a query already in the path', () => {
    expect(buildApiPath('/public/product?path=x', { page: 2 })).toBe(
      '/api/public/product?path=x&page=2',
    );
  });
});

describe('isBearerPath', () => {
  it('is true for a login or config segment', () => {
    for (const path of [
      '/public/login',
      '/login',
      '/api/public/login',
      '/api/io/crm/login',
      '/admin/first/login',
      '/public/login/otp',
      '/config',
      '/api/io/crm/config/site',
      '/login?from=/x',
    ]) {
      expect(isBearerPath(path), path).toBe(true);
    }
  });

  it('is false for other paths, look-alike segments and queries', () => {
    for (const path of [
      '/cuser/address/all',
      '/public/customer/signup',
      '/login-history',
      '/loginx',
      '/configuration',
      '/mylogin',
      '/cart_items/all?from=/login',
      '/page#/config',
    ]) {
      expect(isBearerPath(path), path).toBe(false);
    }
  });
});

describe('authorizationHeader', () => {
  it('uses Bearer for login and config paths', () => {
    expect(authorizationHeader('/api/public/login', 't0k')).toBe('Bearer t0k');
    expect(authorizationHeader('/api/io/crm/config', 't0k')).toBe('Bearer t0k');
  });

  it('uses Basic for every other path', () => {
    expect(authorizationHeader('/api/io/crm/cart_items/all', 't0k')).toBe('Basic t0k');
    expect(authorizationHeader('/api/customer/update-password', 't0k')).toBe('Basic t0k');
  });

  it('sends nothing without a token', () => {
    expect(authorizationHeader('/api/public/login', null)).toBeUndefined();
    expect(authorizationHeader('/api/io/crm/cart_items/all', undefined)).toBeUndefined();
    expect(authorizationHeader('/api/io/crm/cart_items/all', '')).toBeUndefined();
  });
});

type Call = { url: string; init: ApiRequestInit };

function fakeFetch(status: number, body: string) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: ApiRequestInit): Promise<ResponseLike> => {
    calls.push({ url, init });
    return { ok: status >= 200 && status < 300, status, text: async () => body };
  };
  return { calls, fetch };
}

describe('createApiClient', () => {
  it('GETs the resolved path with the query, the platform header and no body', async () => {
    const { calls, fetch } = fakeFetch(200, '{"data":[1]}');
    const api = createApiClient({ fetch });
    await expect(api.get('cart_items/delete', { id: 'c1', flag: false })).resolves.toEqual({
      data: [1],
    });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/api/io/crm/cart_items/delete?id=c1&flag=');
    expect(call?.init.method).toBe('GET');
    expect(call?.init.headers['x-app-platform']).toBe('WEB');
    expect(call?.init.body).toBeUndefined();
    expect(call?.init.headers['content-type']).toBeUndefined();
    expect(call?.init.headers.authorization).toBeUndefined();
  });

  it('POSTs JSON bodies with a content type, and query parameters', async () => {
    const { calls, fetch } = fakeFetch(200, '{"ok":true}');
    const api = createApiClient({ fetch, baseUrl: 'https://shop.example.com/' });
    await api.post('cart_items/edit', { productVariantId: 'v1', quantity: 2 }, { id: 'c1' });
    const [call] = calls;
    expect(call?.url).toBe('https://shop.example.com/api/io/crm/cart_items/edit?id=c1');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers['content-type']).toBe('application/json');
    expect(call?.init.headers['x-app-platform']).toBe('WEB');
    expect(JSON.parse(call?.init.body ?? '')).toEqual({ productVariantId: 'v1', quantity: 2 });
  });

  it('PUTs JSON bodies like POST (the builder saves drafts with PUT)', async () => {
    const { calls, fetch } = fakeFetch(200, '{"data":{"updatedAt":"t2"}}');
    const api = createApiClient({ fetch, getToken: () => 'tok' });
    await expect(api.put('admin/website/page/draft', { id: 'p1' })).resolves.toEqual({
      data: { updatedAt: 't2' },
    });
    const [call] = calls;
    expect(call?.url).toBe('/api/io/crm/admin/website/page/draft');
    expect(call?.init.method).toBe('PUT');
    expect(call?.init.headers['content-type']).toBe('application/json');
    expect(call?.init.headers.authorization).toBe('Basic tok');
    expect(JSON.parse(call?.init.body ?? '')).toEqual({ id: 'p1' });
  });

  it('POSTs without a body and without a content type when none is given', async () => {
    const { calls, fetch } = fakeFetch(200, '{}');
    await createApiClient({ fetch }).post('/cuser/order/cancel/request', undefined, { id: 'o1' });
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.headers['content-type']).toBeUndefined();
    expect(calls[0]?.url).toBe('/api/io/crm/cuser/order/cancel/request?id=o1');
  });

  it('sends the token read at each request, Bearer on login paths and Basic elsewhere', async () => {
    const { calls, fetch } = fakeFetch(200, '{}');
    let token: string | null = 'first';
    const api = createApiClient({ fetch, getToken: () => token });
    await api.post('/public/login', { email: 'a@b.co' });
    token = 'second';
    await api.post('cart_items/all', { s: 100, p: 0 });
    token = null;
    await api.get('/public/product', { path: 'x' });
    expect(calls.map((c) => c.init.headers.authorization)).toEqual([
      'Bearer first',
      'Basic second',
      undefined,
    ]);
  });

  it('resolves an empty body to null', async () => {
    const { fetch } = fakeFetch(204, '');
    await expect(createApiClient({ fetch }).get('/x')).resolves.toBeNull();
  });

  it('throws an ApiError with the status and parsed body on a non-2xx response', async () => {
    const body = { msg: 'Email is not unique' };
    const { fetch } = fakeFetch(409, JSON.stringify(body));
    const err = await createApiClient({ fetch })
      .post('customer/create', {})
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toBeInstanceOf(Error);
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).body).toEqual(body);
    expect((err as ApiError).path).toBe('/api/io/crm/customer/create');
    expect((err as ApiError).name).toBe('ApiError');
  });

  it('keeps a non-JSON error body as text', async () => {
    const { fetch } = fakeFetch(502, '<html>Bad gateway</html>');
    const err = await createApiClient({ fetch })
      .get('/x')
      .catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(502);
    expect((err as ApiError).body).toBe('<html>Bad gateway</html>');
  });

  it('refuses a 2xx body that is not JSON', async () => {
    const { fetch } = fakeFetch(200, '<!doctype html>');
    const err = await createApiClient({ fetch })
      .get('/x')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(200);
    expect((err as ApiError).message).toMatch(/not JSON/);
  });

  it('lets network failures through as they are', async () => {
    const failure = new TypeError('Failed to fetch');
    const api = createApiClient({ fetch: () => Promise.reject(failure) });
    await expect(api.get('/x')).rejects.toBe(failure);
  });
});

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('createTokenStore', () => {
  it('stores the token under user-auth-token', () => {
    const storage = memoryStorage();
    const store = createTokenStore(storage);
    expect(store.get()).toBeNull();
    store.set('abc');
    expect(storage.data.get(AUTH_TOKEN_STORAGE_KEY)).toBe('abc');
    expect(AUTH_TOKEN_STORAGE_KEY).toBe('user-auth-token');
    expect(store.get()).toBe('abc');
    store.clear();
    expect(store.get()).toBeNull();
    expect(storage.data.has(AUTH_TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('reads an empty stored token as none', () => {
    const storage = memoryStorage();
    storage.setItem(AUTH_TOKEN_STORAGE_KEY, '');
    expect(createTokenStore(storage).get()).toBeNull();
  });

  it('works without a storage (SSR) and survives a storage that throws', () => {
    const none = createTokenStore(undefined);
    expect(none.get()).toBeNull();
    expect(() => none.set('x')).not.toThrow();
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createTokenStore(broken);
    expect(store.get()).toBeNull();
    expect(() => store.set('x')).not.toThrow();
    expect(() => store.clear()).not.toThrow();
  });

  it('feeds the client its token', async () => {
    const storage = memoryStorage();
    const store = createTokenStore(storage);
    store.set('tok');
    const { calls, fetch } = fakeFetch(200, '{}');
    await createApiClient({ fetch, getToken: store.get }).get('/cuser/address/all');
    expect(calls[0]?.init.headers.authorization).toBe('Basic tok');
  });
});
