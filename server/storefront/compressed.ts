// A generated text file the server keeps in memory, each encoding made once, and its answer in
// the encoding the browser accepts; and the bounded map such files are kept in (island sets,
// page stylesheets).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type CompressedFile = {
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** A stand-in for the file asked for: cached briefly, so the real one replaces it. */
  fallback?: boolean;
};

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The file with its gzip and brotli bodies; `best` takes the highest levels (tens of
 * milliseconds for a 50 KB file, paid once per build), else quick ones.
 */
export async function compressText(
  text: string,
  best: boolean,
  fallback?: boolean,
): Promise<CompressedFile> {
  const body = Buffer.from(text);
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: best ? 9 : 6 }),
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } }),
  ]);
  return fallback ? { body, gzip: gz, br, fallback } : { body, gzip: gz, br };
}

/** Sends the file as the request accepts it, cached for good unless it is a fallback. */
export function sendCompressed(
  req: FastifyRequest,
  reply: FastifyReply,
  file: CompressedFile,
  type: string,
) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accept)
    ? ['br', file.br]
    : /\bgzip\b/.test(accept)
      ? ['gzip', file.gzip]
      : [null, file.body];
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .header('vary', 'accept-encoding')
    .header(
      'cache-control',
      file.fallback ? 'public, max-age=60' : 'public, max-age=31536000, immutable',
    )
    .type(type)
    .send(body);
}

/** A map of at most `max` entries, the least recently used dropped first. */
export function createLru<V>(max: number) {
  const map = new Map<string, V>();
  return {
    /** The entry, now the most recently used. */
    get(key: string): V | undefined {
      const value = map.get(key);
      if (value !== undefined) {
        map.delete(key);
        map.set(key, value);
      }
      return value;
    },
    has: (key: string) => map.has(key),
    set(key: string, value: V) {
      // Most recently used last: a Map keeps insertion order.
      map.delete(key);
      map.set(key, value);
      if (map.size > max) map.delete(map.keys().next().value!);
    },
    delete: (key: string) => map.delete(key),
  };
}
