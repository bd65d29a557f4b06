// Files the pages load: the built client (content-hashed, immutable, precompressed), the demo
// images and external demo forms, and the favicon.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FAVICON_PATH, FAVICON_SVG } from '../../shared/favicon';

export type StaticRoutesOptions = {
  clientDir: string;
  demoImagesDir: string;
  demoFormsDir?: string;
};

export async function staticRoutes(app: FastifyInstance, opts: StaticRoutesOptions) {
  if (existsSync(opts.clientDir)) {
    await app.register(fastifyStatic, {
      root: join(opts.clientDir, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      cacheControl: true,
    });
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      prefix: '/static/',
      decorateReply: false,
      preCompressed: true,
      index: false,
      allowedPath: (path) => !path.startsWith('/.vite'),
    });
  }
  if (existsSync(opts.demoImagesDir)) {
    await app.register(fastifyStatic, {
      root: opts.demoImagesDir,
      prefix: '/demo/',
      decorateReply: false,
      maxAge: '1d',
      cacheControl: true,
    });
  }

  const formsDir = opts.demoFormsDir;
  if (formsDir && existsSync(formsDir)) {
    // The demo's "external" form is framed by the site's own pages (the embedded-form section).
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, securityPolicy: 'framed' };
      });
      await scope.register(fastifyStatic, {
        root: formsDir,
        prefix: '/forms/',
        decorateReply: false,
        maxAge: '1h',
        cacheControl: true,
      });
    });
  }

  app.get(FAVICON_PATH, async (_req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON_SVG),
  );
  // Clients that ask for the classic name without reading the page get the same icon.
  app.get('/favicon.ico', async (_req, reply) => reply.redirect(FAVICON_PATH, 301));
}
