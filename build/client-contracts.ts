/**
 * The client calls an endpoint by its method and path only (core's apiCall); its schemas and words
 * are for the server, the OpenAPI document and the types. In the client build this plugin:
 *
 * 1. leaves the server-only properties out of every `defineEndpoint({...})` in the contracts;
 * 2. marks every call that builds a module-level value of the contracts pure (the package has no
 *    side effects), so a schema no screen validates with is dropped, and zod with it.
 *
 * zod was a third of the start-up chunk (25 KB gzipped, and its schemas built before the first
 * screen); now it loads with the first screen whose form checks a schema.
 */
import type { Plugin } from 'vite';
import { parseSync } from 'vite';

/** What only the server and the documentation read. */
export const SERVER_ONLY_KEYS = new Set(['params', 'query', 'body', 'response', 'summary', 'description']);
const PURE = '/* @__PURE__ */ ';
const CONTRACTS_SOURCE = /\/packages\/contracts\/src\/.+(?<!\.test)\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** An insertion or a cut: `text` replaces [start, end). `rank` orders insertions at one offset. */
interface Edit {
  start: number;
  end: number;
  text: string;
  rank: number;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const children = (node: Node): Node[] =>
  Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));

const FUNCTIONS = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'FunctionDeclaration', 'ClassBody']);

/** Every node under `node`, depth first; with `skipFunctions`, not inside a function's body. */
function* walk(node: Node, skipFunctions = false): Generator<Node> {
  yield node;
  if (skipFunctions && FUNCTIONS.has(node.type)) return;
  for (const child of children(node)) yield* walk(child, skipFunctions);
}

const keyName = (property: Node): string | null => {
  const key = property.key as Node | undefined;
  if (property.type !== 'Property' || property.computed === true || !key) return null;
  if (key.type === 'Identifier') return key.name as string;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : null;
};

/** The offset past a comma that follows `at` (after blanks), else `at`: a last property's own comma. */
function afterComma(code: string, at: number): number {
  const rest = /^\s*,/.exec(code.slice(at));
  return rest ? at + rest[0].length : at;
}

function applyEdits(code: string, edits: Edit[]): string {
  // from the end, so earlier offsets hold; at one offset the lower rank ends up first
  const ordered = [...edits].sort((a, b) => b.start - a.start || b.rank - a.rank);
  let out = code;
  for (const { start, end, text } of ordered) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

const parse = (code: string, filename: string): Node =>
  parseSync(filename, code, { lang: 'js', sourceType: 'module' }).program as unknown as Node;

/** Pass 1: the server-only properties of each defineEndpoint spec cut. */
function cutServerOnly(code: string, program: Node): Edit[] {
  const edits: Edit[] = [];
  for (const node of walk(program)) {
    const callee = node.callee as Node | undefined;
    const [spec] = (node.arguments as Node[] | undefined) ?? [];
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'defineEndpoint') continue;
    if (spec?.type !== 'ObjectExpression') continue;
    const properties = spec.properties as Node[];
    properties.forEach((property, index) => {
      const name = keyName(property);
      if (name === null || !SERVER_ONLY_KEYS.has(name)) return;
      const next = properties[index + 1];
      edits.push({ start: property.start, end: next ? next.start : afterComma(code, property.end), text: '', rank: 0 });
    });
  }
  return edits;
}

/**
 * Pass 2: every call in a module-level declaration's value marked pure (not calls inside functions:
 * those run when called). A pure call's callee and arguments are still evaluated when it is dropped,
 * so a call inside another one is marked too, in parentheses of its own (`z.string().min(1)` becomes
 * `PURE (PURE z.string()).min(1)`). Statements such as `dayjs.extend(utc)` keep their effect.
 */
function markModuleValuesPure(program: Node): Edit[] {
  const edits: Edit[] = [];
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (!init) continue;
      for (const node of walk(init, true)) {
        if (node.type !== 'CallExpression' && node.type !== 'NewExpression') continue;
        if (node === init) edits.push({ start: node.start, end: node.start, text: PURE, rank: 0 });
        else {
          // at a shared offset outer calls open first and close last: ranks from the span's length
          const span = node.end - node.start;
          edits.push({ start: node.start, end: node.start, text: `(${PURE}`, rank: Number.MAX_SAFE_INTEGER - span });
          edits.push({ start: node.end, end: node.end, text: ')', rank: span });
        }
      }
    }
  }
  return edits;
}

/** `code` (JavaScript) of a contracts file as the client build needs it; null when nothing changes. */
export function clientContractsCode(code: string, filename: string): string | null {
  const cut = applyEdits(code, cutServerOnly(code, parse(code, filename)));
  const marked = applyEdits(cut, markModuleValuesPure(parse(cut, filename)));
  return marked === code ? null : marked;
}

/**
 * Build only: runs after TypeScript is stripped (a normal plugin), on the contracts' source files.
 * Not named hub-*: the first-screen groups' quick pass keeps it, as it changes which modules load.
 */
export function clientContractsPlugin(): Plugin {
  return {
    name: 'client-contracts',
    apply: 'build',
    transform(code, id) {
      const file = (id.split('?')[0] ?? id).replaceAll('\\', '/');
      if (!CONTRACTS_SOURCE.test(file)) return null;
      const changed = clientContractsCode(code, file.replace(/\.ts$/, '.js'));
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
