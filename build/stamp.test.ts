import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultBrand, tenantBrand } from './brand.ts';
import { TENANT_HEAD_MARK } from './html.ts';
import { stampBundle } from './stamp.ts';
import { loadTenants } from './tenants.ts';

const tenants = loadTenants(join(import.meta.dirname, '..'));
let work: string;
let appDist: string;
const page = `<html><head>${TENANT_HEAD_MARK}</head><body><script src="./assets/app-1.js"></script></body></html>`;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'stamp-'));
  appDist = join(work, 'app');
  mkdirSync(join(appDist, 'assets'), { recursive: true });
  writeFileSync(join(appDist, 'index.html'), page);
  writeFileSync(join(appDist, 'assets', 'app-1.js'), 'console.log(1)'.repeat(100));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('stamping a tenant bundle (build matrix: build once, stamp each tenant)', () => {
  it('bakes the tenant into its own index.html and leaves the shared build untouched', () => {
    const sa = tenants.find((tenant) => tenant.type === 'sa');
    if (sa === undefined) throw new Error('sa missing');
    const out = join(work, 'dist', 'sa');
    stampBundle(tenantBrand(sa), out, appDist);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain(`<title>${sa.title}</title>`);
    expect(readFileSync(join(appDist, 'index.html'), 'utf8')).toBe(page);
    expect(brotliDecompressSync(readFileSync(join(out, 'index.html.br'))).toString()).toBe(readFileSync(join(out, 'index.html'), 'utf8'));
    expect(readFileSync(join(out, 'assets', 'app-1.js'), 'utf8')).toContain('console.log');
    expect(existsSync(join(out, 'brand', 'logo.svg'))).toBe(true);
    expect(existsSync(join(out, 'default-brand', 'theme.css'))).toBe(true);
    expect(readFileSync(join(out, 'theme.css'), 'utf8')).toContain('#6FBA2C');
  });

  it('stamping twice, or two tenants, never changes another bundle', () => {
    const [first, second] = tenants;
    if (first === undefined || second === undefined) throw new Error('tenants missing');
    stampBundle(tenantBrand(first), join(work, 'dist', first.type), appDist);
    stampBundle(tenantBrand(second), join(work, 'dist', second.type), appDist);
    stampBundle(defaultBrand(), join(work, 'dist', 'default'), appDist);
    expect(readFileSync(join(work, 'dist', first.type, 'index.html'), 'utf8')).toContain(first.title);
    expect(readFileSync(join(work, 'dist', second.type, 'index.html'), 'utf8')).toContain(second.title);
    expect(readFileSync(join(appDist, 'index.html'), 'utf8')).toBe(page);
  });
});
