import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  FieldErrorProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
} from '@rjsf/utils';
import { getTemplate, getUiOptions } from '@rjsf/utils';
import {
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { JsonSchema } from '../../schemas/types';
import { ArrayMoveContext } from './fields';
import type { FieldGroup } from './ui-schema';
import { FieldErrors } from './widgets/FieldErrors';

/** A field: label, the widget, its description, errors and help. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel } = props;
  const { rawDescription, classNames, schema, uiSchema, registry } = props;
  if (hidden) return null;
  const uiOptions = getUiOptions(uiSchema);
  const Wrap = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  const isCheckbox = uiOptions.widget === 'checkbox' || schema.type === 'boolean';
  return (
    <Wrap {...props} classNames={`swe-field ${classNames ?? ''}`.trim()}>
      {displayLabel && !isCheckbox ? (
        // The required mark is drawn by CSS: the input's `required` already tells assistive tech.
        <label className={`swe-label${required ? ' is-required' : ''}`} htmlFor={id}>
          {label}
          {/* The phone value of an image beside it (schemas/fragments.ts phoneImageSchema). */}
          {typeof schema['x-phone-of'] === 'string' && (
            <span className="swe-phone-tag">Phone value</span>
          )}
        </label>
      ) : null}
      {displayLabel && rawDescription ? description : null}
      {children}
      {errors}
      {help}
    </Wrap>
  );
}

/** Errors under a field, where its aria-describedby points. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const list = (errors ?? []).filter((e): e is string => typeof e === 'string');
  return <FieldErrors id={fieldPathId.$id} errors={list} />;
}

/** The forms save as you type: no submit button. */
export function SubmitButton() {
  return null;
}

/**
 * An object: the root form (grouped under headings when its uiSchema has 'ui:groups'), an
 * array item (no legend: the item's bar names it) or a nested fieldset. Fields hidden for the
 * current variant are not rendered at all.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, uiSchema, fieldPathId, schema, readonly, disabled } =
    props;
  const { onAddProperty } = props;
  const visible = properties.filter((p) => !p.hidden);
  const path = fieldPathId.path;
  const isRoot = path.length === 0;
  const isItem = typeof path[path.length - 1] === 'number';
  const groups = uiSchema?.['ui:groups'] as FieldGroup[] | undefined;

  let body: ReactNode;
  if (groups) {
    const byName = new Map(visible.map((p) => [p.name, p]));
    const placed = new Set<string>();
    body = (
      <>
        {groups.map((g) => {
          const members = g.fields.flatMap((f) => {
            const p = byName.get(f);
            return p ? [p] : [];
          });
          members.forEach((p) => placed.add(p.name));
          return members.length ? (
            <section key={g.title} className="swe-group" aria-label={g.title}>
              <h3 className="swe-group__title">{g.title}</h3>
              {members.map((p) => p.content)}
            </section>
          ) : null;
        })}
        {visible.filter((p) => !placed.has(p.name)).map((p) => p.content)}
      </>
    );
  } else {
    body = visible.map((p) => p.content);
  }
  const canAddEntry =
    typeof (schema as JsonSchema).additionalProperties === 'object' && !readonly && !disabled;
  const add = canAddEntry ? (
    <button type="button" className="swe-btn" onClick={() => onAddProperty()}>
      Add entry
    </button>
  ) : null;
  const help = description && !isItem ? <p className="swe-help">{description}</p> : null;

  if (isRoot) {
    return (
      <div className="swe-object swe-object--root">
        {help}
        {body}
        {add}
      </div>
    );
  }
  if (isItem) {
    return (
      <div className="swe-object swe-object--item">
        {body}
        {add}
      </div>
    );
  }
  return (
    <fieldset className="swe-object">
      <legend className="swe-object__title">{title}</legend>
      {help}
      {body}
      {add}
    </fieldset>
  );
}

/** Which items of an array appeared after it was first shown (they open expanded). */
const NewItemsContext = createContext<(key: string) => boolean>(() => false);

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** An array: its items as a sortable list (drag handle, keyboard, move buttons) and Add. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { title, items, canAdd, onAddClick, disabled, readonly, schema, rawErrors, fieldPathId } =
    props;
  const mover = useContext(ArrayMoveContext);
  const keys = useMemo(() => items.map((el) => String(el.key)), [items]);
  // One key more than last render, and only one unseen: an Add, whose item opens expanded. A
  // list whose keys were all renewed (rjsf re-keys on outside length changes) opens nothing.
  const prevKeys = useRef<readonly string[]>(keys);
  const isNew = useMemo(() => {
    const before = new Set(prevKeys.current);
    const added = keys.filter((k) => !before.has(k));
    const single = added.length === 1 && keys.length === before.size + 1 ? added[0] : undefined;
    return (key: string) => key === single;
  }, [keys]);
  useEffect(() => {
    prevKeys.current = keys;
  }, [keys]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : keys.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up item ${position(active.id)} of ${keys.length}.`,
    onDragOver: ({ over }) =>
      over ? `Item is over position ${position(over.id)} of ${keys.length}.` : undefined,
    onDragEnd: ({ over }) =>
      over ? `Item dropped at position ${position(over.id)} of ${keys.length}.` : 'Item dropped.',
    onDragCancel: () => 'Reordering cancelled.',
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    mover?.move(position(active.id) - 1, position(over.id) - 1);
  };
  const itemSchema = (schema as JsonSchema).items;
  const itemName = lowerFirst(itemSchema?.title ?? 'item');
  const locked = disabled || readonly;
  return (
    <fieldset className="swe-array" data-testid={`${fieldPathId.$id}-array`}>
      <legend className="swe-object__title">{title}</legend>
      <NewItemsContext.Provider value={isNew}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To reorder, press Space or Enter, move with the arrow keys, then press Space or Enter to drop. Escape cancels.',
            },
          }}
        >
          <SortableContext items={keys} strategy={verticalListSortingStrategy}>
            <ol className="swe-array__items">{items}</ol>
          </SortableContext>
        </DndContext>
      </NewItemsContext.Provider>
      {items.length === 0 ? <p className="swe-muted">No {itemName}s yet.</p> : null}
      {canAdd && !locked ? (
        <button type="button" className="swe-btn swe-array__add" onClick={onAddClick}>
          Add {itemName}
        </button>
      ) : null}
      <FieldErrors id={fieldPathId.$id} errors={rawErrors} />
    </fieldset>
  );
}

type ItemChildProps = { formData?: unknown; errorSchema?: unknown };

const hasErrors = (errorSchema: unknown): boolean => {
  if (!errorSchema || typeof errorSchema !== 'object') return false;
  return Object.entries(errorSchema).some(([k, v]) =>
    k === '__errors' ? Array.isArray(v) && v.length > 0 : hasErrors(v),
  );
};

/** The schema option an item's data is using: the oneOf option whose const fields it matches. */
function optionFor(schema: JsonSchema, data: unknown): JsonSchema {
  const options = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  if (options.length === 0 || !data || typeof data !== 'object') return schema;
  const record = data as Record<string, unknown>;
  return (
    options.find((o) =>
      Object.entries(o.properties ?? {}).some(
        ([k, p]) => p.const !== undefined && record[k] === p.const,
      ),
    ) ?? schema
  );
}

/**
 * A one-line summary of an item: its first non-empty text field (the option's name first). A
 * choice from a list (a feature's icon, a link's network) names the item only when it has no
 * words of its own, so features read "Free delivery", not "truck".
 */
export function summarizeItem(schema: JsonSchema, data: unknown): string {
  if (typeof data === 'string' || typeof data === 'number') return String(data);
  if (!data || typeof data !== 'object') return '';
  const option = optionFor(schema, data);
  const record = data as Record<string, unknown>;
  let text = '';
  let choice = '';
  for (const [key, sub] of Object.entries(option.properties ?? {})) {
    const v = record[key];
    const isText = sub.type === 'string' && sub.const === undefined && !sub['x-widget'];
    if (!isText || typeof v !== 'string' || !v.trim()) continue;
    if (!sub.enum) {
      text = v.trim();
      break;
    }
    choice ||= v.trim();
  }
  text ||= choice;
  const short = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  if (option !== schema && option.title) return short ? `${option.title}: ${short}` : option.title;
  return short;
}

const translate = (t: { x: number; y: number } | null): CSSProperties['transform'] =>
  t ? `translate3d(${Math.round(t.x)}px, ${Math.round(t.y)}px, 0)` : undefined;

/**
 * One array item: a bar with a drag handle, a summary that opens and closes the item, and
 * move up, move down and remove buttons. Items start closed except new ones and ones with
 * errors; plain values (strings, numbers) stay open in one line.
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, itemKey, schema, disabled, readonly } = props;
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem } =
    buttonsProps;
  const isNew = useContext(NewItemsContext);
  const child = (isValidElement(children) ? children.props : {}) as ItemChildProps;
  const broken = hasErrors(child.errorSchema);
  const s = schema as JsonSchema;
  const compound = s.type === 'object' || Boolean(s.oneOf ?? s.anyOf);
  const [open, setOpen] = useState(() => !compound || broken || isNew(itemKey));
  const bodyId = useId();
  const locked = disabled || readonly;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: itemKey, disabled: locked });
  const name = summarizeItem(s, child.formData) || `${s.title ?? 'Item'} ${index + 1}`;
  return (
    <li
      ref={setNodeRef}
      className={`swe-item${isDragging ? ' is-dragging' : ''}${compound ? '' : ' swe-item--inline'}`}
      style={{ transform: translate(transform), transition }}
      data-testid="array-item"
    >
      <div className="swe-item__bar">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="swe-item__handle"
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${name}`}
        >
          <span aria-hidden="true">⋮⋮</span>
        </button>
        {compound ? (
          <button
            type="button"
            className="swe-item__summary"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((o) => !o)}
          >
            <span className="swe-item__name">{name}</span>
            {broken && !open ? <span className="swe-item__badge">Has problems</span> : null}
          </button>
        ) : (
          <div className="swe-item__inline">{children}</div>
        )}
        <div className="swe-item__tools">
          <button
            type="button"
            className="swe-icon-btn"
            aria-label={`Move ${name} up`}
            disabled={locked || !hasMoveUp}
            onClick={onMoveUpItem}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className="swe-icon-btn"
            aria-label={`Move ${name} down`}
            disabled={locked || !hasMoveDown}
            onClick={onMoveDownItem}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className="swe-icon-btn swe-icon-btn--danger"
            aria-label={`Remove ${name}`}
            disabled={locked || !hasRemove}
            onClick={onRemoveItem}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      {compound && open ? (
        <div id={bodyId} className="swe-item__body">
          {children}
        </div>
      ) : null}
    </li>
  );
}
