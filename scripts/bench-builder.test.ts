import { describe, expect, it } from 'vitest';
import type { EditorBootDocuments } from '../shared/builder-api';
import { builderShell } from '../server/builder/shell';
import { withoutModuleScripts } from './bench-builder';

describe('the load floor page (withoutModuleScripts)', () => {
  const html = builderShell(
    {
      entry: '/assets/editor-x.js',
      css: ['/assets/editor-x.css'],
      preload: ['/assets/react-x.js'],
    },
    {
      workspace: { id: 'w', name: 'Shop', slug: 'shop', domain: 'shop.localhost', platform: false },
      user: { id: 'u', name: 'Owner', email: 'o@x.test', userType: 'OWNER' },
      previewPath: '/admin/preview',
      // The shell reads only the page's path (for the preview iframe's address).
      documents: { page: { path: '/' } } as unknown as EditorBootDocuments,
    },
  );

  it('drops the module scripts and their preloads', () => {
    expect(html).toContain('type="module"');
    expect(html).toContain('rel="modulepreload"');
    const floor = withoutModuleScripts(html);
    expect(floor).not.toContain('type="module"');
    expect(floor).not.toContain('rel="modulepreload"');
    expect(floor).not.toContain('/assets/editor-x.js');
  });

  it('keeps the page: its CSS, the preview iframe, the boot data and the inline scripts', () => {
    const floor = withoutModuleScripts(html);
    expect(floor).toContain('<link rel="stylesheet" href="/assets/editor-x.css">');
    expect(floor).toContain('id="sw-preview-frame"');
    expect(floor).toContain('id="sw-editor-boot"');
    const inline = (h: string) => (h.match(/<script>/g) ?? []).length;
    expect(inline(floor)).toBe(inline(html));
    expect(inline(floor)).toBeGreaterThan(0);
  });
});
