import type { WidgetProps } from '@rjsf/utils';
import { textControlProps, trimmedOrNone } from './text-control';

/** The plain URL text field; also the whole widget until the picker has loaded. */
export function ImageUrlField(props: WidgetProps) {
  const { value } = props;
  return (
    <input
      {...textControlProps(props, trimmedOrNone)}
      type="text"
      inputMode="url"
      className="swe-input swe-image__url"
      placeholder="/uploads/… or https://…"
      value={typeof value === 'string' ? value : ''}
      spellCheck={false}
    />
  );
}
