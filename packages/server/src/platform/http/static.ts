import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, DOCS_PREFIX, apiErrorMessages as M } from '@campus/contracts';
import type { TenantRegistry } from '../tenants.ts';
import { cspDirectives, cspHeader, inlineScriptHashes } from './csp.ts';

export interface ServedBundle {
  /** URL prefix: `/<type>/`, or `/` for the default bundle. */
  prefix: string;
  root: string;
  type: string | null;
  displayName: string | null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed files under assets/ are immutable; everything else (index.html first) is revalidated. */
function cacheHeaders(root: string) {
  return (reply: FastifyReply, path: string): void => {
    const rel = relative(root, path);
    reply.header('cache-control', rel.startsWith(`assets${sep}`) ? IMMUTABLE : 'no-cache');
  };
}

/**
 * Serves dist/<type>/ at /<type>/ for every tenant with a build, and dist/default/ at /.
 * Files are sent precompressed (.br / .gz written by the build) when the client accepts it.
 * Missing dist: API only.
 */
export async function installStatic(app: FastifyInstance, distDir: string | null, tenants: TenantRegistry): Promise<ServedBundle[]> {
  const bundles: ServedBundle[] = [];
  if (distDir && existsSync(distDir)) {
    for (const t of tenants.tenants) {
      const root = join(distDir, t.type);
      if (existsSync(join(root, 'index.html'))) bundles.push({ prefix: `/${t.type}/`, root, type: t.type, displayName: t.displayName });
    }
    const root = join(distDir, 'default');
    if (existsSync(join(root, 'index.html'))) bundles.push({ prefix: '/', root, type: null, displayName: null });
  }
  if (bundles.length === 0) app.log.info({ distDir }, 'no bundles to serve (dist not built): API only');
  installPageCsp(app, bundles);
  let first = true;
  for (const b of bundles) {
    await app.register(fastifyStatic, {
      root: b.root,
      prefix: b.prefix,
      decorateReply: first,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders(b.root),
      index: ['index.html'],
      dotfiles: 'deny',
      // a route per built file, listed once at start: the catch-all route read the folder of every
      // requested file (883 names in assets/) to check its spelling, a sixth of a browser suite's
      // server time. A rebuilt bundle is served after a restart, as its CSP hashes already are.
      wildcard: false,
      // their compressed copies are found beside each file (preCompressed), not by a route of their own
      globIgnore: ['**/*.br', '**/*.gz'],
    });
    first = false;
    if (b.type) {
      const to = b.prefix;
      app.get(`/${b.type}`, { schema: { hide: true } }, async (_req, reply) => reply.redirect(to, 301));
    }
  }

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = (req.url.split('?')[0] ?? '/').replace(/\/{2,}/g, '/');
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith(`${API_PREFIX}/`) && !path.startsWith(DOCS_PREFIX);
    if (isPage) {
      // Hash routing makes deep paths rare; a path that is not a file gets that tenant's index.html.
      const bundle = bundles.find((b) => path.startsWith(b.prefix));
      const rest = bundle ? path.slice(bundle.prefix.length) : '';
      const lastSegment = rest.split('/').pop() ?? '';
      if (bundle && !rest.startsWith('assets/') && !lastSegment.includes('.')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', bundle.root);
      }
    }
    return reply.code(404).send({ detail: M.notFound });
  });
  return bundles;
}

/**
 * Each bundle's pages get a CSP listing the sha256 of that bundle's inline scripts, read from its
 * stamped index.html at start, so whatever inline script a build adds runs and nothing else does.
 */
function installPageCsp(app: FastifyInstance, bundles: ServedBundle[]): void {
  const policies = bundles.map((b) => ({
    prefix: b.prefix,
    csp: cspHeader(cspDirectives(inlineScriptHashes(readFileSync(join(b.root, 'index.html'), 'utf8')))),
  }));
  if (policies.length === 0) return;
  app.addHook('onSend', async (req, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    const path = req.url.split('?')[0] ?? '/';
    if (path.startsWith(`${API_PREFIX}/`) || path.startsWith(DOCS_PREFIX)) return payload;
    // The longest prefix wins: /ln/... before the default bundle's /.
    const match = policies
      .filter((p) => path.startsWith(p.prefix) || `${path}/` === p.prefix)
      .sort((a, b) => b.prefix.length - a.prefix.length)[0];
    if (match) reply.header('content-security-policy', match.csp);
    return payload;
  });
}
