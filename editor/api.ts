// The builder's typed API client (issue 4; server side in server/builder/routes.ts, paths in
// docs/api.md). Built on shared/api-client: SPEC §7 prefixes, the x-app-platform header and the
// stored token, with the session cookie doing the real authentication. Every answer is
// `{ data }`; this module unwraps it. Failures reject with the client's ApiError (status and
// parsed body): show them with shared/error-text.ts `errorText(err)`, and read a refused
// publish's problems with `publishProblems(err)`.
import type { PageDocument, Section, SiteDocument } from '../schemas/types';
import type {
  CatalogueItem,
  PageDetail,
  PageSummary,
  PublishProblem,
  ReusableSummary,
  SearchModel,
  SiteAnswer,
  StarterApplied,
  StarterList,
  UploadItem,
  VersionEntry,
} from '../shared/builder-api';
import {
  APP_PLATFORM,
  ApiError,
  authorizationHeader,
  buildApiPath,
  createApiClient,
  createTokenStore,
  type ApiClient,
  type ResponseLike,
  type StorageLike,
} from '../shared/api-client';

export type {
  CatalogueItem,
  PageDetail,
  PageSummary,
  PublishProblem,
  ReusableSummary,
  SearchModel,
  StarterList,
  UploadItem,
  VersionEntry,
} from '../shared/builder-api';

/** The workspace's site draft (GET admin/website/site). */
export type SiteDetail = SiteAnswer;

/** The fetch used for multipart uploads (the JSON client cannot send FormData). */
export type UploadFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: FormData },
) => Promise<ResponseLike>;

export type BuilderApiOptions = {
  /** The JSON client; by default one that sends the token stored in localStorage. */
  client?: ApiClient;
  /** Reads the stored token for uploads (the JSON client reads its own). */
  getToken?: () => string | null | undefined;
  /** Fetch for uploads; the global fetch by default. */
  fetch?: UploadFetch;
  /** Origin to prepend to upload requests; same origin by default. */
  baseUrl?: string;
};

type Data<T> = { data: T };

function browserStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage access throws when the browser blocks it (privacy modes, sandboxed frames).
    return null;
  }
}

/** The builder API, one function a route. */
export function createBuilderApi(options: BuilderApiOptions = {}) {
  const tokens = createTokenStore(browserStorage());
  const getToken = options.getToken ?? (() => tokens.get());
  const client = options.client ?? createApiClient({ getToken });
  const doFetch: UploadFetch =
    options.fetch ?? ((url, init) => globalThis.fetch(url, init) as Promise<ResponseLike>);
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');

  const get = async <T>(path: string, params?: Record<string, string | number | undefined>) =>
    (await client.get<Data<T>>(path, params)).data;
  const post = async <T>(path: string, body?: unknown) =>
    (await client.post<Data<T>>(path, body)).data;
  const put = async <T>(path: string, body: unknown) =>
    (await client.put<Data<T>>(path, body)).data;

  return {
    listPages: () => get<PageSummary[]>('admin/website/pages'),
    createPage: (body: { path: string; title: string; copyFrom?: string; sections?: Section[] }) =>
      post<PageDetail>('admin/website/page', body),
    getPage: (id: string) => get<PageDetail>('admin/website/page', { id }),
    savePageDraft: (body: { id: string; draft: PageDocument; baseUpdatedAt?: string }) =>
      put<{ updatedAt: string }>('admin/website/page/draft', body),
    setPagePath: (body: { id: string; path: string }) =>
      post<PageSummary>('admin/website/page/path', body),
    deletePage: (id: string) => post<unknown>('admin/website/page/delete', { id }),
    /**
     * SPEC §7's section delete: removes the section from the stored draft on the server. NOTE:
     * it changes the draft's updatedAt behind the autosave's back; flush the autosave first and
     * reload the page afterwards (or prefer the store's undoable removeSection + autosave).
     */
    deleteSection: (id: string, pageId: string) =>
      get<unknown>('website/page/section/delete', { id, pageId }),
    publishPage: (id: string) => post<PageSummary>('admin/website/page/publish', { id }),
    pageHistory: (id: string) => get<VersionEntry[]>('admin/website/page/history', { id }),
    pageVersion: (id: string, version: number) =>
      get<PageDocument>('admin/website/page/version', { id, version }),
    rollbackPage: (id: string, version: number) =>
      post<PageSummary>('admin/website/page/rollback', { id, version }),
    getSite: () => get<SiteDetail>('admin/website/site'),
    saveSiteDraft: (body: { draft: SiteDocument; baseUpdatedAt?: string }) =>
      put<{ updatedAt: string }>('admin/website/site/draft', body),
    publishSite: () => post<unknown>('admin/website/site/publish'),
    siteHistory: () => get<VersionEntry[]>('admin/website/site/history'),
    rollbackSite: (version: number) => post<unknown>('admin/website/site/rollback', { version }),
    listReusables: () => get<ReusableSummary[]>('admin/website/reusables'),
    createReusable: (body: { name: string; type: string; config: Record<string, unknown> }) =>
      post<ReusableSummary>('admin/website/reusable', body),
    saveReusableDraft: (body: {
      id: string;
      config: Record<string, unknown>;
      baseUpdatedAt?: string;
    }) => put<{ updatedAt: string }>('admin/website/reusable/draft', body),
    publishReusable: (id: string) =>
      post<ReusableSummary>('admin/website/reusable/publish', { id }),
    deleteReusable: (id: string, force: boolean) =>
      post<{ id: string }>('admin/website/reusable/delete', { id, force }),
    listStarters: () => get<StarterList>('admin/website/starters'),
    applyStarter: (starter: string) => post<StarterApplied>('admin/website/starter', { starter }),
    searchModel: (model: SearchModel, query: string, category?: string) =>
      get<CatalogueItem[]>(`search/model/${encodeURIComponent(model)}`, {
        query,
        ...(category ? { category } : {}),
      }),
    searchCategories: (query: string) =>
      get<CatalogueItem[]>('/admin/product/category/search', { query }),
    listUploads: () => get<UploadItem[]>('admin/uploads'),
    /** POST /uploadFile as multipart with one field `file`. */
    uploadFile: async (file: Blob, name?: string): Promise<UploadItem> => {
      const target = buildApiPath('/uploadFile');
      const headers: Record<string, string> = {
        accept: 'application/json',
        'x-app-platform': APP_PLATFORM,
      };
      const auth = authorizationHeader(target, getToken());
      if (auth) headers.authorization = auth;
      const form = new FormData();
      if (name === undefined) form.append('file', file);
      else form.append('file', file, name);
      // No content-type: the browser writes the multipart boundary itself.
      const response = await doFetch(`${baseUrl}${target}`, {
        method: 'POST',
        headers,
        body: form,
      });
      return uploadAnswer(response, target);
    },
  };
}

export type BuilderApi = ReturnType<typeof createBuilderApi>;

/** The stored image an /uploadFile answer names; an ApiError for a refusal or an odd answer. */
export async function uploadAnswer(response: ResponseLike, target: string): Promise<UploadItem> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Keep the raw text: a proxy's HTML error page is still worth showing (errorText, the log).
  }
  if (!response.ok) throw new ApiError(response.status, body, target);
  const data = (body as Partial<Data<UploadItem>> | null)?.data;
  if (!data || typeof data.url !== 'string') {
    throw new ApiError(response.status, body, target, `Unexpected answer from ${target}`);
  }
  return data;
}

/**
 * The problems of a publish the server refused (400 with `errors[]` naming sections), or null
 * when the error is something else (show that with errorText).
 */
export function publishProblems(err: unknown): PublishProblem[] | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const body = err.body as { errors?: unknown } | null;
  if (!body || !Array.isArray(body.errors)) return null;
  const problems: PublishProblem[] = [];
  for (const e of body.errors as unknown[]) {
    if (!e || typeof e !== 'object') continue;
    const { defaultMessage, sectionId, field } = e as Record<string, unknown>;
    if (typeof defaultMessage !== 'string') continue;
    problems.push({
      defaultMessage,
      ...(typeof sectionId === 'string' ? { sectionId } : {}),
      ...(typeof field === 'string' ? { field } : {}),
    });
  }
  return problems.length ? problems : null;
}
