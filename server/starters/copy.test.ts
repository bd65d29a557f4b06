import { describe, expect, it } from 'vitest';
import { STARTER_IDS, starters } from '../../fixtures/starters/index';
import {
  pageDraftProblems,
  pathProblem,
  sectionProblems,
  siteDraftProblems,
} from '../builder/checks';
import { starterCopy } from './copy';

const SECTION_ID = /^[A-Za-z][A-Za-z0-9_-]{7}$/;

describe('starterCopy', () => {
  it('offers the five starters of the issue, in order', () => {
    expect(starters().map((s) => s.id)).toEqual([...STARTER_IDS]);
  });

  for (const starter of starters()) {
    describe(starter.id, () => {
      const copy = starterCopy(starter, 'Asha’s Studio');
      const sourceIds = new Set([
        starter.site.header?.id,
        starter.site.footer?.id,
        ...starter.pages.flatMap((p) => p.doc.sections.map((s) => s.id)),
      ]);
      const sections = [
        copy.site.header,
        copy.site.footer,
        ...copy.pages.flatMap((p) => p.doc.sections),
      ].filter((s) => s !== null);

      it('gives every section a new id, unique across the site', () => {
        const ids = sections.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) {
          expect(id).toMatch(SECTION_ID);
          expect(sourceIds.has(id)).toBe(false);
        }
      });

      it('shares no object with the starter', () => {
        copy.site.theme.colors.primaryAccent = '#000001';
        if (copy.site.header) copy.site.header.config.changed = true;
        const first = copy.pages[0]!.doc.sections[0];
        if (first) first.config.changed = true;
        expect(starter.site.theme.colors.primaryAccent).not.toBe('#000001');
        expect(starter.site.header?.config.changed).toBeUndefined();
        expect(starter.pages[0]!.doc.sections[0]?.config.changed).toBeUndefined();
      });

      it('has a header and a footer showing the site’s own name', () => {
        for (const slot of [copy.site.header, copy.site.footer]) {
          expect(slot).not.toBeNull();
          if ('brand' in slot!.config) {
            expect(slot!.config.brand).toBe('name');
            expect(slot!.config.siteName).toBe('');
          }
        }
      });

      it('has a home page, and documents and configs that would publish', () => {
        const fresh = starterCopy(starter, 'Asha’s Studio');
        expect(fresh.pages.some((p) => p.path === '/')).toBe(true);
        expect(siteDraftProblems(fresh.site)).toBeNull();
        expect(sectionProblems([fresh.site.header!], { slot: 'header' })).toEqual([]);
        expect(sectionProblems([fresh.site.footer!], { slot: 'footer' })).toEqual([]);
        for (const p of fresh.pages) {
          expect(pathProblem(p.path), p.path).toBeNull();
          expect(pageDraftProblems(p.doc), p.path).toBeNull();
          expect(sectionProblems(p.doc.sections), p.path).toEqual([]);
        }
        expect(fresh.pages.find((p) => p.path === '/')!.doc.seo.title).toBe('Asha’s Studio');
      });

      it('names no other site in its demo content but its own demo images', () => {
        const text = JSON.stringify({ ...starter, site: copy.site, pages: copy.pages });
        // Links and pictures point inside the site (paths) or to the shared /demo/ files.
        for (const url of text.match(/"(?:image|logo|thumb|src)":"[^"]*"/g) ?? [])
          expect(url).toMatch(/:"(\/|https:\/\/|$)/);
        expect(text).not.toMatch(/localhost/);
      });
    });
  }

  it('copies a handful of products with the categories and brands they need', () => {
    const shop = starters().find((s) => s.id === 'shop')!;
    const { categories, brands, products } = shop.catalogue!;
    expect(products.length).toBeGreaterThanOrEqual(8);
    expect(products.length).toBeLessThanOrEqual(12);
    const slugs = new Set(categories.map((c) => c.slug));
    for (const p of products) {
      for (const c of p.categorySlugs) expect(slugs.has(c)).toBe(true);
      if (p.brandSlug) expect(brands.map((b) => b.slug)).toContain(p.brandSlug);
      expect(p.variants.length).toBeGreaterThan(0);
      expect(p.media[0]?.url).toMatch(/^\/demo\//);
    }
  });

  it('copies a few published posts to the content sites', () => {
    for (const id of ['shop', 'organisation'] as const) {
      const blog = starters().find((s) => s.id === id)!.blog!;
      expect(blog.posts.length).toBeGreaterThanOrEqual(3);
      for (const p of blog.posts) expect(p.status).toBe('published');
    }
  });
});
