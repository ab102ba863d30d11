/**
 * CommonJS modules compiled with their chunk, off the main thread.
 *
 * Rolldown wraps each CommonJS module of a chunk in an arrow, `var n = t((e, t) => { ... })`, run
 * when the module is first required. V8 compiles a function only when it is first called, unless it
 * looks called at once: a `function` right after a parenthesis. React DOM's renderer is one such
 * arrow of 200 KB. main.tsx requires it at start-up, and V8 then parsed all of it on the main thread:
 * 11–25 ms on a desktop, four to eight times that on a phone. Written as `(function (e, t) { ... })`,
 * it is compiled with the chunk's top level, which V8 streams on a background thread.
 */
import { parseAst, type Plugin } from 'vite';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function children(node: AstNode): AstNode[] {
  return Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));
}

/** Whether the arrow's own scope reads `this` or `arguments`, which a `function` would rebind. */
function usesOwnThisOrArguments(node: AstNode): boolean {
  if (node.type === 'ThisExpression' || (node.type === 'Identifier' && node.name === 'arguments')) return true;
  if (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') return false;
  return children(node).some(usesOwnThisOrArguments);
}

/** The local names a chunk imports from Rolldown's runtime chunk, where `__commonJS` lives. */
function runtimeHelpers(program: AstNode): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as AstNode[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as { value?: unknown }).value;
    if (typeof source !== 'string' || !/rolldown-runtime/.test(source)) continue;
    for (const specifier of statement.specifiers as Array<{ local: { name: string } }>) names.add(specifier.local.name);
  }
  return names;
}

/** The chunk's code with every top-level CommonJS wrapper written as a parenthesized function. */
export function eagerCommonJs(code: string): string {
  if (!code.includes('rolldown-runtime')) return code;
  const program = parseAst(code) as unknown as AstNode;
  const helpers = runtimeHelpers(program);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const statement of program.body as AstNode[]) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as Array<{ init: AstNode | null }>) {
      const call = declarator.init;
      if (call?.type !== 'CallExpression') continue;
      const callee = call.callee as AstNode;
      const [argument, ...rest] = call.arguments as AstNode[];
      const factory = argument?.type === 'ParenthesizedExpression' ? (argument.expression as AstNode) : argument;
      if (callee.type !== 'Identifier' || !helpers.has(callee.name as string) || factory === undefined || rest.length > 0) continue;
      if (factory.type !== 'ArrowFunctionExpression' || factory.async === true) continue;
      const body = factory.body as AstNode;
      if (body.type !== 'BlockStatement' || usesOwnThisOrArguments(body)) continue;
      const params = factory.params as AstNode[];
      const paramsText = params.length === 0 ? '' : code.slice((params[0] as AstNode).start, (params.at(-1) as AstNode).end);
      // parenthesized whether or not Rolldown wrapped the arrow: `(function` is what V8 looks for
      edits.push({ start: factory.start, end: body.start, text: `(function(${paramsText})` });
      edits.push({ start: factory.end, end: factory.end, text: ')' });
    }
  }
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** Build only: every chunk's CommonJS wrappers compiled eagerly (see above). */
export function eagerCommonJsPlugin(): Plugin {
  return {
    name: 'hub-eager-commonjs',
    apply: 'build',
    renderChunk(code) {
      const eager = eagerCommonJs(code);
      return eager === code ? null : { code: eager, map: null };
    },
  };
}
