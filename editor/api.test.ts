import { describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  type ApiRequestInit,
  type ResponseLike,
} from '../shared/api-client';
import { errorText } from '../shared/error-text';
import { createBuilderApi, publishProblems, type UploadFetch } from './api';
import { makePage, makeSite } from './store/test-support';

type Call = { url: string; method: string; body: unknown; headers: Record<string, string> };

/** A builder API over a recording fetch that answers `{ data: <answer> }` (or the given status). */
function recording(answer: unknown = {}, status = 200) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: ApiRequestInit): Promise<ResponseLike> => {
    calls.push({
      url,
      method: init.method,
      body: init.body === undefined ? undefined : JSON.parse(init.body),
      headers: init.headers,
    });
    const text = status < 300 ? JSON.stringify({ data: answer }) : JSON.stringify(answer);
    return { ok: status < 300, status, text: async () => text };
  };
  const api = createBuilderApi({ client: createApiClient({ fetch, getToken: () => 'tok' }) });
  return { api, calls };
}

describe('createBuilderApi', () => {
  it('calls every builder route at its SPEC §7 path and unwraps { data }', async () => {
    const { api, calls } = recording({ ok: 1 });
    const page = makePage();
    const site = makeSite();
    await expect(api.listPages()).resolves.toEqual({ ok: 1 });
    await api.createPage({ path: '/a', title: 'A', copyFrom: 'p1' });
    await api.getPage('p 1');
    await api.savePageDraft({ id: 'p1', draft: page, baseUpdatedAt: 't0' });
    await api.setPagePath({ id: 'p1', path: '/b' });
    await api.deletePage('p1');
    await api.deleteSection('s1', 'p1');
    await api.publishPage('p1');
    await api.pageHistory('p1');
    await api.pageVersion('p1', 3);
    await api.rollbackPage('p1', 2);
    await api.getSite();
    await api.saveSiteDraft({ draft: site, baseUpdatedAt: 's0' });
    await api.publishSite();
    await api.siteHistory();
    await api.rollbackSite(4);
    await api.searchModel('products', 'mug', 'kitchen');
    await api.searchModel('categories', '');
    await api.searchCategories('ap');
    await api.listUploads();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/io/crm/admin/website/pages',
      'POST /api/io/crm/admin/website/page',
      'GET /api/io/crm/admin/website/page?id=p%201',
      'PUT /api/io/crm/admin/website/page/draft',
      'POST /api/io/crm/admin/website/page/path',
      'POST /api/io/crm/admin/website/page/delete',
      'GET /api/io/crm/website/page/section/delete?id=s1&pageId=p1',
      'POST /api/io/crm/admin/website/page/publish',
      'GET /api/io/crm/admin/website/page/history?id=p1',
      'GET /api/io/crm/admin/website/page/version?id=p1&version=3',
      'POST /api/io/crm/admin/website/page/rollback',
      'GET /api/io/crm/admin/website/site',
      'PUT /api/io/crm/admin/website/site/draft',
      'POST /api/io/crm/admin/website/site/publish',
      'GET /api/io/crm/admin/website/site/history',
      'POST /api/io/crm/admin/website/site/rollback',
      'GET /api/io/crm/search/model/products?query=mug&category=kitchen',
      'GET /api/io/crm/search/model/categories?query=',
      'GET /api/io/crm/admin/product/category/search?query=ap',
      'GET /api/io/crm/admin/uploads',
    ]);
    expect(calls[1]?.body).toEqual({ path: '/a', title: 'A', copyFrom: 'p1' });
    expect(calls[3]?.body).toEqual({ id: 'p1', draft: page, baseUpdatedAt: 't0' });
    expect(calls[4]?.body).toEqual({ id: 'p1', path: '/b' });
    expect(calls[10]?.body).toEqual({ id: 'p1', version: 2 });
    expect(calls[12]?.body).toEqual({ draft: site, baseUpdatedAt: 's0' });
    expect(calls[15]?.body).toEqual({ version: 4 });
    expect(calls.every((c) => c.headers['x-app-platform'] === 'WEB')).toBe(true);
    expect(calls[0]?.headers.authorization).toBe('Basic tok');
  });

  it('rejects with an ApiError whose text errorText reads', async () => {
    const { api } = recording(
      { status: 409, msg: 'This page was changed in another window.' },
      409,
    );
    const err = await api.savePageDraft({ id: 'p1', draft: makePage() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
    expect(errorText(err)).toBe('This page was changed in another window.');
  });

  it('uploads a file as multipart with the platform header and the token', async () => {
    const seen: { url: string; init: Parameters<UploadFetch>[1] }[] = [];
    const item = { id: 'u1', url: '/uploads/u1-640.webp', width: 640, height: 480, name: 'a.png' };
    const fetch: UploadFetch = async (url, init) => {
      seen.push({ url, init });
      return { ok: true, status: 200, text: async () => JSON.stringify({ data: item }) };
    };
    const api = createBuilderApi({ fetch, getToken: () => 'tok', client: createApiClient() });
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await expect(api.uploadFile(file, 'a.png')).resolves.toEqual(item);
    const [call] = seen;
    expect(call?.url).toBe('/api/io/crm/uploadFile');
    expect(call?.init.headers['x-app-platform']).toBe('WEB');
    expect(call?.init.headers.authorization).toBe('Basic tok');
    expect(call?.init.headers['content-type']).toBeUndefined();
    const sent = call?.init.body.get('file');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).name).toBe('a.png');
  });

  it('rejects a refused upload with the server’s reason', async () => {
    const fetch: UploadFetch = async () => ({
      ok: false,
      status: 415,
      text: async () => JSON.stringify({ status: 415, msg: 'Please upload a PNG image.' }),
    });
    const api = createBuilderApi({ fetch, client: createApiClient() });
    const err = await api.uploadFile(new Blob(['x'])).catch((e: unknown) => e);
    expect(errorText(err)).toBe('Please upload a PNG image.');
  });
});

describe('publishProblems', () => {
  it('reads the sections a refused publish names', () => {
    const body = {
      status: 400,
      msg: 'The page has problems.',
      errors: [
        {
          defaultMessage: 'Hero (#a): /heading must not be empty',
          sectionId: 'a',
          field: '/heading',
        },
        { defaultMessage: 'Title is required.' },
        { nonsense: true },
      ],
    };
    expect(publishProblems(new ApiError(400, body, '/x'))).toEqual([
      {
        defaultMessage: 'Hero (#a): /heading must not be empty',
        sectionId: 'a',
        field: '/heading',
      },
      { defaultMessage: 'Title is required.' },
    ]);
  });

  it('is null for other failures', () => {
    expect(publishProblems(new ApiError(500, { errors: [] }, '/x'))).toBeNull();
    expect(publishProblems(new ApiError(400, { msg: 'x' }, '/x'))).toBeNull();
    expect(publishProblems(new TypeError('Failed to fetch'))).toBeNull();
  });
});
