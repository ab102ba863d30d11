import { z } from 'zod';

/**
 * Limits every request input obeys, checked in one place by the server before any route schema:
 * text without NUL bytes or lone surrogates (PostgreSQL rejects both, and they break JSON
 * consumers), free-form JSON at most MAX_JSON_DEPTH levels deep and MAX_JSON_NODES values big,
 * and integers inside PostgreSQL's `integer` range.
 */
export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_NODES = 10_000;
export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;

export const inputMessages = {
  badText: '包含不允许的字符。',
  tooDeep: `嵌套层级不能超过${String(MAX_JSON_DEPTH)}层。`,
  tooBig: `数据项不能超过${String(MAX_JSON_NODES)}个。`,
} as const;

/** An integer column value (PostgreSQL `integer`). */
export const int32Schema = z.number().int().min(INT32_MIN).max(INT32_MAX);
/** An integer from the query string (`?status=`), bounded like a column. */
export const queryIntSchema = z.coerce.number().int().min(INT32_MIN).max(INT32_MAX);

/** True for text PostgreSQL and JSON consumers accept: no NUL byte, no lone UTF-16 surrogate. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function isSafeText(s: string): boolean {
  return !s.includes('\u0000') && !LONE_SURROGATE.test(s);
}

function addError(errors: Record<string, string[]>, path: string[], message: string): void {
  const key = path.length > 0 ? path.join('.') : 'non_field_errors';
  const list = (errors[key] ??= []);
  if (!list.includes(message)) list.push(message);
}

/**
 * The field errors of a request part (`{field: [message]}`, paths joined with dots as the route
 * schemas report them), or null when it is within every limit.
 */
export function inputLimitErrors(value: unknown): Record<string, string[]> | null {
  // Every request's params, query and body pass here: nothing to walk costs nothing.
  if (value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean') return null;
  const errors: Record<string, string[]> = {};
  let nodes = 0;
  // Iterative walk: a body nested thousands of levels deep must not exhaust the stack.
  const stack: { v: unknown; path: string[]; depth: number }[] = [{ v: value, path: [], depth: 0 }];
  while (stack.length > 0) {
    const { v, path, depth } = stack.pop()!;
    if (++nodes > MAX_JSON_NODES) {
      addError(errors, [], inputMessages.tooBig);
      break;
    }
    if (typeof v === 'string') {
      if (!isSafeText(v)) addError(errors, path, inputMessages.badText);
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) {
      addError(errors, path.slice(0, 1), inputMessages.tooDeep);
      continue;
    }
    const entries: [string, unknown][] = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);
    for (const [k, child] of entries) {
      if (!isSafeText(k)) {
        addError(errors, path, inputMessages.badText);
        continue;
      }
      stack.push({ v: child, path: [...path, k], depth: depth + 1 });
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
