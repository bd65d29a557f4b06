import type { RJSFValidationError } from '@rjsf/utils';
import { buttonActionSchema, colorSchema, imageSchema } from '../../schemas/fragments';

/** Plain words for the URL-ish patterns our schemas use, so owners never read a regex. */
const PATTERN_TEXT: Record<string, string> = {
  [colorSchema.pattern]: 'Use a hex colour: #rgb, #rrggbb or #rrggbbaa',
  [imageSchema.pattern]: 'Use an uploaded image, a path starting with / or an https:// link',
  [buttonActionSchema.properties.externalLink.pattern]:
    'Start the link with https://, http://, mailto: or tel:',
  '^https?://': 'Start the link with https:// or http://',
  '^(https?://|mailto:)': 'Start the link with https://, http:// or mailto:',
};

/** One readable sentence for an Ajv error, or null when the error only repeats others. */
export function friendlyMessage(error: RJSFValidationError): string | null {
  const p = (error.params ?? {}) as Record<string, unknown>;
  const limit = p.limit as number | undefined;
  switch (error.name) {
    case 'required':
      return 'Required';
    case 'minLength':
      return limit === 1 ? 'Cannot be empty' : `At least ${limit} characters`;
    case 'maxLength':
      return `At most ${limit} characters`;
    case 'pattern':
      return PATTERN_TEXT[String(p.pattern)] ?? 'Does not have the expected format';
    case 'enum':
      return `Choose one of: ${((p.allowedValues as unknown[]) ?? []).join(', ')}`;
    case 'minimum':
      return `At least ${limit}`;
    case 'maximum':
      return `At most ${limit}`;
    case 'type':
      return p.type === 'integer'
        ? 'Enter a whole number'
        : p.type === 'number'
          ? 'Enter a number'
          : (error.message ?? 'Has the wrong type');
    case 'minItems':
      return `Add at least ${limit}`;
    case 'maxItems':
      return `At most ${limit} items`;
    // A oneOf failure is explained by the errors of the option the data was meant for.
    case 'oneOf':
    case 'anyOf':
      return null;
    default:
      return error.message ?? 'Is not valid';
  }
}

/** rjsf `transformErrors`: friendly messages, dropping the ones that add nothing. */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  const out: RJSFValidationError[] = [];
  for (const e of errors) {
    const message = friendlyMessage(e);
    if (message !== null) out.push({ ...e, message });
  }
  return out;
}
