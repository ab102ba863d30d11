/**
 * Lighthouse (mobile preset: simulated 4G, 4x CPU) on the first screens of every bundle:
 * login and, logged in, home (#/mPage); in one bundle per colour family also every family's entry
 * screen and the main push targets, opened cold and signed in (bench-cold-screens.ts, issue 35).
 * Median of N runs per page (default 3).
 *
 *   npx tsx scripts/bench-lighthouse.ts [--runs 3] [--bundle sa ...] [--out FILE] [--dump DIR] [--cpu-slowdown 4]
 *                                       [--no-screens] [--page '#/hash' ...]
 *
 * --no-screens leaves out the family screens; --page adds a hash path in every bundle audited.
 * --dump writes every Lighthouse report (JSON) to DIR, to see what the main thread did.
 * --cpu-slowdown replaces the preset's 4x CPU multiplier: 8 shows what a machine half as fast as this one would score;
 * `calibrated` asks Lighthouse for the host's BenchmarkIndex first (median of five probes) and uses the multiplier Lighthouse's
 * calculator gives for it (build/lighthouse-calibration.ts): the same phone on every machine.
 *
 * Runs against a fresh hub server on PORT (default 18110) with demo data, on Debian's Chromium.
 * The browser is started by Playwright with a debugging port and a persistent profile, so the
 * logged-in page sees the login that the UI stored in local storage (Lighthouse is told not to
 * reset storage).
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromiumLaunch } from '../build/chromium.ts';
import { calibratedCpuSlowdown } from '../build/lighthouse-calibration.ts';
import { coldScreens, colourFamilyBundles } from './bench-cold-screens.ts';

const ROOT = join(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';
const DEBUG_PORT = 9339;
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    bundle: { type: 'string', multiple: true },
    out: { type: 'string' },
    dump: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
    page: { type: 'string', multiple: true },
    'no-screens': { type: 'boolean', default: false },
  },
});
const PORT = Number(process.env.PORT ?? 18110);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DEMO_PHONE = '13800000000';
const DEMO_PASSWORD = 'Demo@2026';
const CALIBRATION_PROBES = 5;

interface PageScore {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  requestsBeforePaint: number;
  benchmarkIndex: number;
}

/** The median of the runs that measured it (a Lighthouse run now and then reports no metrics: NaN). */
function median(numbers: number[]): number {
  const measured = numbers.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? Number.NaN;
}

async function startServer(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-lh-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOGIN_RATE_LIMIT_MAX: '10000' },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${ORIGIN}/9077/api/system/time/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** A first visit: the HTTP cache is emptied (Lighthouse keeps it, and the login in local storage, with disableStorageReset). */
async function audit(url: string, emptyCache: () => Promise<void>, cpuSlowdown: number | null): Promise<PageScore> {
  await emptyCache();
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
    ...(cpuSlowdown === null ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
  });
  const lhr = result?.lhr;
  if (lhr === undefined) throw new Error(`lighthouse gave no result for ${url}`);
  if (values.dump !== undefined) {
    mkdirSync(values.dump, { recursive: true });
    writeFileSync(
      join(values.dump, `${`${new URL(url).pathname}${new URL(url).hash.slice(2)}`.replace(/[^\w-]+/g, '_')}-${Date.now()}.json`),
      JSON.stringify(lhr),
    );
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const observed = (
    lhr.audits.metrics?.details as
      { items?: Array<{ observedFirstContentfulPaint?: number; observedNavigationStart?: number }> } | undefined
  )?.items?.[0];
  const paintAt = observed?.observedFirstContentfulPaint ?? Number.POSITIVE_INFINITY;
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ networkRequestTime?: number }> } | undefined)?.items ?? [];
  const lcp = metric('largest-contentful-paint');
  return {
    // a run without metrics has a score of what it could measure: left out with them
    score: Number.isFinite(lcp) ? Math.round((lhr.categories.performance?.score ?? 0) * 100) : Number.NaN,
    fcp: metric('first-contentful-paint'),
    lcp,
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    requestsBeforePaint: requests.filter((request) => (request.networkRequestTime ?? Number.POSITIVE_INFINITY) < paintAt).length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const bundles = values.bundle ?? readdirSync(join(ROOT, 'dist')).sort();
/** Family screens and push targets are audited in one bundle per colour family. */
const screenBundles = new Set(colourFamilyBundles(ROOT));
const runs = Number(values.runs);
const stopServer = await startServer();
const profile = mkdtempSync(join(tmpdir(), 'campus-lh-profile-'));
const slowdownOption = values['cpu-slowdown'];
/** The CPU multiplier: null for the preset's 4×; for `calibrated`, decided by the BenchmarkIndex of the first probes. */
let cpuSlowdown: number | null = slowdownOption === undefined || slowdownOption === 'calibrated' ? null : Number(slowdownOption);
let calibratedBy: number | null = null;
const rows: string[] = [];
try {
  for (const bundle of bundles) {
    const base = bundle === 'default' ? `${ORIGIN}/` : `${ORIGIN}/${bundle}/`;
    rmSync(profile, { recursive: true, force: true });
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROME,
      headless: true,
      // the browser suites' flags (build/chromium.ts), without Chromium's own preloaded UI competing for the CPU
      args: [...chromiumLaunch.args, `--remote-debugging-port=${DEBUG_PORT}`],
    });
    try {
      const pages: Array<[string, string]> = [['login', `${base}#/login`]];
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const emptyCache = async () => void (await cdp.send('Network.clearBrowserCache'));
      await page.goto(`${base}#/login`);
      const login: PageScore[] = [];
      if (slowdownOption === 'calibrated' && calibratedBy === null) {
        // unrecorded audits at the preset, to read the host's BenchmarkIndex (it moves by a third between runs: their median)
        const probes: number[] = [];
        for (let run = 0; run < CALIBRATION_PROBES; run += 1)
          probes.push((await audit(pages[0]?.[1] ?? base, emptyCache, null)).benchmarkIndex);
        calibratedBy = median(probes);
        cpuSlowdown = calibratedCpuSlowdown(calibratedBy);
        console.log(`host BenchmarkIndex ${calibratedBy}: CPU slowdown ${cpuSlowdown.toFixed(1)}×`);
      }
      for (let run = 0; run < runs; run += 1) login.push(await audit(pages[0]?.[1] ?? base, emptyCache, cpuSlowdown));
      // multi-company bundles: pick a company after the login audits, which reload the tab's storage view
      await page.reload();
      await page.getByLabel('手机号').waitFor();
      if (await page.getByRole('button', { name: /选择单位/ }).isVisible()) {
        await page.getByRole('button', { name: /选择单位/ }).click();
        await page.locator('.adm-check-list-item', { hasText: '三安园区' }).click();
        await page.getByRole('button', { name: /三安园区/ }).waitFor();
      }
      await page.getByLabel('手机号').fill(DEMO_PHONE);
      await page.getByLabel('密码').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL(/#\/mPage/, { timeout: 60_000 });
      const home: PageScore[] = [];
      for (let run = 0; run < runs; run += 1) home.push(await audit(`${base}#/mPage`, emptyCache, cpuSlowdown));
      const measured: Array<[string, PageScore[]]> = [
        ['login', login],
        ['home #/mPage', home],
      ];
      const screens: Array<[string, string]> = [
        ...(values['no-screens'] || !screenBundles.has(bundle) ? [] : await coldScreens(page)),
        ...(values.page ?? []).map((hash): [string, string] => [hash, hash]),
      ];
      for (const [name, hash] of screens) {
        const scores: PageScore[] = [];
        for (let run = 0; run < runs; run += 1) scores.push(await audit(`${base}${hash}`, emptyCache, cpuSlowdown));
        measured.push([name, scores]);
        console.log(`${bundle} ${name}: ${scores.map((score) => score.score).join(', ')}`);
      }
      for (const [name, scores] of measured) {
        const pick = (key: keyof PageScore) => median(scores.map((score) => score[key]));
        const unmeasured = scores.filter((score) => !Number.isFinite(score.lcp)).length;
        rows.push(
          `| ${bundle} | ${name}${unmeasured > 0 ? ` (${unmeasured} of ${runs} runs without metrics, left out)` : ''} | ${pick('score')} | ${(pick('fcp') / 1000).toFixed(2)} | ${(pick('lcp') / 1000).toFixed(2)} | ${pick('tbt').toFixed(0)} | ${pick('cls').toFixed(3)} | ${pick('requestsBeforePaint')} | ${pick('benchmarkIndex').toFixed(0)} |`,
        );
        console.log(rows.at(-1));
      }
    } catch (error) {
      rows.push(`| ${bundle} | (failed: ${String(error).split('\n')[0]}) | | | | | | | |`);
      console.error(bundle, error);
    } finally {
      await context.close();
    }
  }
} finally {
  stopServer();
  rmSync(profile, { recursive: true, force: true });
}
const cpu =
  calibratedBy !== null && cpuSlowdown !== null
    ? `, CPU ${cpuSlowdown.toFixed(1)}× (calibrated: the host's BenchmarkIndex ${calibratedBy.toFixed(0)})`
    : cpuSlowdown !== null
      ? `, CPU ${cpuSlowdown}×`
      : '';
const lines = [
  '',
  `## Lighthouse 12.8 mobile, median of ${runs} runs per page${cpu}`,
  '',
  '| bundle | page | score | FCP s | LCP s | TBT ms | CLS | requests before first paint | host BenchmarkIndex |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows,
  '',
  "Each run starts with an empty HTTP cache (a first visit); the runs after login keep the login in local storage. Family screens and push targets (issue 35) are audited in the first bundle of each main colour. Requests before first paint: requests Lighthouse saw start before the observed first contentful paint. The preset's 4× CPU slowdown stands for a mid-tier phone on a host whose BenchmarkIndex is about 1533 (Lighthouse's docs/throttling.md); a faster host is slowed less than that phone, a slower one more. The calibrated table uses the multiplier Lighthouse's calculator gives for this host (build/lighthouse-calibration.ts).",
  '',
];
if (values.out !== undefined) appendFileSync(values.out, lines.join('\n'));
else console.log(lines.join('\n'));
