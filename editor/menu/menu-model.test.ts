import { describe, expect, it } from 'vitest';
import type { SiteMenus } from '../../schemas/types';
import {
  addItem,
  addPageToMenu,
  itemsNamedAfterPage,
  moveItem,
  nestItem,
  pathFromTitle,
  removeItem,
  renamePageInMenus,
  renamePageLabels,
  unnestItem,
  updateItem,
} from './menu-model';

const page = (label: string, path: string) => ({
  label,
  buttonAction: { navigateTo: 'page' as const, page: path },
});
const menus = (): SiteMenus => ({
  main: [page('Home', '/'), { ...page('Shop', '/shop'), children: [page('Sale', '/sale')] }],
  footer: [{ label: 'Help', children: [page('FAQ', '/faq')] }],
});

describe('menu model', () => {
  it('makes a path from a title', () => {
    expect(pathFromTitle('About us')).toBe('/about-us');
    expect(pathFromTitle('  Café & Bar! ')).toBe('/cafe-bar');
  });

  it('adds items and sub-items, and leaves the old menus unchanged', () => {
    const before = menus();
    const after = addItem(before, 'main', page('Blog', '/blog'));
    expect(after.main.map((i) => i.label)).toEqual(['Home', 'Shop', 'Blog']);
    expect(before.main).toHaveLength(2);
    const nested = addItem(after, 'main', page('New', '/new'), 1);
    expect(nested.main[1]?.children?.map((c) => c.label)).toEqual(['Sale', 'New']);
  });

  it('renames and relinks an item or a sub-item', () => {
    const m = updateItem(menus(), 'main', { index: 1, child: 0 }, { label: 'Offers' });
    expect(m.main[1]?.children?.[0]).toEqual(page('Offers', '/sale'));
    const unlinked = updateItem(m, 'main', { index: 1 }, { buttonAction: undefined });
    expect(unlinked.main[1]).not.toHaveProperty('buttonAction');
  });

  it('reorders items and sub-items', () => {
    expect(moveItem(menus(), 'main', { index: 0 }, 1).main.map((i) => i.label)).toEqual([
      'Shop',
      'Home',
    ]);
    const two = addItem(menus(), 'main', page('New', '/new'), 1);
    const moved = moveItem(two, 'main', { index: 1, child: 1 }, 0);
    expect(moved.main[1]?.children?.map((c) => c.label)).toEqual(['New', 'Sale']);
    expect(moveItem(menus(), 'main', { index: 0 }, 5)).toEqual(menus());
  });

  it('nests an item under the one above and takes it out again', () => {
    const nested = nestItem(addItem(menus(), 'main', page('Blog', '/blog')), 'main', 2);
    expect(nested.main.map((i) => i.label)).toEqual(['Home', 'Shop']);
    expect(nested.main[1]?.children?.map((c) => c.label)).toEqual(['Sale', 'Blog']);
    // An item with children of its own stays where it is (one level of nesting).
    expect(nestItem(menus(), 'main', 1)).toEqual(menus());
    const out = unnestItem(nested, 'main', { index: 1, child: 1 });
    expect(out.main.map((i) => i.label)).toEqual(['Home', 'Shop', 'Blog']);
  });

  it('removes an item with its children, or one child', () => {
    expect(removeItem(menus(), 'main', { index: 1 }).main).toHaveLength(1);
    expect(removeItem(menus(), 'main', { index: 1, child: 0 }).main[1]?.children).toEqual([]);
  });

  it('adds a new page to the main menu once, and follows a renamed path in both menus', () => {
    const added = addPageToMenu(menus(), 'FAQ', '/faq');
    // The footer links /faq, the main menu did not: it is added there.
    expect(added.main.at(-1)).toEqual({ ...page('FAQ', '/faq'), children: [] });
    expect(addPageToMenu(added, 'FAQ', '/faq')).toBe(added);
    const renamed = renamePageInMenus(added, '/faq', '/help', 'Help');
    expect(renamed.main.at(-1)?.buttonAction).toEqual({ navigateTo: 'page', page: '/help' });
    expect(renamed.footer[0]?.children?.[0]).toEqual(page('Help', '/help'));
  });
});

describe('a page title change in the menus', () => {
  const named = (): SiteMenus => ({
    main: [
      page('Home', '/'),
      { ...page('About', '/about'), children: [page('About', '/about'), page('Team', '/team')] },
      page('Our story', '/about'),
    ],
    footer: [{ label: 'More', children: [page('About', '/about'), page('About', '/faq')] }],
  });

  it('finds the items linking to the page whose label is its old title, in both menus', () => {
    expect(itemsNamedAfterPage(named(), '/about', 'About')).toEqual([
      { menu: 'main', index: 1 },
      { menu: 'main', index: 1, child: 0 },
      { menu: 'footer', index: 0, child: 0 },
    ]);
    expect(itemsNamedAfterPage(named(), '/about', ' About ')).toHaveLength(3);
    expect(itemsNamedAfterPage(named(), '/about', 'Team')).toEqual([]);
    expect(itemsNamedAfterPage(named(), '/about', '')).toEqual([]);
  });

  it('renames only those items, and keeps the links and the other labels', () => {
    const before = named();
    const after = renamePageLabels(before, '/about', 'About', 'About us');
    expect(after.main.map((i) => i.label)).toEqual(['Home', 'About us', 'Our story']);
    expect(after.main[1]?.children?.map((c) => c.label)).toEqual(['About us', 'Team']);
    expect(after.main[1]?.buttonAction).toEqual({ navigateTo: 'page', page: '/about' });
    expect(after.footer[0]?.children?.map((c) => c.label)).toEqual(['About us', 'About']);
    expect(before.main[1]?.label).toBe('About');
  });

  it('answers the same menus when nothing matches or the new title is empty', () => {
    const before = named();
    expect(renamePageLabels(before, '/contact', 'Contact', 'Reach us')).toBe(before);
    expect(renamePageLabels(before, '/about', 'About', '  ')).toBe(before);
  });

  it('cuts a long title to an item label', () => {
    const after = renamePageLabels(named(), '/about', 'About', 'x'.repeat(60));
    expect(after.main[1]?.label).toHaveLength(40);
    expect(after.main[1]?.children?.[0]?.label).toHaveLength(48);
  });
});
