// Where uploaded files live: a folder on this machine's disk (the default), or a bucket of any
// S3-compatible object store (AWS S3, MinIO, R2, …) when several instances must share them.
// Keys are `<workspaceId>/<file>`; the rows that say which files exist stay in the database.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

/** A stored file, ready to stream. */
export type StoredObject = { body: Readable; size: number };

export type ObjectStore = {
  readonly kind: 'disk' | 's3';
  /** Stores a new file (on disk a key already taken is an error; keys hold random ids). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file at `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the file at `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
};

/** Files under `dir`, one folder a workspace. */
export function diskObjectStore(dir: string): ObjectStore {
  const path = (key: string) => join(dir, key);
  return {
    kind: 'disk',
    async put(key, data) {
      const file = path(key);
      await mkdir(dirname(file), { recursive: true });
      // Written aside and linked into place: a reader never sees half a file (an AVIF variant
      // is read as soon as it is there), and linking onto a taken key fails as `wx` did.
      const part = `${file}.${randomUUID()}.part`;
      await writeFile(part, data, { flag: 'wx' });
      try {
        await link(part, file);
      } finally {
        await rm(part, { force: true });
      }
    },
    async get(key) {
      const size = await stat(path(key)).then(
        (st) => (st.isFile() ? st.size : null),
        () => null,
      );
      return size === null ? null : { body: createReadStream(path(key)), size };
    },
    async remove(key) {
      await rm(path(key), { force: true });
    },
  };
}

/** An S3-compatible bucket, as the `S3_*` variables name it (docs/deploy.md). */
export type S3Options = {
  bucket: string;
  /** The store's URL when it is not AWS (MinIO, R2, a local test server). */
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name: what most non-AWS stores want. */
  forcePathStyle?: boolean;
};

/** The `S3_*` variables as options, or null when S3_BUCKET is not set (uploads stay on disk). */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv): S3Options | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : undefined,
  };
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** Files in one bucket through @aws-sdk/client-s3. */
export function s3ObjectStore(opts: S3Options): ObjectStore & { close(): void } {
  const client = new S3Client({
    region: opts.region ?? 'us-east-1',
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle ?? Boolean(opts.endpoint),
    ...(opts.accessKeyId && opts.secretAccessKey
      ? {
          credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
        }
      : {}),
  });
  const Bucket = opts.bucket;
  return {
    kind: 's3',
    async put(key, data, contentType) {
      // Keys hold random 128-bit ids: a new upload never meets a taken key.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return { body: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}
