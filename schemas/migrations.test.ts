import { describe, expect, it } from 'vitest';
import {
  CURRENT_PAGE_VERSION,
  CURRENT_SITE_VERSION,
  migratePage,
  migrateSite,
  type PageMigration,
} from './migrations';

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

describe('migrateSite', () => {
  const theme = { colors: {} };
  const link = (label: string, page: string) => ({
    label,
    buttonAction: { navigateTo: 'page', page },
  });

  it('moves a v1 header menu and footer columns into the site menus', () => {
    const out = migrateSite({
      version: 1,
      theme,
      header: {
        id: 'h',
        type: 'shop-header',
        config: { brand: 'logo', menu: [link('Home', '/')] },
      },
      footer: {
        id: 'f',
        type: 'site-footer',
        config: { variant: 'dark', columns: [{ title: 'Help', links: [link('FAQ', '/faq')] }] },
      },
    });
    expect(out.version).toBe(CURRENT_SITE_VERSION);
    expect(out.header?.config).toEqual({ brand: 'logo' });
    expect(out.footer?.config).toEqual({ variant: 'dark' });
    expect(out.menus).toEqual({
      main: [link('Home', '/')],
      footer: [{ label: 'Help', children: [link('FAQ', '/faq')] }],
    });
  });

  it('folds the events header’s Home and Services into the main menu', () => {
    const out = migrateSite({
      version: 1,
      theme,
      header: {
        id: 'h',
        type: 'events-header',
        config: {
          bookNowText: 'Book',
          homeLabel: 'Start',
          servicesLabel: 'What we do',
          services: [link('Games', '/games')],
        },
      },
      footer: null,
    });
    expect(out.header?.config).toEqual({ bookNowText: 'Book' });
    expect(out.menus.main).toEqual([
      link('Start', '/'),
      { label: 'What we do', children: [link('Games', '/games')] },
    ]);
    expect(out.menus.footer).toEqual([]);
  });

  it('gives a site without header or footer empty menus, and leaves a current one alone', () => {
    const out = migrateSite({ version: 1, theme, header: null, footer: null });
    expect(out).toEqual({
      version: CURRENT_SITE_VERSION,
      theme,
      header: null,
      footer: null,
      menus: { main: [], footer: [] },
    });
    expect(migrateSite(out as unknown as Record<string, unknown>)).toEqual(out);
  });
});
