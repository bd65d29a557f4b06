import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readClientAssets } from './assets';

describe('readClientAssets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sw-assets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gives each island its component's chunk and what that imports but the entry, nothing else", () => {
    mkdirSync(join(dir, '.vite'), { recursive: true });
    writeFileSync(
      join(dir, '.vite/manifest.json'),
      JSON.stringify({
        'runtime/entry-client.tsx': { file: 'assets/entry-client-1.js', isEntry: true },
        'runtime/entry-styles.ts': { file: 'assets/site-1.js', css: ['assets/site-1.css'] },
        'runtime/sections/hero-slider/HeroSlider.tsx': {
          file: 'assets/HeroSlider-1.js',
          isDynamicEntry: true,
          imports: ['_SlideDots-1.js', 'runtime/entry-client.tsx'],
        },
        // A helper module of the folder, not the type's component: not an island.
        'runtime/sections/hero-slider/Slide.tsx': {
          file: 'assets/Slide-1.js',
          isDynamicEntry: true,
        },
        '_SlideDots-1.js': { file: 'assets/SlideDots-1.js', imports: ['_jsx-1.js'] },
        '_jsx-1.js': { file: 'assets/jsx-1.js' },
      }),
    );
    const assets = readClientAssets(dir);
    expect(assets.islandEntry).toBe('/assets/entry-client-1.js');
    expect(assets.islandChunks).toEqual({
      'hero-slider': ['/assets/HeroSlider-1.js', '/assets/SlideDots-1.js', '/assets/jsx-1.js'],
    });
  });
});
