// The site's menus in one place: the main menu (every header) and the footer menu (every
// footer's link columns). Items with a label and a link (a page, a category, a product or a URL,
// through the inspector's link picker), one level of sub-items, drag (or Alt+arrows) to reorder.
// Every change is the store's setMenus: one undo step, typing in a label coalesced.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { FieldProps } from '@rjsf/utils';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { buttonActionSchema } from '../../schemas/fragments';
import { MENU_MAX_ITEMS, type NavItem } from '../../schemas/sections/_nav';
import type { ButtonAction, SiteMenus } from '../../schemas/types';
import { createFormContext, type InspectorFormContext } from '../inspector/form-context';
import '../inspector/inspector.css';
import { ButtonActionField } from '../inspector/widgets/ButtonActionField';
import { Dialog } from '../shell/Dialogs';
import { Icon } from '../shell/icons';
import { useServices } from '../shell/services';
import { useEditor, useEditorStore } from '../store/store';
import {
  addItem,
  MENU_MAX_CHILDREN,
  moveItem,
  nestItem,
  removeItem,
  unnestItem,
  updateItem,
  type ItemPlace,
  type MenuName,
} from './menu-model';
import './menu-editor.css';

const MENU_TITLES: Record<MenuName, string> = { main: 'Main menu', footer: 'Footer menu' };
const MENU_HINTS: Record<MenuName, string> = {
  main: 'Every header shows this menu. An item with sub-items opens a dropdown.',
  footer:
    'Every footer shows this menu: an item with sub-items is a column, its sub-items the links.',
};

const placeKey = (at: ItemPlace) =>
  at.child === undefined ? `i${at.index}` : `i${at.index}-${at.child}`;

/** Where a link goes, in two parts for the collapsed row: its kind and its target. */
function linkParts(
  action: ButtonAction | undefined,
  pageTitle: (path: string) => string | undefined,
): { kind: string; target: string } {
  // No link is right for a dropdown's or a footer column's heading: said plainly, not as a fault.
  if (!action) return { kind: '', target: 'No link' };
  switch (action.navigateTo) {
    case 'page':
      return {
        kind: 'Page',
        target: action.page ? (pageTitle(action.page) ?? action.page) : 'Choose…',
      };
    case 'category':
      return { kind: 'Category', target: action.category ?? 'Choose…' };
    case 'product':
      return { kind: 'Product', target: action.product ?? 'Choose…' };
    default:
      return { kind: 'URL', target: action.externalLink ?? 'Choose…' };
  }
}

/** The inspector's link picker, outside an rjsf form: it needs only these few props. */
function LinkPicker({
  id,
  value,
  required,
  context,
  onChange,
}: {
  id: string;
  value: ButtonAction | undefined;
  required: boolean;
  context: InspectorFormContext;
  onChange(action: ButtonAction | undefined): void;
}) {
  const props = {
    formData: value,
    onChange: (next: unknown) => onChange(next as ButtonAction | undefined),
    onBlur: () => undefined,
    onFocus: () => undefined,
    fieldPathId: { $id: id, path: [] },
    schema: { ...buttonActionSchema, title: 'Link' },
    registry: { globalFormOptions: { idSeparator: '_' }, formContext: context },
    errorSchema: undefined,
    required,
    disabled: false,
    readonly: false,
    name: 'buttonAction',
    title: 'Link',
  } as unknown as FieldProps;
  return <ButtonActionField {...props} />;
}

type RowProps = {
  id: string;
  at: ItemPlace;
  label: string;
  action: ButtonAction | undefined;
  menu: MenuName;
  expanded: boolean;
  context: InspectorFormContext;
  onToggle(): void;
  onChange(next: SiteMenus, coalesceKey?: string): void;
  menus: SiteMenus;
  canNest: boolean;
  /** Most places among its siblings, for Alt+arrows on the handle. */
  siblings: number;
  pageTitle(path: string): string | undefined;
  children?: ReactNode;
};

/** Focuses the handle of the item now at `at` (after a move by keyboard re-rendered the list). */
function focusHandle(at: ItemPlace) {
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>(`[data-testid="menu-item-${placeKey(at)}"] .swe-handle`)
      ?.focus(),
  );
}

function ItemRow({
  id,
  at,
  label,
  action,
  menu,
  expanded,
  context,
  onToggle,
  onChange,
  menus,
  canNest,
  siblings,
  pageTitle,
  children,
}: RowProps) {
  const sortable = useSortable({ id });
  const child = at.child !== undefined;
  const name = label || 'Untitled';
  const link = linkParts(action, pageTitle);
  const linkTitle = link.kind ? `${link.kind}: ${link.target}` : link.target;
  // Alt+Up/Down moves the item among its siblings; other keys go to the drag sensor (Space).
  const onHandleKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.key === 'ArrowUp' ? -1 : e.key === 'ArrowDown' ? 1 : 0;
    if (!e.altKey || !step) return sortable.listeners?.onKeyDown?.(e);
    e.preventDefault();
    const place = child ? at.child! : at.index;
    const to = place + step;
    if (to < 0 || to >= siblings) return;
    onChange(moveItem(menus, menu, at, to));
    focusHandle(child ? { index: at.index, child: to } : { index: to });
  };
  return (
    <li
      ref={sortable.setNodeRef}
      className={`swe-menu-item${child ? ' swe-menu-item--child' : ''}`}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      data-testid={`menu-item-${placeKey(at)}`}
    >
      <div className="swe-menu-row">
        <button
          type="button"
          className="swe-handle swe-menu-handle"
          aria-label={`Move ${name}`}
          title="Drag to reorder (or Alt+↑/↓)"
          {...sortable.attributes}
          {...sortable.listeners}
          onKeyDown={onHandleKey}
        >
          <Icon name="grip" />
        </button>
        <input
          className="swe-input swe-menu-label"
          aria-label={child ? 'Sub-item label' : 'Item label'}
          value={label}
          placeholder="Label"
          maxLength={child ? 48 : 40}
          onChange={(e) =>
            onChange(
              updateItem(menus, menu, at, { label: e.target.value }),
              `menu:${menu}:${placeKey(at)}:label`,
            )
          }
        />
        <button
          type="button"
          className={`swe-menu-link${action ? '' : ' swe-menu-link--none'}`}
          aria-expanded={expanded}
          aria-label={`Link of ${name}: ${linkTitle}`}
          title={linkTitle}
          onClick={onToggle}
        >
          <Icon name="link" />
          {link.kind && <span className="swe-menu-link__kind">{link.kind}</span>}
          <span className="swe-menu-link__target">{link.target}</span>
          <Icon name="chevron" />
        </button>
        <span className="swe-menu-tools">
          {!child && canNest && (
            <button
              type="button"
              className="swe-btn swe-btn--icon swe-btn--small"
              title="Make it a sub-item of the item above"
              aria-label={`Make ${name} a sub-item`}
              onClick={() => onChange(nestItem(menus, menu, at.index))}
            >
              <Icon name="indent" />
            </button>
          )}
          {child && (
            <button
              type="button"
              className="swe-btn swe-btn--icon swe-btn--small"
              title="Make it a top-level item"
              aria-label={`Make ${name} a top-level item`}
              onClick={() =>
                onChange(unnestItem(menus, menu, { index: at.index, child: at.child! }))
              }
            >
              <Icon name="outdent" />
            </button>
          )}
          <button
            type="button"
            className="swe-btn swe-btn--icon swe-btn--small swe-btn--danger"
            title="Remove"
            aria-label={`Remove ${name}`}
            onClick={() => onChange(removeItem(menus, menu, at))}
          >
            <Icon name="trash" />
          </button>
        </span>
      </div>
      {expanded && (
        <div className="swe-form swe-menu-link-editor">
          <LinkPicker
            id={`menu_${menu}_${placeKey(at)}`}
            value={action}
            required={child}
            context={context}
            onChange={(next) =>
              onChange(
                updateItem(menus, menu, at, { buttonAction: next }),
                `menu:${menu}:${placeKey(at)}:link`,
              )
            }
          />
        </div>
      )}
      {children}
    </li>
  );
}

/** The menu editor's body (the dialog around it is the shell's). */
export function MenuEditor({ initial }: { initial: MenuName }) {
  const store = useEditorStore();
  const { sources } = useServices();
  const menus = useEditor((s) => s.site?.menus) ?? { main: [], footer: [] };
  const pages = useEditor((s) => s.pages);
  const [menu, setMenu] = useState<MenuName>(initial);
  const [expanded, setExpanded] = useState<string | null>(null);
  const context = useMemo(() => createFormContext(sources), [sources]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const items = menus[menu];
  const pageTitle = (path: string) => pages.find((p) => p.path === path)?.title || undefined;
  const change = (next: SiteMenus, coalesceKey?: string) => {
    if (next !== menus) store.getState().setMenus(next, coalesceKey);
  };
  const toggle = (at: ItemPlace) => setExpanded((k) => (k === placeKey(at) ? null : placeKey(at)));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const [a, b] = [String(active.id).split('-'), String(over.id).split('-')];
    // ids: `item-i` for items, `child-i-j` for sub-items; a sub-item moves within its item.
    if (a[0] === 'item' && b[0] === 'item')
      change(moveItem(menus, menu, { index: +a[1]! }, +b[1]!));
    else if (a[0] === 'child' && b[0] === 'child' && a[1] === b[1])
      change(moveItem(menus, menu, { index: +a[1]!, child: +a[2]! }, +b[2]!));
    setExpanded(null);
  };

  const full = items.length >= MENU_MAX_ITEMS[menu];
  const unlinked = pages.filter(
    (p) =>
      !items.some(
        (i) =>
          (i.buttonAction?.navigateTo === 'page' && i.buttonAction.page === p.path) ||
          i.children?.some((c) => c.buttonAction.page === p.path),
      ),
  );
  const newItem = (label: string, path: string): NavItem => ({
    label: label.slice(0, 40),
    buttonAction: { navigateTo: 'page', page: path },
    children: [],
  });

  return (
    <div className="swe-menu-editor" data-testid="menu-editor">
      <div className="swe-tabs" role="tablist" aria-label="Menus">
        {(['main', 'footer'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={menu === m}
            onClick={() => {
              setMenu(m);
              setExpanded(null);
            }}
          >
            {MENU_TITLES[m]}
          </button>
        ))}
      </div>
      <p className="swe-menu-hint">{MENU_HINTS[menu]}</p>
      {items.length === 0 && (
        <p className="swe-empty">This menu is empty. Add pages or links below.</p>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext
          items={items.map((_, i) => `item-${i}`)}
          strategy={verticalListSortingStrategy}
        >
          <ul className="swe-menu-list" aria-label={MENU_TITLES[menu]}>
            {items.map((item, i) => (
              <ItemRow
                key={`item-${i}`}
                id={`item-${i}`}
                at={{ index: i }}
                label={item.label}
                action={item.buttonAction}
                menu={menu}
                menus={menus}
                expanded={expanded === placeKey({ index: i })}
                context={context}
                canNest={i > 0 && !item.children?.length && Boolean(item.buttonAction)}
                siblings={items.length}
                pageTitle={pageTitle}
                onToggle={() => toggle({ index: i })}
                onChange={change}
              >
                <SortableContext
                  items={(item.children ?? []).map((_, j) => `child-${i}-${j}`)}
                  strategy={verticalListSortingStrategy}
                >
                  <ul
                    className="swe-menu-list swe-menu-list--children"
                    aria-label={`Sub-items of ${item.label}`}
                  >
                    {(item.children ?? []).map((c, j) => (
                      <ItemRow
                        key={`child-${i}-${j}`}
                        id={`child-${i}-${j}`}
                        at={{ index: i, child: j }}
                        label={c.label}
                        action={c.buttonAction}
                        menu={menu}
                        menus={menus}
                        expanded={expanded === placeKey({ index: i, child: j })}
                        context={context}
                        canNest={false}
                        siblings={item.children?.length ?? 0}
                        pageTitle={pageTitle}
                        onToggle={() => toggle({ index: i, child: j })}
                        onChange={change}
                      />
                    ))}
                  </ul>
                </SortableContext>
                <button
                  type="button"
                  className="swe-menu-add-child"
                  aria-label={`Add a sub-item to ${item.label || 'Untitled'}`}
                  disabled={(item.children?.length ?? 0) >= MENU_MAX_CHILDREN}
                  onClick={() => {
                    change(addItem(menus, menu, newItem('New link', '/'), i));
                    setExpanded(placeKey({ index: i, child: item.children?.length ?? 0 }));
                  }}
                >
                  <Icon name="plus" /> Sub-item
                </button>
              </ItemRow>
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <div className="swe-menu-actions">
        <button
          type="button"
          className="swe-btn"
          data-testid="menu-add-item"
          disabled={full}
          onClick={() => {
            change(addItem(menus, menu, { label: 'New item', children: [] }));
            setExpanded(placeKey({ index: items.length }));
          }}
        >
          <Icon name="plus" /> Add item
        </button>
        <label className="swe-menu-add-page">
          <span className="swe-visually-hidden">Add a page</span>
          <select
            className="swe-select"
            value=""
            disabled={full || unlinked.length === 0}
            aria-label="Add a page to the menu"
            onChange={(e) => {
              const page = pages.find((p) => p.path === e.target.value);
              if (page) change(addItem(menus, menu, newItem(page.title || page.path, page.path)));
            }}
          >
            <option value="">
              {unlinked.length ? '+ Add a page…' : 'Every page is in this menu'}
            </option>
            {unlinked.map((p) => (
              <option key={p.id} value={p.path}>
                {p.title || p.path} ({p.path})
              </option>
            ))}
          </select>
        </label>
        {full && (
          <span className="swe-menu-hint">This menu is full ({MENU_MAX_ITEMS[menu]} items).</span>
        )}
      </div>
    </div>
  );
}

/** The menu editor in the shell's dialog (loaded when first opened). */
export function MenuDialog({ initial, onClose }: { initial: MenuName; onClose(): void }) {
  return (
    <Dialog title="Menus" onClose={onClose} wide>
      <MenuEditor initial={initial} />
      <div className="swe-dialog-actions">
        <button type="button" className="swe-btn swe-btn--primary" onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  );
}
