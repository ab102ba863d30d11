import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, DOCS_PREFIX, apiErrorMessages as M } from '@campus/contracts';
import type { TenantRegistry } from '../tenants.ts';
import { BuiltFiles } from './built-files.ts';
import { cspDirectives, cspHeader, inlineScriptHashes } from './csp.ts';

export interface ServedBundle {
  /** URL prefix: `/<type>/`, or `/` for the default bundle. */
  prefix: string;
  root: string;
  type: string | null;
  displayName: string | null;
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
  // the longest prefix first: /ln/... belongs to ln's bundle, not to the default one at /
  const served = bundles
    .map((bundle) => ({ bundle, files: new BuiltFiles(bundle.root) }))
    .sort((a, b) => b.bundle.prefix.length - a.bundle.prefix.length);
  const answer = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = (req.url.split('?')[0] ?? '/').replace(/\/{2,}/g, '/');
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith(`${API_PREFIX}/`) && !path.startsWith(DOCS_PREFIX);
    const match = isPage ? served.find(({ bundle }) => path.startsWith(bundle.prefix)) : undefined;
    if (match) {
      const rest = path.slice(match.bundle.prefix.length);
      const name = rest === '' ? 'index.html' : rest;
      if (match.files.has(name)) return match.files.send(req, reply, name);
      // Hash routing makes deep paths rare; a path that is not a file gets that tenant's index.html.
      const lastSegment = rest.split('/').pop() ?? '';
      if (!rest.startsWith('assets/') && !lastSegment.includes('.')) return match.files.send(req, reply, 'index.html');
    }
    return reply.code(404).send({ detail: M.notFound });
  };
  for (const { bundle } of served) {
    app.route({ method: ['GET', 'HEAD'], url: `${bundle.prefix}*`, schema: { hide: true }, handler: answer });
    if (bundle.type) {
      const to = bundle.prefix;
      app.get(`/${bundle.type}`, { schema: { hide: true } }, async (_req, reply) => reply.redirect(to, 301));
    }
  }
  app.setNotFoundHandler(answer);
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
