import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { readConfig } from '../config.ts';
import { startServer } from '../start.ts';
const s = await startServer(readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: mkdtempSync(tmpdir() + '/hs-'), LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_MAX: '100000', DIST_DIR: '/nonexistent' }));
const res = await fetch(`${s.url}/9077/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000000', password: 'Demo@2026', company_id: 'f93eb315-1945-4e9f-a343-b93ed994e55d' }) });
const { token } = await res.json() as any;
const h = monitorEventLoopDelay({ resolution: 10 }); h.enable();
// slow request tracker
const slow: number[] = [];
s.app.addHook; // noop
const { default: autocannon } = await import('autocannon' as any);
const r: any = await new Promise((ok) => autocannon({ url: `${s.url}/9077/api/app_models/rules/`, headers: { authorization: `Token ${token}` }, connections: 50, duration: 8, workers: 0 }, (e: any, r: any) => ok(r)));
h.disable();
console.log('rps', r.requests.average, 'p99', r.latency.p99, 'max', r.latency.max, 'ELD max ms', (h.max / 1e6).toFixed(0), 'p99', (h.percentile(99) / 1e6).toFixed(0));
await s.stop();
