// A local server that speaks the S3 protocol (s3rver), for the uploads' S3 path.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Options } from '../../server/uploads';

export type LocalS3 = { options: S3Options; directory: string; close: () => Promise<void> };

/** Starts s3rver on a free port with one empty bucket; its files in a fresh temp folder. */
export async function startLocalS3(bucket = 'sw-uploads'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'sw-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    options: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver checks signatures against its fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
