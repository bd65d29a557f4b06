import { describe, expect, it } from 'vitest';
import { defaultsFromSchema } from '../../schemas/defaults';
import { themeSchema } from '../../schemas/theme';
import type { Section, SiteDocument, Theme } from '../../schemas/types';
import { applyPatch, applySite, createPreviewDocument, createPreviewStore } from './preview-state';

const theme = defaultsFromSchema(themeSchema) as Theme;
const section = (id: string, text = id): Section => ({ id, type: 'probe', config: { text } });
const makeSite = (over: Partial<SiteDocument> = {}): SiteDocument => ({
  version: 1,
  theme,
  header: section('head'),
  footer: section('foot'),
  menus: { main: [], footer: [] },
  ...over,
});
const makeDoc = (ids: string[]) =>
  createPreviewDocument(
    makeSite(),
    { version: 1, title: 'T', seo: {}, sections: ids.map((id) => section(id)) },
    '/',
    1,
  );

describe('preview document', () => {
  it('keeps the first of repeated ids', () => {
    const doc = createPreviewDocument(
      makeSite(),
      { version: 1, title: 'T', seo: {}, sections: [section('a', '1'), section('a', '2')] },
      '/x',
      3,
    );
    expect(doc.sections).toEqual([section('a', '1')]);
    expect([doc.path, doc.seq]).toEqual(['/x', 3]);
  });

  it('patches by id: replaced sections are new, the rest keep their identity', () => {
    const doc = makeDoc(['a', 'b', 'c']);
    const b2 = section('b', 'changed');
    const next = applyPatch(doc, { order: ['c', 'b', 'a'], upsert: [b2], seq: 2 });
    expect(next.sections.map((s) => s.id)).toEqual(['c', 'b', 'a']);
    expect(next.sections[0]).toBe(doc.sections[2]);
    expect(next.sections[1]).toBe(b2);
    expect(next.sections[2]).toBe(doc.sections[0]);
    expect(next.seq).toBe(2);
    expect(next.site).toBe(doc.site);
    expect(doc.sections.map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });

  it('drops sections left out of the order, unknown ids and repeats', () => {
    const doc = makeDoc(['a', 'b', 'c']);
    const next = applyPatch(doc, { order: ['a', 'zz', 'a', 'd'], upsert: [section('d')], seq: 2 });
    expect(next.sections.map((s) => s.id)).toEqual(['a', 'd']);
  });

  it('keeps the theme, header and footer objects a site message did not change', () => {
    const doc = makeDoc(['a']);
    const same = applySite(doc, { site: structuredClone(makeSite()), seq: 2 });
    expect(same.site.theme).toBe(doc.site.theme);
    expect(same.site.header).toBe(doc.site.header);
    expect(same.site.footer).toBe(doc.site.footer);
    const footer = section('foot', 'new');
    const changed = applySite(same, { site: makeSite({ footer }), seq: 3 });
    expect(changed.site.footer).toBe(footer);
    expect(changed.site.header).toBe(doc.site.header);
    const themed = applySite(changed, {
      site: makeSite({ footer, theme: { ...theme, linkTextColor: '#000000' } }),
      seq: 4,
    });
    expect(themed.site.theme.linkTextColor).toBe('#000000');
    expect(themed.site.footer).toBe(footer);
  });

  it('notifies subscribers only when the document changes', () => {
    const store = createPreviewStore();
    let calls = 0;
    const off = store.subscribe(() => calls++);
    const doc = makeDoc(['a']);
    store.setState(doc);
    store.setState(doc);
    off();
    store.setState(null);
    expect(calls).toBe(1);
    expect(store.getState()).toBeNull();
  });
});
