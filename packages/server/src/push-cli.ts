/**
 * Send a push to a staff (QA):
 *   npm run push -w @campus/server -- --company <id> --phone 13800000000 --title 标题 --content 内容 \
 *     --msg-type APPROVAL [--msg-id 1] [--order-type repair] [--module repair] [--action-type detail]
 * By default it goes through the running server (POST /9077/api/push/send/ as the company's demo admin;
 * --server, --admin-phone, --admin-password to change), so connected browsers get it live. When no
 * server answers, or with --direct, it writes to the configured database itself (PostgreSQL
 * instances still deliver live through NOTIFY).
 */
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { type PushMessage, authEndpoints, pushEndpoints, endpointUrl } from '@campus/contracts';
import { readConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/open.ts';
import { PushHub } from './platform/push/hub.ts';
import { PushService } from './platform/push/service.ts';
import { findStaffById, findStaffByPhone } from './platform/identity/staff.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from './platform/seed/data.ts';

const { values: a } = parseArgs({
  options: {
    company: { type: 'string' },
    phone: { type: 'string' },
    staff: { type: 'string' },
    title: { type: 'string' },
    content: { type: 'string' },
    'msg-type': { type: 'string', default: 'NOTICE' },
    'msg-id': { type: 'string', default: '0' },
    'order-type': { type: 'string' },
    module: { type: 'string' },
    'action-type': { type: 'string' },
    server: { type: 'string' },
    'admin-phone': { type: 'string', default: DEMO_PHONE },
    'admin-password': { type: 'string', default: DEMO_PASSWORD },
    direct: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (a.help || !a.company || (!a.phone && !a.staff) || !a.title || !a.content) {
  console.error(
    'usage: push-cli --company <id> (--phone <phone> | --staff <staff id>) --title <t> --content <c> [--msg-type APPROVAL] [--msg-id 1] [--order-type x] [--module x] [--action-type x] [--server http://127.0.0.1:8080] [--direct]',
  );
  process.exit(a.help ? 0 : 2);
}

const extraParam = {
  ...(a.module ? { module: a.module } : {}),
  ...(a['action-type'] ? { action_type: a['action-type'] } : {}),
};
const message: PushMessage = {
  title: a.title,
  content: a.content,
  extras: {
    msg_type: a['msg-type'],
    msg_id: /^\d+$/.test(a['msg-id']) ? Number(a['msg-id']) : a['msg-id'],
    ...(a['order-type'] ? { order_type: a['order-type'] } : {}),
    ...(Object.keys(extraParam).length ? { extra_param: extraParam } : {}),
  },
};
const company = a.company;

async function viaServer(base: string): Promise<unknown> {
  const login = await fetch(base + endpointUrl(authEndpoints.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: a['admin-phone'], password: a['admin-password'], company_id: company }),
  });
  const auth = (await login.json()) as { token?: string };
  if (!login.ok || !auth.token) throw new Error(`admin login failed (${login.status}): ${JSON.stringify(auth)}`);
  const res = await fetch(base + endpointUrl(pushEndpoints.send), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${auth.token}` },
    body: JSON.stringify({ ...(a.staff ? { staff_id: a.staff } : { phone: a.phone }), ...message }),
  });
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`push send failed (${res.status}): ${JSON.stringify(body)}`);
  return body;
}

async function direct(): Promise<unknown> {
  const config = readConfig();
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await handle.migrate();
    const row = a.staff ? await findStaffById(handle.db, company, a.staff) : await findStaffByPhone(handle.db, company, a.phone ?? '');
    if (!row) throw new Error('no such staff in that company');
    const silent = { error: console.error, warn: console.error } as unknown as FastifyBaseLogger;
    const hub = new PushHub(handle, async () => undefined, silent);
    const service = new PushService(handle.db, () => [hub.delivery()], silent);
    return await service.send({ companyId: company, staffId: row.staff.id }, message);
  } finally {
    await handle.close();
  }
}

const base = a.server ?? `http://127.0.0.1:${process.env.PORT || 8080}`;
try {
  let result: unknown;
  if (a.direct) {
    result = await direct();
  } else {
    try {
      result = await viaServer(base);
    } catch (err) {
      const refused = err instanceof TypeError && /fetch failed/.test(err.message);
      if (!refused) throw err;
      if (a.server) throw new Error(`no server answers at ${base}`, { cause: err });
      console.error(`no server at ${base}; writing to the database directly`);
      result = await direct();
    }
  }
  console.log(JSON.stringify(result, null, 2));
} catch (err) {
  console.error(`push failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
