import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonHash } from './hash';

describe('jsonHash', () => {
  it('is the same for equal JSON and differs for a one-character change', () => {
    const a = { id: 's1', type: 'hero', config: { heading: 'Hello' } };
    expect(jsonHash(a)).toBe(jsonHash(structuredClone(a)));
    expect(jsonHash(a)).not.toBe(jsonHash({ ...a, config: { heading: 'Hellp' } }));
    expect(jsonHash(undefined)).toBe(jsonHash(undefined));
  });

  it('tells apart distinct strings (no collisions over random inputs)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 2, maxLength: 200 }), (texts) => {
        expect(new Set(texts.map(jsonHash)).size).toBe(texts.length);
      }),
    );
  });
});
