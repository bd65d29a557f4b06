// Uploaded images in an object store (a folder on disk or an S3 bucket; one prefix per
// workspace) and their rows in `uploads`. An upload's files are `<id>-<width>.webp`, written at
// upload, and `<id>-<width>.avif`, written on their first request (server/uploads/avif.ts):
// whatever removes an upload's files removes both.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { UploadItem } from '../../shared/builder-api';
import type { UploadFormat } from '../../shared/uploads';
import type { Db, UploadsTable } from '../db';
import { type AvifQueueOptions, createAvifQueue } from './avif';
import { encodeAvifVariant, type ProcessedImage } from './images';
import type { ObjectStore, StoredObject } from './object-store';

/** A stored variant as the `variants` column keeps it. */
export type UploadVariant = { width: number; height: number; bytes: number };

/** An upload as the API answers it (shared/builder-api.ts); `url` is the widest variant. */
export type { UploadItem };

/** The longest original file name kept. */
export const UPLOAD_NAME_MAX = 200;

/** An upload's file name in its URL and under its workspace's prefix: `<id>-<width>.<format>`. */
const FILE_NAME = /^([0-9a-f]{32})-([1-9]\d{0,4})\.(webp|avif)$/;
/** The path of an upload's variant on its workspace's host. */
const URL_PATH = /^\/uploads\/([0-9a-f]{32})-(\d{1,5})\.webp$/;

/** The site-relative URL of a variant. */
export function uploadUrl(id: string, width: number): string {
  return `/uploads/${id}-${width}.webp`;
}

/** A variant in one format, as a file name names it. */
export type UploadFile = { id: string; width: number; format: UploadFormat };

/**
 * The variant a file name (`<id>-<width>.webp` or `.avif`) names, or null: the strict pattern
 * keeps a key made from it inside its workspace's prefix.
 */
export function parseUploadFileName(name: string): UploadFile | null {
  const m = FILE_NAME.exec(name);
  return m?.[1] && m[2] ? { id: m[1], width: Number(m[2]), format: m[3] as UploadFormat } : null;
}

const fileKey = (workspaceId: string, f: UploadFile) =>
  `${workspaceId}/${f.id}-${f.width}.${f.format}`;

/** The id and width an upload URL names (`/uploads/<id>-<width>.webp`), or null. */
export function parseUploadUrl(url: string): { id: string; width: number } | null {
  const m = URL_PATH.exec(url);
  return m?.[1] && m[2] ? { id: m[1], width: Number(m[2]) } : null;
}

function toItem(row: UploadsTable): UploadItem {
  const variants = JSON.parse(row.variants) as UploadVariant[];
  const widest = variants[variants.length - 1]?.width ?? row.width;
  return {
    id: row.id,
    url: uploadUrl(row.id, widest),
    width: Number(row.width),
    height: Number(row.height),
    name: row.name,
    variants: variants.map((v) => ({ width: v.width, url: uploadUrl(row.id, v.width) })),
    createdAt: row.created_at,
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

/**
 * The upload a URL names, if it is this workspace's and the width is one of its variants: a
 * row read, for the domains that check an image is one of the site's own.
 */
export async function uploadByUrl(
  db: Db,
  workspaceId: string,
  url: string,
): Promise<(UploadItem & { userId: string | null }) | null> {
  const ref = parseUploadUrl(url);
  if (!ref) return null;
  const row = await uploadRow(db, workspaceId, ref.id);
  if (!row) return null;
  const item = toItem(row);
  if (!item.variants.some((v) => v.width === ref.width)) return null;
  return { ...item, userId: row.user_id };
}

/** A workspace's upload row; another workspace's id is not found. */
function uploadRow(db: Db, workspaceId: string, id: string): Promise<UploadsTable | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Uploads of every workspace in `objects`; every query is scoped by workspace id. */
export function createUploadStore({
  db,
  objects,
  now,
  avif,
}: {
  db: Db;
  objects: ObjectStore;
  now?: () => number;
  /** The AVIF queue's limits, and where its failures are told. */
  avif?: AvifQueueOptions;
}) {
  const iso = () => new Date(now ? now() : Date.now()).toISOString();
  const avifQueue = createAvifQueue(avif);

  return {
    /** Writes the WebP variants as `<workspaceId>/<id>-<width>.webp` and records the upload. */
    async save(input: {
      workspaceId: string;
      userId: string;
      name: string;
      bytes: number;
      image: ProcessedImage;
    }): Promise<UploadItem> {
      const id = randomUUID().replace(/-/g, '');
      const keys = input.image.variants.map((v) =>
        fileKey(input.workspaceId, { id, width: v.width, format: 'webp' }),
      );
      const row: UploadsTable = {
        id,
        workspace_id: input.workspaceId,
        user_id: input.userId,
        name: input.name.trim().slice(0, UPLOAD_NAME_MAX) || 'image',
        width: input.image.width,
        height: input.image.height,
        bytes: input.bytes,
        variants: JSON.stringify(
          input.image.variants.map((v) => ({
            width: v.width,
            height: v.height,
            bytes: v.data.length,
          })),
        ),
        created_at: iso(),
      };
      try {
        await Promise.all(
          input.image.variants.map((v, i) => objects.put(keys[i]!, v.data, 'image/webp')),
        );
        await db.insertInto('uploads').values(row).execute();
      } catch (err) {
        // No row without its files, no files without their row.
        await Promise.all(keys.map((k) => objects.remove(k).catch(() => undefined)));
        throw err;
      }
      return toItem(row);
    },

    /** This workspace's uploads, newest first, and how many there are. */
    async list(
      workspaceId: string,
      page: { offset: number; limit: number },
    ): Promise<{ items: UploadItem[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('uploads')
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toItem), total: Number(count.n) };
    },

    /** The upload a URL names, if it is this workspace's and the width is one of its variants. */
    byUrl: (workspaceId: string, url: string) => uploadByUrl(db, workspaceId, url),

    /** A WebP variant's file under a workspace's prefix, or null when it is not there. */
    webpFile: (workspaceId: string, f: UploadFile): Promise<StoredObject | null> =>
      objects.get(fileKey(workspaceId, { ...f, format: 'webp' })),

    /**
     * An AVIF variant's file under a workspace's prefix: the stored one, or else one made now
     * from the upload's widest WebP variant and stored beside it; 'later' when it cannot be made
     * now (queue full, too slow, failed: the caller sends the WebP); null when this workspace has
     * no such upload or the upload no such width, so nothing is made for a name made up.
     */
    async avifFile(workspaceId: string, f: UploadFile): Promise<StoredObject | 'later' | null> {
      const key = fileKey(workspaceId, { ...f, format: 'avif' });
      const stored = await objects.get(key);
      if (stored) return stored;
      const row = await uploadRow(db, workspaceId, f.id);
      const variants = row ? (JSON.parse(row.variants) as UploadVariant[]) : [];
      const widest = variants[variants.length - 1];
      if (!widest || !variants.some((v) => v.width === f.width)) return null;
      const data = await avifQueue.run(key, async () => {
        const source = await objects.get(
          fileKey(workspaceId, { id: f.id, width: widest.width, format: 'webp' }),
        );
        if (!source) throw new Error(`The WebP variant ${widest.width} of ${key} is missing.`);
        const made = await encodeAvifVariant(Buffer.concat(await source.body.toArray()), f.width);
        // Another instance may have stored it meanwhile; what was made is served either way.
        await objects
          .put(key, made, 'image/avif')
          .catch((err: unknown) => avif?.onError?.(key, err));
        return made;
      });
      return data ? { body: Readable.from([data]), size: data.length } : 'later';
    },
  };
}
