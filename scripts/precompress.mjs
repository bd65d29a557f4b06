// Writes .gz and .br beside each built text asset so @fastify/static serves them precompressed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dir = 'dist/client/assets';
for (const name of readdirSync(dir)) {
  const file = join(dir, name);
  if (!/\.(js|css|svg|json)$/.test(name) || statSync(file).size < 512) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body));
}
