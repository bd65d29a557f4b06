import { describe, expect, it } from 'vitest';
import { CURRENT_PAGE_VERSION, migratePage, type PageMigration } from './migrations';

const steps: PageMigration[] = [
  {
    id: 'rename-heading-to-title',
    from: 1,
    up: (d) => ({ ...d, title: d.heading, heading: undefined }),
  },
  { id: 'add-seo', from: 2, up: (d) => ({ ...d, seo: d.seo ?? {} }) },
];

describe('migratePage', () => {
  it('applies pending steps in order and stamps the version', () => {
    const out = migratePage(
      { version: 1, heading: 'Home', sections: [] },
      steps,
    ) as unknown as Record<string, unknown>;
    expect(out.title).toBe('Home');
    expect(out.seo).toEqual({});
    expect(out.version).toBe(3);
  });

  it('skips steps a document has already had', () => {
    const out = migratePage(
      { version: 2, title: 'Kept', sections: [] },
      steps,
    ) as unknown as Record<string, unknown>;
    expect(out.title).toBe('Kept');
    expect(out.version).toBe(3);
  });

  it('leaves a current document unchanged with the shipped list', () => {
    const doc = { version: CURRENT_PAGE_VERSION, title: 'x', seo: {}, sections: [] };
    expect(migratePage(doc)).toEqual(doc);
  });
});
