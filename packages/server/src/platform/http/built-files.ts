import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentType } from 'mime-types';
import { negotiateEncoding } from './compression.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof PRECOMPRESSED;

/** One representation of a built file as it is sent: its bytes and their entity tag. */
interface Body {
  bytes: Buffer;
  etag: string;
}

/** A built file: its type, its caching, and which precompressed copies the build wrote beside it. */
interface BuiltFile {
  path: string;
  type: string;
  cacheControl: string;
  encodings: Set<Encoding>;
}

/**
 * One bundle's built files, listed once at start and each read once, on its first request: a bundle
 * is a few MB, and serving it through the file system cost every request a stat of each candidate
 * copy (.br, .gz, the file), a fifth of a hub server's time in the browser suites (bench/notes.md).
 * A rebuilt bundle is served after a restart, as its CSP hashes already are. A path is looked up by
 * its exact spelling among the built names, so no request names a file outside the bundle.
 */
export class BuiltFiles {
  private readonly files = new Map<string, BuiltFile>();
  private readonly bodies = new Map<string, Promise<Body>>();

  constructor(root: string) {
    const names = new Set(
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')),
    );
    for (const name of names) {
      // a dot file (or one under a dot folder) is never served; compressed copies are found beside their file
      if (name.split('/').some((part) => part.startsWith('.')) || name.endsWith('.br') || name.endsWith('.gz')) continue;
      const type = contentType(name.split('/').pop() ?? '');
      this.files.set(name, {
        path: join(root, name),
        type: type === false ? 'application/octet-stream' : type,
        // hashed files under assets/ never change; everything else (index.html first) is revalidated
        cacheControl: name.startsWith('assets/') ? IMMUTABLE : 'no-cache',
        encodings: new Set((Object.keys(PRECOMPRESSED) as Encoding[]).filter((encoding) => names.has(name + PRECOMPRESSED[encoding]))),
      });
    }
  }

  has(name: string): boolean {
    return this.files.has(name);
  }

  /** Sends a built file, precompressed when the client takes it; 304 when the client's copy is current. */
  async send(request: FastifyRequest, reply: FastifyReply, name: string): Promise<FastifyReply> {
    const file = this.files.get(name);
    if (file === undefined) throw new Error(`not a built file: ${name}`);
    const wanted = negotiateEncoding(request.headers['accept-encoding']);
    const encoding = wanted !== null && file.encodings.has(wanted) ? wanted : null;
    const body = await this.body(file, encoding);
    reply.header('content-type', file.type).header('cache-control', file.cacheControl).header('etag', body.etag);
    if (file.encodings.size > 0) reply.header('vary', 'accept-encoding');
    if (encoding !== null) reply.header('content-encoding', encoding);
    if (matches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
    return reply.code(200).send(body.bytes);
  }

  private body(file: BuiltFile, encoding: Encoding | null): Promise<Body> {
    const path = encoding === null ? file.path : file.path + PRECOMPRESSED[encoding];
    let body = this.bodies.get(path);
    if (body === undefined) {
      body = readFile(path).then((bytes) => ({ bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` }));
      // a read that failed (the file removed under a running server) is tried again next time
      body.catch(() => this.bodies.delete(path));
      this.bodies.set(path, body);
    }
    return body;
  }
}

/** If-None-Match names this representation (or any, `*`); weak tags compare by their value. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}
