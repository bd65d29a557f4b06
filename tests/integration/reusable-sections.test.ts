// Reusable sections (issue 32) on the real server with SQLite and PostgreSQL: saved from a
// config, placed on two pages, published with a page, edited once and published for both,
// detached, deleted in use (refused, then forced), history and rollback; another workspace, a
// customer and another site refused; a bad config refused with its reason.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument, Section } from '../../schemas/types';
import type {
  PageDetail,
  PageSummary,
  ReusableSummary,
  VersionEntry,
} from '../../shared/builder-api';
import { CROSS_SITE_MESSAGE } from '../../server/http';
import { inUseMessage, noReusable } from '../../server/builder/reusable-routes';
import { createTestApp, getPage, type TestApp } from '../support/app';
import { workspaceIdOf } from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';
import { callerOf, newShopper, type Caller } from '../support/shoppers';
import { pageText } from '../support/texts';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL reusable tests are skipped.');

const SHOP = 'shop.localhost:3000';
const EVENTS = 'events.localhost:3000';
const API = 'admin/website';

const banner = (heading: string) => ({ variant: 'banner', heading, buttons: [] });
const placement = (id: string, ref: string): Section => ({ id, type: 'cta', ref, config: {} });
const own = (id: string, heading: string): Section => ({
  id,
  type: 'cta',
  config: banner(heading),
});

const data = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
};

function expectRefusal(res: LightMyRequestResponse, status: number, msg: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const got = (res.json() as { msg: string }).msg;
  if (typeof msg === 'string') expect(got).toBe(msg);
  else expect(got).toMatch(msg);
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`reusable sections on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let owner: Caller;
    let ownerToken: string;
    let eventsOwner: Caller;
    let customer: Caller;
    let reusable: ReusableSummary;
    let one: PageDetail;
    let two: PageDetail;

    const visit = async (path: string) => pageText((await getPage(app, SHOP, path)).body);
    const preview = async (path: string) =>
      pageText(
        (
          await app.inject({
            method: 'GET',
            url: '/admin/preview',
            query: { path },
            headers: { host: SHOP, authorization: `Basic ${ownerToken}` },
          })
        ).body,
      );
    const list = async (who: Caller = owner) =>
      data<ReusableSummary[]>(await who.get(`${API}/reusables`));
    const newPage = async (path: string, sections: Section[]) =>
      data<PageDetail>(await owner.post(`${API}/page`, { path, title: path.slice(1), sections }));
    const saveDraft = (id: string, draft: PageDocument) =>
      owner.post(`${API}/page/draft`, { id, draft });
    const publishPage = (id: string) => owner.post(`${API}/page/publish`, { id });
    const editReusable = (heading: string) =>
      owner.post(`${API}/reusable/draft`, { id: reusable.id, config: banner(heading) });

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      const shopId = await workspaceIdOf(t.testDb.db, 'shop.localhost');
      const shop = await newShopper(t.testDb.db, shopId, 'OWNER');
      owner = callerOf(app, SHOP, shop.token);
      ownerToken = shop.token;
      eventsOwner = callerOf(
        app,
        EVENTS,
        (
          await newShopper(
            t.testDb.db,
            await workspaceIdOf(t.testDb.db, 'events.localhost'),
            'OWNER',
          )
        ).token,
      );
      customer = callerOf(app, SHOP, (await newShopper(t.testDb.db, shopId, 'CUSTOMER')).token);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('refuses a config its type refuses, with the reason, and a header type', async () => {
      const bad = await owner.post(`${API}/reusable`, {
        name: 'Broken',
        type: 'cta',
        config: { variant: 'banner', heading: '', buttons: [] },
      });
      expectRefusal(bad, 400, /Heading \(\/heading\) must not be empty/);
      const header = await owner.post(`${API}/reusable`, {
        name: 'Head',
        type: 'shop-header',
        config: {},
      });
      expectRefusal(header, 400, /cannot be a reusable section/);
      const extra = await owner.post(`${API}/reusable`, {
        name: 'X',
        type: 'cta',
        config: banner('x'),
        admin: true,
      });
      expect(extra.statusCode).toBe(400);
      expect(await list()).toEqual([]);
    });

    it('creates one, places it on two pages, and publishing a page publishes it', async () => {
      reusable = data<ReusableSummary>(
        await owner.post(`${API}/reusable`, {
          name: 'Sale banner',
          type: 'cta',
          config: banner('Sale A'),
        }),
      );
      expect(reusable).toMatchObject({
        name: 'Sale banner',
        publishedVersion: null,
        changed: true,
      });
      const taken = await owner.post(`${API}/reusable`, {
        name: 'Sale banner',
        type: 'cta',
        config: banner('Other'),
      });
      expectRefusal(taken, 409, /already called “Sale banner”/);

      one = await newPage('/reuse-one', [own('keep', 'Stays here'), placement('r1', reusable.id)]);
      two = await newPage('/reuse-two', [placement('r2', reusable.id)]);
      // The builder's preview shows the placement's draft config.
      expect(await preview('/reuse-one')).toContain('Sale A');

      const published = data<{ path: string }>(await publishPage(one.id));
      expect(published.path).toBe('/reuse-one');
      expect(data<PageDetail>(await publishPage(two.id)).path).toBe('/reuse-two');
      expect(await visit('/reuse-one')).toContain('Sale A');
      expect(await visit('/reuse-two')).toContain('Sale A');

      const [listed] = await list();
      expect(listed).toMatchObject({ id: reusable.id, publishedVersion: 1, changed: false });
      expect(listed!.usedOn.draft.map((p) => p.path)).toEqual(['/reuse-one', '/reuse-two']);
      expect(listed!.usedOn.live.map((p) => p.path)).toEqual(['/reuse-one', '/reuse-two']);
    });

    it('one edit and one publish change both public pages', async () => {
      expect(data<{ updatedAt: string }>(await editReusable('Sale B')).updatedAt).toBeTruthy();
      // A draft: the preview has it, visitors do not yet.
      expect(await preview('/reuse-two')).toContain('Sale B');
      expect(await visit('/reuse-one')).toContain('Sale A');
      const done = data<ReusableSummary>(
        await owner.post(`${API}/reusable/publish`, { id: reusable.id }),
      );
      expect(done).toMatchObject({ publishedVersion: 2, changed: false });
      for (const path of ['/reuse-one', '/reuse-two']) {
        const text = await visit(path);
        expect(text).toContain('Sale B');
        expect(text).not.toContain('Sale A');
      }
    });

    it('keeps history and rolls back', async () => {
      const history = data<VersionEntry[]>(
        await owner.get(`${API}/reusable/history`, { id: reusable.id }),
      );
      expect(history.map((h) => [h.version, h.current])).toEqual([
        [2, true],
        [1, false],
      ]);
      expect(
        data<Record<string, unknown>>(
          await owner.get(`${API}/reusable/version`, { id: reusable.id, version: '1' }),
        ),
      ).toEqual(banner('Sale A'));
      const back = data<ReusableSummary>(
        await owner.post(`${API}/reusable/rollback`, { id: reusable.id, version: 1 }),
      );
      expect(back).toMatchObject({ publishedVersion: 3, config: banner('Sale A') });
      expect(await visit('/reuse-two')).toContain('Sale A');
      expectRefusal(
        await owner.post(`${API}/reusable/rollback`, { id: reusable.id, version: 9 }),
        404,
        'This reusable section has no published version 9.',
      );
    });

    it('a detached copy keeps its config and no longer follows', async () => {
      const draft = data<PageDetail>(await owner.get(`${API}/page`, { id: two.id })).draft;
      const detached = draft.sections.map((s) =>
        s.ref ? { id: s.id, type: s.type, config: banner('Sale A') } : s,
      );
      data(await saveDraft(two.id, { ...draft, sections: detached }));
      data(await publishPage(two.id));
      data(await editReusable('Sale C'));
      data(await owner.post(`${API}/reusable/publish`, { id: reusable.id }));
      expect(await visit('/reuse-one')).toContain('Sale C');
      const detachedText = await visit('/reuse-two');
      expect(detachedText).toContain('Sale A');
      expect(detachedText).not.toContain('Sale C');
      const [listed] = await list();
      expect(listed!.usedOn.live.map((p) => p.path)).toEqual(['/reuse-one']);
    });

    it('renames, and refuses to delete one in use unless forced', async () => {
      const renamed = data<ReusableSummary>(
        await owner.post(`${API}/reusable/rename`, { id: reusable.id, name: 'Big sale' }),
      );
      expect(renamed.name).toBe('Big sale');
      const refused = await owner.post(`${API}/reusable/delete`, { id: reusable.id });
      expectRefusal(refused, 409, inUseMessage(1));
      expect((refused.json() as { pages: { path: string }[] }).pages.map((p) => p.path)).toEqual([
        '/reuse-one',
      ]);
      expect(await list()).toHaveLength(1);
      const forced = data<{ removedFrom: { path: string }[] }>(
        await owner.post(`${API}/reusable/delete`, { id: reusable.id }, { force: '1' }),
      );
      expect(forced.removedFrom.map((p) => p.path)).toEqual(['/reuse-one']);
      expect(await list()).toEqual([]);
      // Gone from the draft; the live page still places it, which now shows nothing there.
      const draft = data<PageDetail>(await owner.get(`${API}/page`, { id: one.id })).draft;
      expect(draft.sections.map((s) => s.id)).toEqual(['keep']);
      const text = await visit('/reuse-one');
      expect(text).toContain('Stays here');
      expect(text).not.toContain('Sale C');
      expectRefusal(
        await owner.get(`${API}/reusable/history`, { id: reusable.id }),
        404,
        noReusable(reusable.id),
      );
    });

    it('refuses a page publish placing a deleted one, naming the section', async () => {
      const draft = data<PageDetail>(await owner.get(`${API}/page`, { id: one.id })).draft;
      data(
        await saveDraft(one.id, {
          ...draft,
          sections: [...draft.sections, placement('gone', reusable.id)],
        }),
      );
      const res = await publishPage(one.id);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(
        /#gone\): the reusable section it places was deleted/,
      );
    });

    it('on the product template: every product page shows it, and its publish purges them all', async () => {
      const note = data<ReusableSummary>(
        await owner.post(`${API}/reusable`, {
          name: 'Care note',
          type: 'cta',
          config: banner('Care note one'),
        }),
      );
      const pages = data<PageSummary[]>(await owner.get(`${API}/pages`));
      const template = pages.find((p) => p.path === '/p')!;
      const draft = data<PageDetail>(await owner.get(`${API}/page`, { id: template.id })).draft;
      const [detail, ...rest] = draft.sections;
      const placedDraft = { ...draft, sections: [detail!, placement('care', note.id), ...rest] };
      data(await saveDraft(template.id, placedDraft));
      // The template's own check (its product details) sees past the placement.
      data(await publishPage(template.id));
      const product = await t.testDb.db
        .selectFrom('products')
        .innerJoin('workspaces', 'workspaces.id', 'products.workspace_id')
        .select('products.path')
        .where('workspaces.slug', '=', 'shop')
        .where('products.status', '=', 'active')
        .orderBy('products.seq')
        .executeTakeFirstOrThrow();
      const productPage = `/p/${product.path}`;
      expect(await visit(productPage)).toContain('Care note one');
      data(
        await owner.post(`${API}/reusable/draft`, { id: note.id, config: banner('Care note two') }),
      );
      data(await owner.post(`${API}/reusable/publish`, { id: note.id }));
      // The cached product page (10 s) was purged with the whole workspace.
      expect(await visit(productPage)).toContain('Care note two');
      // Left as it was for the tests after this one.
      data(await owner.post(`${API}/page/delete`, { id: template.id }));
    });

    it('keeps another workspace, a customer and another site out', async () => {
      const mine = data<ReusableSummary>(
        await owner.post(`${API}/reusable`, { name: 'Mine', type: 'cta', config: banner('Mine') }),
      );
      expect(await list(eventsOwner)).toEqual([]);
      for (const res of [
        await eventsOwner.get(`${API}/reusable`, { id: mine.id }),
        await eventsOwner.post(`${API}/reusable/draft`, { id: mine.id, config: banner('Theirs') }),
        await eventsOwner.post(`${API}/reusable/publish`, { id: mine.id }),
        await eventsOwner.post(`${API}/reusable/delete`, { id: mine.id, force: true }),
      ])
        expectRefusal(res, 404, noReusable(mine.id));
      // Placed on the other workspace's page: it renders nothing there, and publishing it is refused.
      const theirs = data<PageDetail>(
        await eventsOwner.post(`${API}/page`, {
          path: '/stolen',
          title: 'Stolen',
          sections: [placement('x', mine.id)],
        }),
      );
      expect((await eventsOwner.post(`${API}/page/publish`, { id: theirs.id })).statusCode).toBe(
        400,
      );
      expect((await customer.get(`${API}/reusables`)).statusCode).toBe(403);
      expect(
        (await customer.post(`${API}/reusable`, { name: 'C', type: 'cta', config: banner('C') }))
          .statusCode,
      ).toBe(403);
      expectRefusal(
        await owner.post(
          `${API}/reusable/draft`,
          { id: mine.id, config: banner('Evil') },
          undefined,
          { origin: 'http://evil.localhost:3000' },
        ),
        403,
        CROSS_SITE_MESSAGE,
      );
      expect((await owner.get(`${API}/reusable`, { id: mine.id })).json()).toMatchObject({
        data: { config: banner('Mine') },
      });
    });
  });
}
