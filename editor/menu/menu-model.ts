// The site's menus as plain data and the edits the menu editor makes to them: pure functions,
// each answering new menus (the store's setMenus records them as one undo step).
import { MENU_MAX_ITEMS, type NavItem, type NavLink } from '../../schemas/sections/_nav';
import type { ButtonAction, SiteMenus } from '../../schemas/types';

export type MenuName = keyof SiteMenus;

/** Where an item is: its index in the menu, and its index among that item's children. */
export type ItemPlace = { index: number; child?: number };

/** A path from a title: 'About us' → '/about-us'; accents dropped, other characters a dash. */
export function pathFromTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/${slug}`;
}

const pageAction = (path: string): ButtonAction => ({ navigateTo: 'page', page: path });

/** Most children an item holds (the menus' schema). */
export const MENU_MAX_CHILDREN = 12;

function withMenu(menus: SiteMenus, name: MenuName, items: NavItem[]): SiteMenus {
  return { ...menus, [name]: items };
}

/** Adds an item at the end of a menu, or a link at the end of an item's children. */
export function addItem(
  menus: SiteMenus,
  name: MenuName,
  item: NavItem,
  parent?: number,
): SiteMenus {
  const items = menus[name];
  if (parent === undefined) {
    if (items.length >= MENU_MAX_ITEMS[name]) return menus;
    return withMenu(menus, name, [...items, item]);
  }
  const host = items[parent];
  if (!host || (host.children?.length ?? 0) >= MENU_MAX_CHILDREN) return menus;
  const link: NavLink = { label: item.label, buttonAction: item.buttonAction ?? pageAction('/') };
  const next = items.slice();
  next[parent] = { ...host, children: [...(host.children ?? []), link] };
  return withMenu(menus, name, next);
}

/** Changes an item's (or a child's) label or link. */
export function updateItem(
  menus: SiteMenus,
  name: MenuName,
  at: ItemPlace,
  patch: { label?: string; buttonAction?: ButtonAction | undefined },
): SiteMenus {
  const items = menus[name].slice();
  const item = items[at.index];
  if (!item) return menus;
  if (at.child === undefined) {
    const next: NavItem = { ...item, ...patch };
    if ('buttonAction' in patch && !patch.buttonAction) delete next.buttonAction;
    items[at.index] = next;
  } else {
    const children = (item.children ?? []).slice();
    const child = children[at.child];
    if (!child) return menus;
    children[at.child] = {
      label: patch.label ?? child.label,
      buttonAction: patch.buttonAction ?? child.buttonAction,
    };
    items[at.index] = { ...item, children };
  }
  return withMenu(menus, name, items);
}

/** Removes an item (with its children) or one child. */
export function removeItem(menus: SiteMenus, name: MenuName, at: ItemPlace): SiteMenus {
  const items = menus[name].slice();
  const item = items[at.index];
  if (!item) return menus;
  if (at.child === undefined) items.splice(at.index, 1);
  else
    items[at.index] = { ...item, children: (item.children ?? []).filter((_, i) => i !== at.child) };
  return withMenu(menus, name, items);
}

const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = list.slice();
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** Moves an item within the menu, or a child within its item's children. */
export function moveItem(
  menus: SiteMenus,
  name: MenuName,
  from: ItemPlace,
  toIndex: number,
): SiteMenus {
  const items = menus[name];
  const item = items[from.index];
  if (!item) return menus;
  if (from.child === undefined) {
    if (toIndex < 0 || toIndex >= items.length) return menus;
    return withMenu(menus, name, moved(items, from.index, toIndex));
  }
  const children = item.children ?? [];
  if (toIndex < 0 || toIndex >= children.length) return menus;
  const next = items.slice();
  next[from.index] = { ...item, children: moved(children, from.child, toIndex) };
  return withMenu(menus, name, next);
}

/**
 * Makes a top-level item the last child of the item above it (one level of nesting: an item
 * with children of its own, or one without a link, cannot become a child).
 */
export function nestItem(menus: SiteMenus, name: MenuName, index: number): SiteMenus {
  const items = menus[name];
  const item = items[index];
  const host = items[index - 1];
  if (!item || !host || item.children?.length || !item.buttonAction) return menus;
  if ((host.children?.length ?? 0) >= MENU_MAX_CHILDREN) return menus;
  const next = items.slice();
  next[index - 1] = {
    ...host,
    children: [...(host.children ?? []), { label: item.label, buttonAction: item.buttonAction }],
  };
  next.splice(index, 1);
  return withMenu(menus, name, next);
}

/** Takes a child out of its item, placing it as a top-level item right after that item. */
export function unnestItem(menus: SiteMenus, name: MenuName, at: Required<ItemPlace>): SiteMenus {
  const items = menus[name];
  const host = items[at.index];
  const child = host?.children?.[at.child];
  if (!host || !child || items.length >= MENU_MAX_ITEMS[name]) return menus;
  const next = items.slice();
  next[at.index] = { ...host, children: host.children!.filter((_, i) => i !== at.child) };
  next.splice(at.index + 1, 0, {
    label: child.label,
    buttonAction: child.buttonAction,
    children: [],
  });
  return withMenu(menus, name, next);
}

/** Whether an action leads to this page path. */
const toPage = (action: ButtonAction | undefined, path: string) =>
  action?.navigateTo === 'page' && action.page === path;

/** Whether the main menu links the page at `path` (at the top or in a submenu). */
export function linksPage(menus: SiteMenus, path: string): boolean {
  return menus.main.some(
    (item) =>
      toPage(item.buttonAction, path) || item.children?.some((c) => toPage(c.buttonAction, path)),
  );
}

/** The main menu with a link to a new page at its end (unchanged when already there or full). */
export function addPageToMenu(menus: SiteMenus, title: string, path: string): SiteMenus {
  if (linksPage(menus, path)) return menus;
  return addItem(menus, 'main', {
    label: title.slice(0, 40),
    buttonAction: pageAction(path),
    children: [],
  });
}

/**
 * Both menus with every link to `oldPath` pointing at `newPath`, and, when `title` is given,
 * labelled with it (a renamed page).
 */
export function renamePageInMenus(
  menus: SiteMenus,
  oldPath: string,
  newPath: string,
  title?: string,
): SiteMenus {
  const relink = <T extends { label: string; buttonAction?: ButtonAction }>(item: T): T =>
    toPage(item.buttonAction, oldPath)
      ? {
          ...item,
          label: title ? title.slice(0, 40) : item.label,
          buttonAction: pageAction(newPath),
        }
      : item;
  const menu = (items: NavItem[]) =>
    items.map((item) => {
      const next = relink(item);
      return item.children ? { ...next, children: item.children.map(relink) } : next;
    });
  return { main: menu(menus.main), footer: menu(menus.footer) };
}

/** Where an item (or sub-item) sits: its menu and its place in it. */
export type MenuPlace = ItemPlace & { menu: MenuName };

/**
 * The items of both menus that link to the page at `path` and are labelled `label` (a page's
 * old title): the ones a title change should carry along. An item labelled otherwise was named
 * on purpose ("Home" for a page titled "Welcome") and is left alone.
 */
export function itemsNamedAfterPage(menus: SiteMenus, path: string, label: string): MenuPlace[] {
  const found: MenuPlace[] = [];
  const wanted = label.trim();
  if (!wanted) return found;
  const named = (item: { label: string; buttonAction?: ButtonAction }) =>
    toPage(item.buttonAction, path) && item.label.trim() === wanted;
  for (const menu of ['main', 'footer'] as const)
    menus[menu].forEach((item, index) => {
      if (named(item)) found.push({ menu, index });
      item.children?.forEach((c, child) => {
        if (named(c)) found.push({ menu, index, child });
      });
    });
  return found;
}

/**
 * Both menus with the items found by `itemsNamedAfterPage(menus, path, oldTitle)` labelled
 * `newTitle` (cut to an item's length); the same menus object when there are none.
 */
export function renamePageLabels(
  menus: SiteMenus,
  path: string,
  oldTitle: string,
  newTitle: string,
): SiteMenus {
  const label = newTitle.trim();
  if (!label) return menus;
  return itemsNamedAfterPage(menus, path, oldTitle).reduce(
    (next, at) =>
      updateItem(next, at.menu, at, { label: label.slice(0, at.child === undefined ? 40 : 48) }),
    menus,
  );
}
