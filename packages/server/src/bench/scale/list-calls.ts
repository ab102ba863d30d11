/**
 * Which lists there are and who asks for them, shared by `npm run bench:scale` (scripts/bench-scale.ts)
 * and the list-index guard (src/list-indexes.test.ts): every GET of the OpenAPI document without a
 * path parameter, plus the searches a person types and the unread filters (issue 33).
 */

/** Who asks for a list: the busy approver for his lists, a staff with many orders for "my orders", else the admin. */
export type Who = 'admin' | 'approver' | 'staff';

/** The demo accounts behind each `Who` (password DEMO_PASSWORD; the grower makes 13800000004 the busy approver). */
export const PHONES: Record<Who, string> = { admin: '13800000000', approver: '13800000004', staff: '13800000005' };

/** GETs that are not lists (or need what a bench cannot give), left out of the sweep. */
export const NOT_LISTS: ReadonlySet<string> = new Set([
  '/9077/api/health/',
  '/9077/api/system/time/',
  '/9077/api/push/stream/',
  '/9077/api/wechat/oauth/',
  '/9077/api/app_models/rules/',
  '/9077/api/private_car/distance/',
]);

export interface ListCall {
  /** The path without /9077/api, and what an extra call stands for. */
  name: string;
  /** The request path (with its query string for the extra calls). */
  path: string;
  who: Who;
  /** Takes `page` and `page_size`. */
  paged: boolean;
  /** Also takes `after` (the `next_after` of the page before): the client reaches a deep page by key. */
  keyset: boolean;
}

/** The part of an OpenAPI document the sweep reads. */
export interface OpenApiPaths {
  paths: Record<string, { get?: { parameters?: { in: string; name: string; required?: boolean }[] } }>;
}

/**
 * Every GET of `doc` without a path parameter, plus the searches a person types. `required`: values
 * for required query parameters (e.g. `{canteen_id, date}`); a list whose required parameters all
 * have one is called with them (`/canteen/staff/orders/?canteen_id=…&date=…`), any other as is (it
 * answers 400, unmeasured).
 */
export function listCalls(doc: OpenApiPaths, required: Readonly<Record<string, string>> = {}): ListCall[] {
  const calls: ListCall[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    const params = ops.get?.parameters;
    if (!ops.get || NOT_LISTS.has(path) || (params ?? []).some((p) => p.in === 'path')) continue;
    const paged = (params ?? []).some((p) => p.in === 'query' && p.name === 'page');
    const keyset = (params ?? []).some((p) => p.in === 'query' && p.name === 'after');
    const who: Who =
      path.startsWith('/9077/api/approval/') || path.startsWith('/9077/api/messages/')
        ? 'approver'
        : path === '/9077/api/orders/'
          ? 'staff'
          : 'admin';
    const needed = (params ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name);
    const query = needed.every((n) => required[n] !== undefined)
      ? needed.map((n) => `${encodeURIComponent(n)}=${encodeURIComponent(required[n] ?? '')}`).join('&')
      : '';
    const name = `${path.replace('/9077/api', '')}${query ? ` (${needed.join(', ')} given)` : ''}`;
    calls.push({ name, path: query ? `${path}?${query}` : path, who, paged, keyset });
  }
  const keysetPaths = new Set(calls.filter((c) => c.keyset).map((c) => c.path));
  const extra = (name: string, path: string, who: Who = 'admin'): ListCall => ({
    name,
    path,
    who,
    paged: true,
    keyset: keysetPaths.has(path.split('?')[0] ?? path),
  });
  calls.push(
    extra('/staffs/?search=王 (one character: a surname)', `/9077/api/staffs/?search=${encodeURIComponent('王')}`),
    extra('/staffs/?search=张伟 (a name)', `/9077/api/staffs/?search=${encodeURIComponent('张伟')}`),
    extra('/staffs/?search=0001234 (part of a phone)', '/9077/api/staffs/?search=0001234'),
    extra('/messages/?unread=true', '/9077/api/messages/?unread=true', 'approver'),
    extra('/notices/?unread=true', '/9077/api/notices/?unread=true'),
    extra('/car/orders/?scope=dispatch (the dispatch desk)', '/9077/api/car/orders/?scope=dispatch'),
    extra('/car/orders/?scope=dispatch&status=10 (the dispatch desk, one status)', '/9077/api/car/orders/?scope=dispatch&status=10'),
  );
  return calls;
}

/** The request of `call` for page `page` of `pageSize` (an unpaged call: its path as is). */
export function pageUrl(call: ListCall, page: number, pageSize: number): string {
  if (!call.paged) return call.path;
  return `${call.path}${call.path.includes('?') ? '&' : '?'}page=${page}&page_size=${pageSize}`;
}

/**
 * The request of page `page` as the app reaches it: a keyset list by the `next_after` of the page
 * before (asked by offset, once, through `get`), any other list by offset.
 */
export async function deepPageUrl(call: ListCall, page: number, pageSize: number, get: (url: string) => Promise<unknown>): Promise<string> {
  const byOffset = pageUrl(call, page, pageSize);
  if (!call.keyset || page <= 1) return byOffset;
  const before = (await get(pageUrl(call, page - 1, pageSize))) as { next_after?: unknown } | null;
  const after = typeof before?.next_after === 'string' ? before.next_after : null;
  return after === null ? byOffset : `${byOffset}&after=${encodeURIComponent(after)}`;
}
