import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this size compression costs more than it saves. */
const MIN_BYTES = 512;

/** Writes .gz and .br beside every compressible file under `dir`, so the server never compresses at request time. */
export function precompressTree(dir: string): number {
  let written = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) written += precompressTree(path);
    else if (COMPRESSIBLE.test(name) && precompressFile(path)) written += 1;
  }
  return written;
}

export function precompressFile(path: string): boolean {
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) return false;
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  return true;
}
