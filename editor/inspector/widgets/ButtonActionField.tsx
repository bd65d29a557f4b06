import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { buttonActionSchema } from '../../../schemas/fragments';
import type { ButtonAction } from '../../../schemas/types';
import { inspectorContext } from '../form-context';
import type { PickerKind } from '../sources';
import { EntityPicker } from './EntityPicker';
import { FieldErrors } from './FieldErrors';

type Kind = ButtonAction['navigateTo'];

const KINDS = buttonActionSchema.properties.navigateTo.enum;
const KIND_LABEL: Record<Kind, string> = {
  page: 'Page',
  category: 'Category',
  product: 'Product',
  externalLink: 'External link',
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const errorsAt = (schema: ErrorSchema | undefined, key: string): string[] | undefined =>
  (schema as Record<string, { __errors?: string[] }> | undefined)?.[key]?.__errors;

/** The action after choosing another kind: the kind, and its target if one was set before. */
export function switchKind(action: Partial<ButtonAction> | undefined, kind: Kind): ButtonAction {
  const target = action?.[kind];
  return target === undefined ? { navigateTo: kind } : { navigateTo: kind, [kind]: target };
}

/**
 * The `buttonAction` object (x-widget 'buttonAction'): 'Navigate to' and then one picker for the
 * chosen kind: pages, categories or products searched through the form's PickerSources, or an
 * external URL checked by the schema's pattern. Optional actions can be set to 'Nothing'.
 */
export function ButtonActionField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, registry, errorSchema, required } = props;
  const { disabled, readonly, title, name } = props;
  const sep = registry.globalFormOptions.idSeparator;
  const baseId = fieldPathId.$id;
  const idOf = (key: string) => `${baseId}${sep}${key}`;
  const { pickers } = inspectorContext(registry);
  const action = isRecord(formData) ? (formData as Partial<ButtonAction>) : undefined;
  const kind = (KINDS as readonly string[]).includes(action?.navigateTo ?? '')
    ? (action?.navigateTo as Kind)
    : undefined;
  const locked = disabled || readonly;
  // A kind switch changes several keys: it is reported as a change of the whole action.
  const emit = (next: ButtonAction | undefined, id: string) =>
    onChange(next, fieldPathId.path, undefined, id);

  const targetErrors = kind ? errorsAt(errorSchema, kind) : undefined;
  return (
    <fieldset className="swe-object swe-button-action" data-testid={`${baseId}-button-action`}>
      <legend className="swe-object__title">{schema.title ?? title ?? name}</legend>
      <div className="swe-field">
        <label className="swe-label" htmlFor={idOf('navigateTo')}>
          Navigate to
        </label>
        <select
          id={idOf('navigateTo')}
          className="swe-input"
          value={kind ?? ''}
          disabled={locked}
          aria-describedby={errorId(idOf('navigateTo'))}
          onChange={(e) => {
            const next = e.target.value as Kind | '';
            emit(next ? switchKind(action, next) : undefined, baseId);
          }}
        >
          {!kind || !required ? <option value="">{required ? 'Choose…' : 'Nothing'}</option> : null}
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABEL[k]}
            </option>
          ))}
        </select>
        <FieldErrors id={idOf('navigateTo')} errors={errorsAt(errorSchema, 'navigateTo')} />
      </div>
      {kind === 'externalLink' ? (
        <div className="swe-field">
          <label className="swe-label" htmlFor={idOf('externalLink')}>
            External link
          </label>
          <input
            id={idOf('externalLink')}
            type="url"
            inputMode="url"
            className="swe-input"
            placeholder="https://…"
            spellCheck={false}
            value={action?.externalLink ?? ''}
            disabled={locked}
            aria-invalid={targetErrors?.length ? true : undefined}
            aria-describedby={errorId(idOf('externalLink'))}
            onChange={(e) => {
              const link = e.target.value.trim();
              const next: ButtonAction = { navigateTo: 'externalLink' };
              if (link) next.externalLink = link;
              emit(next, idOf('externalLink'));
            }}
            onBlur={() => props.onBlur(idOf('externalLink'), action?.externalLink)}
          />
          <FieldErrors id={idOf('externalLink')} errors={targetErrors} />
        </div>
      ) : kind ? (
        <div className="swe-field">
          <label className="swe-label" htmlFor={idOf(kind)}>
            {KIND_LABEL[kind]}
          </label>
          <EntityPicker
            id={idOf(kind)}
            source={pickers[kind as PickerKind]}
            value={action?.[kind]}
            disabled={locked}
            invalid={Boolean(targetErrors?.length)}
            describedBy={errorId(idOf(kind))}
            onSelect={(item) => emit({ navigateTo: kind, [kind]: item.path }, idOf(kind))}
          />
          <FieldErrors id={idOf(kind)} errors={targetErrors} />
        </div>
      ) : null}
      <FieldErrors id={baseId} errors={errorSchema?.__errors} />
    </fieldset>
  );
}
