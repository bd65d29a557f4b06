import { describe, expect, it } from 'vitest';
import { heroSliderSchema } from '../../schemas/sections/hero-slider';
import { pricingSchema } from '../../schemas/sections/pricing';
import type { JsonSchema } from '../../schemas/types';
import { fieldIdToPointer, toPointer } from './field-path';

describe('toPointer', () => {
  it('joins and escapes segments', () => {
    expect(toPointer([])).toBe('');
    expect(toPointer(['slides', 0, 'heading'])).toBe('/slides/0/heading');
    expect(toPointer(['a/b', 'c~d'])).toBe('/a~1b/c~0d');
  });
});

describe('fieldIdToPointer', () => {
  const slides = { slides: [{ heading: 'A', buttons: [{ text: 'Go', buttonAction: {} }] }] };

  it('maps nested ids through arrays and objects', () => {
    const opts = { idPrefix: 'root', data: slides, schema: heroSliderSchema as JsonSchema };
    expect(fieldIdToPointer('root_slides_0_heading', opts)).toBe('/slides/0/heading');
    expect(fieldIdToPointer('root_slides_0_buttons_0_buttonAction_page', opts)).toBe(
      '/slides/0/buttons/0/buttonAction/page',
    );
    expect(fieldIdToPointer('root_slides', opts)).toBe('/slides');
    expect(fieldIdToPointer('root', opts)).toBe('');
  });

  it('reads keys that contain the separator by the data and the schema', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { my_key: { type: 'string' }, my: { type: 'object', properties: {} } },
    };
    expect(fieldIdToPointer('p_my_key', { idPrefix: 'p', data: {}, schema })).toBe('/my_key');
    // free-form keys (additionalProperties) come from the data
    const data = { plans: [{ pointCustomText: { Team_members: 'Up to 5' } }] };
    expect(
      fieldIdToPointer('p_plans_0_pointCustomText_Team_members', {
        idPrefix: 'p',
        data,
        schema: pricingSchema as JsonSchema,
      }),
    ).toBe('/plans/0/pointCustomText/Team_members');
  });

  it('stops at the deepest known field instead of guessing', () => {
    const opts = { idPrefix: 'root', data: slides, schema: heroSliderSchema as JsonSchema };
    expect(fieldIdToPointer('root_slides_0_nothing_here', opts)).toBe('/slides/0');
    expect(fieldIdToPointer('other_slides', opts)).toBe('');
  });
});
