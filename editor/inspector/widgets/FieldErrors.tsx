import { errorId } from '@rjsf/utils';

/** A field's error messages, under the id rjsf's aria-describedby points at. */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  const list = (errors ?? []).filter(Boolean);
  if (list.length === 0) return null;
  return (
    <div id={errorId(id)} className="swe-field-errors">
      {list.map((message, i) => (
        <p key={i} className="swe-field-error">
          {message}
        </p>
      ))}
    </div>
  );
}
