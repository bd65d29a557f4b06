import { describe, expect, it } from 'vitest';
import type { PageDocument, Section } from '../../schemas/types';
import { locateSection } from './documents';

const section = (id: string): Section => ({ id, type: 'faq', config: {} });
const page = (ids: string[]): PageDocument => ({
  version: 1,
  title: 'P',
  seo: {},
  sections: ids.map(section),
});

describe('locateSection', () => {
  it('finds body sections by id, the same on a second look', () => {
    const p = page(['a', 'b', 'c']);
    expect(locateSection(p, null, 'c')).toEqual({ slot: 'body', index: 2 });
    expect(locateSection(p, null, 'c')).toEqual({ slot: 'body', index: 2 });
    expect(locateSection(p, null, 'x')).toBeNull();
  });

  it('answers right for an array changed in place after a look', () => {
    const p = page(['a', 'b', 'c']);
    expect(locateSection(p, null, 'b')).toEqual({ slot: 'body', index: 1 });
    p.sections.splice(0, 1);
    p.sections.push(section('d'));
    expect(locateSection(p, null, 'b')).toEqual({ slot: 'body', index: 0 });
    expect(locateSection(p, null, 'd')).toEqual({ slot: 'body', index: 2 });
    expect(locateSection(p, null, 'a')).toBeNull();
  });
});
