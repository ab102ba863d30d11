// @ts-check
/**
 * Import boundaries between workspace packages (issue 8): app → modules → ui → core → contracts,
 * no module → module, and the server sees only contracts. Written against this repo's layout
 * (packages/<name>, packages/modules/<name>) because it must judge both `@campus/*` names and
 * relative paths that climb into another package, which a resolver-based plugin would need a
 * TypeScript resolver chain for.
 *
 * Inside the server the same holds between families (issue 36): a family under src/families/<name>
 * imports the platform and itself, never another family; the platform imports no family but the
 * composition list (src/families/index.ts). Shared needs (payments, files) are platform services.
 */
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Which packages each layer may import (besides itself). */
const ALLOWED = {
  app: ['module', 'ui', 'core', 'contracts'],
  module: ['ui', 'core', 'contracts'],
  ui: ['core', 'contracts'],
  core: ['contracts'],
  contracts: [],
  server: ['contracts'],
};

/** '@campus/module-car' or an absolute file path → { layer, name } or null (outside packages/). */
function packageOfName(name) {
  const match = /^@campus\/([^/]+)/.exec(name);
  if (!match) return null;
  const pkg = match[1];
  if (pkg.startsWith('module-')) return { layer: 'module', name: pkg.slice('module-'.length) };
  return { layer: pkg, name: pkg };
}

const SERVER_SRC = join('packages', 'server', 'src');
const FAMILY_LIST = join(SERVER_SRC, 'families', 'index.ts');

/** A server file's part: { kind: 'family', name } under src/families/<name>/, { kind: 'platform' } elsewhere in src, else null. */
function serverPartOf(file) {
  const rel = relative(ROOT, file);
  if (!rel.startsWith(SERVER_SRC + sep)) return null;
  const parts = rel.slice(SERVER_SRC.length + 1).split(sep);
  if (parts[0] === 'families' && parts.length > 2) return { kind: 'family', name: parts[1] };
  if (rel === FAMILY_LIST || parts[0] === 'families') return { kind: 'list' };
  return { kind: 'platform' };
}

/** Why importing `target` from `file` crosses a server family boundary, or null. */
function serverCrossing(file, target) {
  const from = serverPartOf(file);
  const to = serverPartOf(target);
  if (!from || !to || to.kind === 'platform') return null;
  if (from.kind === 'family' && to.kind === 'family' && from.name !== to.name)
    return { messageId: 'family', data: { from: from.name, to: to.name } };
  if (from.kind === 'platform' && to.kind === 'family' && !/\.test\.tsx?$/.test(file))
    return { messageId: 'platform', data: { to: to.name } };
  return null;
}

function packageOfFile(file) {
  const parts = relative(ROOT, file).split(sep);
  if (parts[0] !== 'packages') return null;
  if (parts[1] === 'modules' && parts[2]) return { layer: 'module', name: parts[2] };
  return parts[1] ? { layer: parts[1], name: parts[1] } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports inside the layer order app → modules → ui → core → contracts' },
    schema: [],
    messages: {
      layer: '{{from}} may not import {{to}}: allowed are {{allowed}} (docs/architecture: package layers).',
      module: 'module {{from}} may not import module {{to}}: modules talk through core (routes, stash, events), never to each other.',
      family: 'server family {{from}} may not import family {{to}}: what families share is a platform service (src/platform).',
      platform: 'the server platform may not import family {{to}}: only the family list (src/families/index.ts) names families.',
    },
  },
  create(context) {
    const from = packageOfFile(context.filename);
    if (!from || !(from.layer in ALLOWED)) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = source.startsWith('.') ? resolve(dirname(context.filename), source) : null;
      const to = target ? packageOfFile(target) : packageOfName(source);
      if (!to) return;
      if (to.layer === from.layer && to.name === from.name) {
        const crossing = target && from.layer === 'server' ? serverCrossing(context.filename, target) : null;
        if (crossing) context.report({ node, ...crossing });
        return;
      }
      if (from.layer === 'module' && to.layer === 'module') {
        context.report({ node, messageId: 'module', data: { from: from.name, to: to.name } });
        return;
      }
      const allowed = ALLOWED[from.layer];
      if (!allowed.includes(to.layer)) {
        context.report({
          node,
          messageId: 'layer',
          data: { from: from.name, to: to.layer === 'module' ? `module ${to.name}` : to.name, allowed: allowed.join(', ') || 'none' },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'package-boundaries': rule } };
