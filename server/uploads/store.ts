// Uploaded images in an object store (a folder on disk or an S3 bucket; one prefix per
// workspace) and their rows in `uploads`.
import { randomUUID } from 'node:crypto';
import type { UploadItem } from '../../shared/builder-api';
import type { Db, UploadsTable } from '../db';
import type { ProcessedImage } from './images';
import type { ObjectStore, StoredObject } from './object-store';

/** A stored variant as the `variants` column keeps it. */
export type UploadVariant = { width: number; height: number; bytes: number };

/** An upload as the API answers it (shared/builder-api.ts); `url` is the widest variant. */
export type { UploadItem };

/** The longest original file name kept. */
export const UPLOAD_NAME_MAX = 200;

/** An upload's file name on disk and in its URL: `<id>-<width>.webp`. */
const FILE_NAME = /^([0-9a-f]{32})-(\d{1,5})\.webp$/;
/** The path of an upload's variant on its workspace's host. */
const URL_PATH = /^\/uploads\/([0-9a-f]{32})-(\d{1,5})\.webp$/;

/** The site-relative URL of a variant. */
export function uploadUrl(id: string, width: number): string {
  return `/uploads/${id}-${width}.webp`;
}

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
  const row = await db
    .selectFrom('uploads')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', ref.id)
    .executeTakeFirst();
  if (!row) return null;
  const item = toItem(row);
  if (!item.variants.some((v) => v.width === ref.width)) return null;
  return { ...item, userId: row.user_id };
}

/** Uploads of every workspace in `objects`; every query is scoped by workspace id. */
export function createUploadStore({
  db,
  objects,
  now,
}: {
  db: Db;
  objects: ObjectStore;
  now?: () => number;
}) {
  const iso = () => new Date(now ? now() : Date.now()).toISOString();

  return {
    /** Writes the variants as `<workspaceId>/<id>-<width>.webp` and records the upload. */
    async save(input: {
      workspaceId: string;
      userId: string;
      name: string;
      bytes: number;
      image: ProcessedImage;
    }): Promise<UploadItem> {
      const id = randomUUID().replace(/-/g, '');
      const keys = input.image.variants.map((v) => `${input.workspaceId}/${id}-${v.width}.webp`);
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

    /**
     * The file of a variant (`<id>-<width>.webp`) under a workspace's prefix, or null for a name
     * that is not an upload's or a file that is not there. The strict pattern keeps the key
     * inside that prefix.
     */
    async file(workspaceId: string, fileName: string): Promise<StoredObject | null> {
      return FILE_NAME.test(fileName) ? objects.get(`${workspaceId}/${fileName}`) : null;
    },
  };
}
