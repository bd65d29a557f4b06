import type { WidgetProps } from '@rjsf/utils';
import { BUNDLED_FONTS } from '../../../schemas/theme';
import { textControlProps, textOrNone } from './text-control';

/** A font name with the bundled fonts offered as suggestions; the schema says which it accepts. */
export function FontNameWidget(props: WidgetProps) {
  const { id, value } = props;
  const listId = `${id}-fonts`;
  return (
    <>
      <input
        {...textControlProps(props, textOrNone)}
        type="text"
        className="swe-input"
        list={listId}
        autoComplete="off"
        value={typeof value === 'string' ? value : ''}
      />
      <datalist id={listId}>
        {BUNDLED_FONTS.map((f) => (
          <option key={f} value={f} />
        ))}
      </datalist>
    </>
  );
}
