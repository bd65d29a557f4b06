// The server's page stylesheets over parts written here, as scripts/page-css.mjs writes them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPageStyles, pageStylesRoutes } from './page-styles';

function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-css-'));
  mkdirSync(join(dir, '.vite'));
  const parts = ['base', 'auth', '_shop', 'hero', 'product-grid'].map((name) => ({
    file: `${name}.css`,
    css: `.${name}{color:red}`,
  }));
  writeFileSync(
    join(dir, '.vite', 'page-css.json'),
    JSON.stringify({ parts, base: [0, 1], sections: { hero: [3], 'product-grid': [2, 4] } }),
  );
  return dir;
}

const text = (f: { body: Buffer } | null) => f?.body.toString('utf8') ?? null;

describe('page stylesheets', () => {
  it('are off without the build’s parts', () => {
    expect(createPageStyles(mkdtempSync(join(tmpdir(), 'sw-none-')))).toBeNull();
  });

  it('hold the base parts and the sections’ parts, in the whole sheet’s order, once each', async () => {
    const styles = createPageStyles(clientDir())!;
    const url = styles.urlFor(['product-grid', 'hero', 'hero'])!;
    expect(url).toMatch(/^\/styles\/\w{10}\/[0-9a-z]+\.css$/);
    expect(styles.urlFor(['hero', 'product-grid'])).toBe(url);
    // A section type the build does not know: the page links the whole sheet.
    expect(styles.urlFor(['hero', 'nope'])).toBeNull();
    const [, , build, file] = url.split('/');
    expect(text(await styles.file(build!, file!.replace('.css', '')))).toBe(
      '.base{color:red}\n.auth{color:red}\n._shop{color:red}\n.hero{color:red}\n.product-grid{color:red}',
    );
    const [, , , plain] = styles.urlFor([])!.split('/');
    expect(text(await styles.file(build!, plain!.replace('.css', '')))).toBe(
      '.base{color:red}\n.auth{color:red}',
    );
  });

  it('answer only canonical keys of this build that hold the base parts', async () => {
    const styles = createPageStyles(clientDir())!;
    const key = styles.urlFor(['hero'])!.split('/')[3]!.replace('.css', '');
    expect(await styles.file('0000000000', key)).toBeNull();
    expect(await styles.file(styles.build, `0${key}`)).toBeNull();
    // Bits 0 and 1 (the base parts) missing; a bit past the last part.
    expect(await styles.file(styles.build, (8).toString(36))).toBeNull();
    expect(await styles.file(styles.build, (0b100011).toString(36))).toBeNull();
    expect(text(await styles.file(styles.build, (0b1011).toString(36)))).toContain('.hero');
  });

  it('serves a stylesheet compressed and cached for good, and 404 for what is not one', async () => {
    const styles = createPageStyles(clientDir());
    const app = Fastify();
    pageStylesRoutes(app, styles);
    const url = styles!.urlFor(['hero'])!;
    const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(res.rawPayload).toString()).toContain('.hero{color:red}');
    for (const bad of [url.replace('.css', '.js'), '/styles/x/3.css', `${url}x`])
      expect((await app.inject({ url: bad })).statusCode).toBe(404);
    await app.close();
  });
});
