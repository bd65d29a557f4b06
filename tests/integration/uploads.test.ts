import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsers } from '../../server/accounts/users';
import type { UserType } from '../../server/db/schema';
import { PROFILE_PICTURE_MESSAGE } from '../../server/accounts/customer-routes';
import { NO_FILE_MESSAGE, UPLOAD_NOT_FOUND_MESSAGE } from '../../server/uploads/routes';
import {
  IMAGE_TOO_BIG_MESSAGE,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
} from '../../server/uploads/images';
import { resolveApiPath } from '../../shared/api-client';
import { errorText } from '../../shared/error-text';
import { readdirSync } from 'node:fs';
import { createTestApp, type TestApp } from '../support/app';
import { postgresReachable } from '../support/db';
import { startLocalS3, type LocalS3 } from '../support/s3';
import { diskObjectStore, type ObjectStore, s3ObjectStore } from '../../server/uploads';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL upload tests are skipped.');

const SHOP = 'shop.localhost:3000';
const EVENTS = 'events.localhost:3000';
const PASSWORD = 'Upload@2025';

type FilePart = { field?: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body with the given files and text fields, as a browser builds it. */
function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----sw${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const png = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();

const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;

// The files on disk (the default) with either database, and in an S3 bucket (a local server
// speaking the S3 protocol) with SQLite.
for (const [kind, storage] of [
  ['sqlite', 'disk'],
  ['postgres', 'disk'],
  ['sqlite', 's3'],
] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`uploads on ${kind}, files on ${storage}`, () => {
    let t: TestApp;
    let s3: LocalS3 | undefined;
    let app: FastifyInstance;
    let owner: string;
    let customer: string;
    let otherCustomer: string;

    async function signUpAndLogin(host: string, userType: UserType, who: string) {
      const domain = host.split(':')[0]!;
      const ws = await t.app.repo.workspaceByDomain(domain);
      const email = `${who}.${randomBytes(3).toString('hex')}@example.com`;
      await createUsers({ db: t.testDb.db }).createUser({
        workspaceId: ws!.id,
        email,
        password: PASSWORD,
        firstName: who,
        lastName: 'Tester',
        userType,
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/public/login',
        headers: { host, 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data.token as string;
    }

    function upload(file: FilePart | null, token?: string, host = SHOP) {
      const body = multipart(file ? [file] : [], file ? {} : { note: 'no file here' });
      return app.inject({
        method: 'POST',
        url: resolveApiPath('/uploadFile'),
        headers: {
          host,
          'content-type': body.contentType,
          'x-app-platform': 'WEB',
          ...(token ? { authorization: `Basic ${token}` } : {}),
        },
        payload: body.payload,
      });
    }

    function api(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
      return app.inject({
        method,
        url: resolveApiPath(path),
        headers: {
          host: SHOP,
          'x-app-platform': 'WEB',
          ...(token ? { authorization: `Basic ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
    }

    beforeAll(async () => {
      if (storage === 's3') s3 = await startLocalS3();
      t = await createTestApp(kind, {
        ...(s3 ? { uploadsStore: s3ObjectStore(s3.options) } : {}),
        // The first request for an AVIF waits for it however busy the machine is.
        uploadsAvif: { waitMs: 60_000 },
      });
      app = t.app;
      owner = await signUpAndLogin(SHOP, 'OWNER', 'owner');
      customer = await signUpAndLogin(SHOP, 'CUSTOMER', 'buyer');
      otherCustomer = await signUpAndLogin(SHOP, 'CUSTOMER', 'other');
    });
    afterAll(async () => {
      await t?.close();
      await s3?.close();
    });

    it('turns a PNG into WebP variants no wider than the original and serves them', async () => {
      const res = await upload(
        { filename: 'banner.png', type: 'image/png', data: await png(1400, 700) },
        owner,
      );
      expect(res.statusCode, res.body).toBe(200);
      const item = json(res).data;
      expect(item).toMatchObject({ width: 1400, height: 700, name: 'banner.png' });
      expect(item.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1280]);
      expect(item.url).toBe(`/uploads/${item.id}-1280.webp`);
      expect(item.variants[1].url).toBe(`/uploads/${item.id}-640.webp`);

      const file = await app.inject({
        method: 'GET',
        url: item.variants[1].url,
        headers: { host: SHOP },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(640);
      expect(meta.height).toBe(320);

      const row = await t.testDb.db
        .selectFrom('uploads')
        .selectAll()
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'banner.png', width: 1400, height: 700 });
      expect(Number(row.bytes)).toBeGreaterThan(0);
    });

    it.runIf(storage === 's3')(
      'keeps the files in the bucket, none on disk, and serves them at the same URLs',
      async () => {
        const res = await upload(
          { filename: 'hero.png', type: 'image/png', data: await png(700, 300) },
          owner,
        );
        expect(res.statusCode, res.body).toBe(200);
        const item = json(res).data;
        const ws = await t.app.repo.workspaceByDomain('shop.localhost');
        const store = s3ObjectStore(s3!.options);
        try {
          for (const v of item.variants as { width: number; url: string }[]) {
            const stored = await store.get(`${ws!.id}/${item.id}-${v.width}.webp`);
            expect(stored, v.url).not.toBeNull();
            const bytes = Buffer.concat(await stored!.body.toArray());
            const served = await app.inject({ method: 'GET', url: v.url, headers: { host: SHOP } });
            expect(served.statusCode).toBe(200);
            expect(Number(served.headers['content-length'])).toBe(bytes.length);
            expect(served.rawPayload.equals(bytes)).toBe(true);
          }
          expect(await store.get(`${ws!.id}/${item.id}-9999.webp`)).toBeNull();
        } finally {
          store.close();
        }
        expect(readdirSync(t.uploadsDir)).toEqual([]);
      },
    );

    /** Uses the object store the server uses (a client of its own for the bucket). */
    async function inStore<T>(act: (objects: ObjectStore) => Promise<T>): Promise<T> {
      if (!s3) return act(diskObjectStore(t.uploadsDir));
      const objects = s3ObjectStore(s3.options);
      try {
        return await act(objects);
      } finally {
        objects.close();
      }
    }

    /** The bytes at a key of that store, or null. */
    const storedAt = (key: string) =>
      inStore(async (objects) => {
        const got = await objects.get(key);
        return got ? Buffer.concat(await got.body.toArray()) : null;
      });

    it('makes an AVIF variant on its first request, keeps it beside the WebP and serves it from there', async () => {
      const res = await upload(
        { filename: 'wide.png', type: 'image/png', data: await png(1400, 700) },
        owner,
      );
      const item = json(res).data as { id: string };
      const ws = (await t.app.repo.workspaceByDomain('shop.localhost'))!;
      const key = (width: number, format: string) => `${ws.id}/${item.id}-${width}.${format}`;
      expect(await storedAt(key(640, 'avif'))).toBeNull();

      const url = `/uploads/${item.id}-640.avif`;
      const first = await app.inject({ method: 'GET', url, headers: { host: SHOP } });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toBe('image/avif');
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
      const meta = await sharp(first.rawPayload).metadata();
      expect([meta.format, meta.compression, meta.width, meta.height]).toEqual([
        'heif',
        'av1',
        640,
        320,
      ]);
      expect((await storedAt(key(640, 'avif')))?.equals(first.rawPayload)).toBe(true);
      if (s3) expect(readdirSync(t.uploadsDir)).toEqual([]);

      // Made from the widest WebP: without it, one not made yet cannot be made, but the one
      // made is read from the store.
      await inStore((objects) => objects.remove(key(1280, 'webp')));
      const second = await app.inject({ method: 'GET', url, headers: { host: SHOP } });
      expect(second.statusCode).toBe(200);
      expect(second.headers['content-type']).toBe('image/avif');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

      // A browser does not fall back from a picture's source that fails: it gets the WebP.
      const notMade = await app.inject({
        method: 'GET',
        url: `/uploads/${item.id}-320.avif`,
        headers: { host: SHOP },
      });
      expect(notMade.statusCode).toBe(307);
      expect(notMade.headers.location).toBe(`/uploads/${item.id}-320.webp`);
      expect(notMade.headers['cache-control']).toBe('no-store');
      expect(await storedAt(key(320, 'avif'))).toBeNull();
    });

    it('makes an AVIF variant only for an upload and width of the host’s own workspace', async () => {
      const res = await upload(
        { filename: 'theirs.png', type: 'image/png', data: await png(700, 350) },
        customer,
      );
      const item = json(res).data as { id: string };
      const shop = (await t.app.repo.workspaceByDomain('shop.localhost'))!;
      const events = (await t.app.repo.workspaceByDomain('events.localhost'))!;
      const url = `/uploads/${item.id}-640.avif`;

      const elsewhere = await app.inject({ method: 'GET', url, headers: { host: EVENTS } });
      expect(elsewhere.statusCode).toBe(404);
      expect(errorText(json(elsewhere))).toBe(UPLOAD_NOT_FOUND_MESSAGE);
      for (const bad of [
        `/uploads/${item.id}-1280.avif`,
        `/uploads/${item.id}-641.avif`,
        `/uploads/${item.id}-0640.avif`,
        `/uploads/${'0'.repeat(32)}-640.avif`,
        `/uploads/${item.id}-640.avif.webp`,
        `/uploads/${item.id}-640.png`,
      ]) {
        const res404 = await app.inject({ method: 'GET', url: bad, headers: { host: SHOP } });
        expect(res404.statusCode, bad).toBe(404);
      }
      for (const ws of [shop, events])
        for (const width of [640, 1280, 641])
          expect(await storedAt(`${ws.id}/${item.id}-${width}.avif`)).toBeNull();

      const own = await app.inject({ method: 'GET', url, headers: { host: SHOP } });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/avif');
      expect(await storedAt(`${events.id}/${item.id}-640.avif`)).toBeNull();
      expect((await app.inject({ method: 'GET', url, headers: { host: EVENTS } })).statusCode).toBe(
        404,
      );
    });

    it('auto-rotates a JPEG, strips its metadata and keeps a small one at its own width', async () => {
      // 300 × 150 stored, EXIF orientation 6: it shows 150 wide and 300 tall.
      const jpeg = await sharp({
        create: { width: 300, height: 150, channels: 3, background: '#2a6' },
      })
        .jpeg()
        .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret camera owner' } } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const res = await upload({ filename: 'photo.jpg', type: 'image/jpeg', data: jpeg }, customer);
      expect(res.statusCode, res.body).toBe(200);
      const item = json(res).data;
      expect(item).toMatchObject({ width: 150, height: 300 });
      expect(item.variants).toEqual([{ width: 150, url: `/uploads/${item.id}-150.webp` }]);
      const file = await app.inject({ method: 'GET', url: item.url, headers: { host: SHOP } });
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 150, height: 300 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    });

    it('decides the type from the bytes: SVG, text and a disguised text file get 415', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      );
      for (const file of [
        { filename: 'logo.svg', type: 'image/svg+xml', data: svg },
        { filename: 'logo.png', type: 'image/png', data: svg },
        { filename: 'notes.txt', type: 'text/plain', data: Buffer.from('just some words') },
        { filename: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('not a jpeg at all') },
      ]) {
        const res = await upload(file, customer);
        expect(res.statusCode, file.filename).toBe(415);
        expect(errorText(json(res))).toBe(UNSUPPORTED_IMAGE_MESSAGE);
      }
    });

    it('refuses a file over 8 MB with 413', async () => {
      const big = Buffer.concat([await png(10, 10), randomBytes(MAX_UPLOAD_BYTES)]);
      const res = await upload({ filename: 'huge.png', type: 'image/png', data: big }, customer);
      expect(res.statusCode).toBe(413);
      expect(errorText(json(res))).toBe(IMAGE_TOO_BIG_MESSAGE);
    });

    it('needs a file (400) and a session of this workspace (401)', async () => {
      const none = await upload(null, customer);
      expect(none.statusCode).toBe(400);
      expect(errorText(json(none))).toBe(NO_FILE_MESSAGE);
      const jsonBody = await api('POST', '/uploadFile', customer, { file: 'x' });
      expect(jsonBody.statusCode).toBe(400);

      const file = { filename: 'a.png', type: 'image/png', data: await png(50, 50) };
      const anonymous = await upload(file);
      expect(anonymous.statusCode).toBe(401);
      expect(errorText(json(anonymous))).toBe('Please sign in to continue.');
      // The shop's token means nothing on the events host.
      const elsewhere = await upload(file, customer, EVENTS);
      expect(elsewhere.statusCode).toBe(401);
    });

    it('serves a file only on its own workspace host', async () => {
      const res = await upload(
        { filename: 'mine.png', type: 'image/png', data: await png(400, 400) },
        customer,
      );
      const { url } = json(res).data as { url: string };
      const own = await app.inject({ method: 'GET', url, headers: { host: SHOP } });
      expect(own.statusCode).toBe(200);
      const other = await app.inject({ method: 'GET', url, headers: { host: EVENTS } });
      expect(other.statusCode).toBe(404);
      expect(errorText(json(other))).toBe(UPLOAD_NOT_FOUND_MESSAGE);
      for (const bad of [
        url.replace('-320.webp', '-321.webp'),
        '/uploads/..%2F..%2Fetc%2Fpasswd',
        '/uploads/abc.webp',
      ]) {
        const res404 = await app.inject({ method: 'GET', url: bad, headers: { host: SHOP } });
        expect(res404.statusCode, bad).toBe(404);
      }
    });

    it('lists the workspace uploads newest first for the owner, not for a customer', async () => {
      const first = json(
        await upload({ filename: 'one.png', type: 'image/png', data: await png(330, 100) }, owner),
      ).data;
      await new Promise((r) => setTimeout(r, 5));
      const second = json(
        await upload({ filename: 'two.png', type: 'image/png', data: await png(700, 100) }, owner),
      ).data;
      const res = await api('GET', '/admin/uploads', owner);
      expect(res.statusCode, res.body).toBe(200);
      const body = json(res);
      const ids = (body.data as { id: string }[]).map((i) => i.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
      expect(body.total).toBe(body.data.length);
      expect(body.data[0]).toEqual(second);

      const paged = json(await api('GET', '/admin/uploads?s=1&p=1', owner));
      expect(paged.data).toHaveLength(1);
      expect(paged.data[0].id).toBe(ids[1]);

      expect((await api('GET', '/admin/uploads', customer)).statusCode).toBe(403);
      expect((await api('GET', '/admin/uploads')).statusCode).toBe(401);
      expect((await api('GET', '/admin/uploads?s=0', owner)).statusCode).toBe(400);
    });

    it('sets and clears the profile picture, only with an own upload of this workspace', async () => {
      const mine = json(
        await upload(
          { filename: 'me.png', type: 'image/png', data: await png(500, 500) },
          customer,
        ),
      ).data;
      const theirs = json(
        await upload(
          { filename: 'them.png', type: 'image/png', data: await png(500, 500) },
          otherCustomer,
        ),
      ).data;

      const set = await api('POST', 'profile/details', customer, { profilePicture: mine.url });
      expect(set.statusCode, set.body).toBe(200);
      expect(json(set).data.profilePicture).toBe(mine.url);
      const got = json(await api('GET', 'profile/details', customer)).data;
      expect(got.profilePicture).toBe(mine.url);

      for (const bad of [
        theirs.url,
        'https://evil.example/me.png',
        `/uploads/${mine.id}-999.webp`,
        `/uploads/${'0'.repeat(32)}-320.webp`,
      ]) {
        const res = await api('POST', 'profile/details', customer, { profilePicture: bad });
        expect(res.statusCode, bad).toBe(400);
        expect(errorText(json(res))).toBe(PROFILE_PICTURE_MESSAGE);
      }
      expect(json(await api('GET', 'profile/details', customer)).data.profilePicture).toBe(
        mine.url,
      );

      const cleared = await api('POST', 'profile/details', customer, { profilePicture: '' });
      expect(cleared.statusCode).toBe(200);
      expect(json(await api('GET', 'profile/details', customer)).data.profilePicture).toBeNull();
    });
  });
}
