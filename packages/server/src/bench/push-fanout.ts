/**
 * Bench: a notice to 5,000 staff while the native push service is slow or hangs. Measures how long
 * the publishing request takes (it must not wait for the push service) and how long the queue
 * needs to drain against a service answering in 20 ms. Appends a markdown table to `--out FILE`.
 *
 *   npx tsx packages/server/src/bench/push-fanout.ts [--out bench/results.md]
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { authEndpoints, noticeEndpoints, endpointUrl } from '@campus/contracts';
import { buildServer } from '../platform/app.ts';
import { openPglite } from '../platform/db/pglite.ts';
import { staff } from '../platform/db/schema.ts';
import { loadTenants } from '../platform/tenants.ts';
import { seed } from '../platform/seed/seed.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../platform/seed/data.ts';

const RECIPIENTS = 5000;
const out = process.argv.includes('--out') ? process.argv[process.argv.indexOf('--out') + 1] : undefined;

const tenants = loadTenants();
const companyId = tenants.tenants[0]?.defaultCompanyId ?? '';
const handle = await openPglite({});
await handle.migrate();
await seed(handle.db, tenants, { companyIds: [companyId] });
const rows = Array.from({ length: RECIPIENTS }, (_, i) => ({
  companyId,
  id: randomUUID(),
  name: `员工${String(i)}`,
  phone: `139${String(i).padStart(8, '0')}`,
}));
for (let i = 0; i < rows.length; i += 1000) await handle.db.insert(staff).values(rows.slice(i, i + 1000));

async function publish(
  fetchImpl: typeof fetch,
): Promise<{ publishMs: number; drainMs: number | null; app: Awaited<ReturnType<typeof buildServer>> }> {
  const app = await buildServer({
    db: handle,
    tenants,
    distDir: null,
    logger: false,
    nativePush: { url: 'http://push.invalid/', fetch: fetchImpl },
    closeGraceMs: 100,
  });
  const login = await app.inject({
    method: 'POST',
    url: endpointUrl(authEndpoints.login),
    payload: { phone: DEMO_PHONE, password: DEMO_PASSWORD, company_id: companyId },
  });
  const token = (login.json() as { token: string }).token;
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: endpointUrl(noticeEndpoints.list),
    headers: { authorization: `Token ${token}` },
    payload: { title: '全员通知', content: 'bench' },
  });
  if (res.statusCode !== 201) throw new Error(`publish answered ${String(res.statusCode)}`);
  return { publishMs: performance.now() - started, drainMs: null, app };
}

const hanging = (() => new Promise<Response>(() => {})) as typeof fetch;
const hung = await publish(hanging);
await hung.app.close();

const answering20ms = (() => new Promise<Response>((r) => setTimeout(() => r(new Response('{}')), 20))) as typeof fetch;
const started = performance.now();
const slow = await publish(answering20ms);
await slow.app.context.nativePush?.idle();
const drainMs = performance.now() - started;
await slow.app.close();
await handle.close();

const table = [
  '## Push fan-out (notice to 5,000 staff, native push queued)',
  '',
  '| push service | publish answer | all native pushes delivered |',
  '|---|---|---|',
  `| hangs | ${hung.publishMs.toFixed(0)} ms | never (queue keeps 8 in flight, 5 s time-out, retries) |`,
  `| answers in 20 ms | ${slow.publishMs.toFixed(0)} ms | ${drainMs.toFixed(0)} ms |`,
  '',
].join('\n');
console.log(table);
if (out) appendFileSync(out, `\n${table}`);
