// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../schemas/types';
import { typedChange, withValueAt } from './typing';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    heading: { type: 'string' },
    body: { type: 'string' },
    link_url: { type: 'string', format: 'uri' },
    align: { type: 'string', enum: ['left', 'center'] },
    count: { type: 'integer' },
    slides: {
      type: 'array',
      items: { type: 'object', properties: { title: { type: 'string' } } },
    },
  },
};
const data = { heading: 'Hi', slides: [{ title: 'One' }, { title: 'Two' }] };

function field(tag: 'input' | 'textarea', id: string, value: string, className = 'form-control') {
  const el = document.createElement(tag);
  if (el instanceof HTMLInputElement) el.type = 'text';
  el.id = id;
  el.className = className;
  el.value = value;
  return el;
}
const opts = { idPrefix: 'sw-x', schema, data };

describe('typedChange', () => {
  it('predicts a top-level text field, leaving the rest of the value as it was', () => {
    const r = typedChange(field('input', 'sw-x_heading', 'Hi!'), opts);
    expect(r).toEqual({ value: { ...data, heading: 'Hi!' }, pointer: '/heading' });
    expect(data.heading).toBe('Hi');
  });

  it('predicts a field with no value yet, and a textarea', () => {
    expect(typedChange(field('textarea', 'sw-x_body', 'A'), opts)?.pointer).toBe('/body');
  });

  it('predicts a field inside an array item, copying only that item', () => {
    const r = typedChange(field('input', 'sw-x_slides_1_title', 'Twox'), opts);
    expect(r?.pointer).toBe('/slides/1/title');
    const value = r!.value as typeof data;
    expect(value.slides[1]).toEqual({ title: 'Twox' });
    expect(value.slides[0]).toBe(data.slides[0]);
  });

  it('leaves everything else to the form: empty text, formats, enums, numbers, other widgets', () => {
    expect(typedChange(field('input', 'sw-x_heading', ''), opts)).toBeNull();
    expect(typedChange(field('input', 'sw-x_link_url', 'h'), opts)).toBeNull();
    expect(typedChange(field('input', 'sw-x_align', 'l'), opts)).toBeNull();
    expect(typedChange(field('input', 'sw-x_count', '1'), opts)).toBeNull();
    expect(typedChange(field('input', 'sw-x_heading', 'Hi!', 'swe-color'), opts)).toBeNull();
    expect(typedChange(field('input', 'other_heading', 'Hi!'), opts)).toBeNull();
    // An item that is not there, and an id that cannot be read to its end.
    expect(typedChange(field('input', 'sw-x_slides_5_title', 'x'), opts)).toBeNull();
    expect(typedChange(field('input', 'sw-x_heading_more', 'x'), opts)).toBeNull();
    expect(typedChange(document.createElement('div'), opts)).toBeNull();
  });
});

describe('withValueAt', () => {
  it('refuses a path through a missing container', () => {
    expect(withValueAt({}, ['a', 'b'], 'x')).toBeNull();
    expect(withValueAt({ a: [] }, ['a', 0], 'x')).toBeNull();
    expect(withValueAt({ a: { b: 1 } }, ['a', 'b'], 'x')).toEqual({ a: { b: 'x' } });
  });
});
