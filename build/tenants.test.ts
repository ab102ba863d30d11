import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTenants, TenantError } from './tenants.ts';

const REPO = join(import.meta.dirname, '..');
let root: string;

function editJson(type: string, change: (json: Record<string, unknown>) => void): void {
  const file = join(root, 'tenants', type, 'tenant.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(file, JSON.stringify(json));
}

function expectFailure(pattern: RegExp): void {
  expect(() => loadTenants(root)).toThrowError(TenantError);
  expect(() => loadTenants(root)).toThrowError(pattern);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tenants-'));
  cpSync(join(REPO, 'tenants'), join(root, 'tenants'), {
    recursive: true,
    filter: (source) => !source.includes('node_modules') && !source.endsWith('dist'),
  });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('tenant descriptors (spec 3, company skin record)', () => {
  it('spec 3: the seven company types have 4, 1, 5, 4, 1, 1, 2 company ids', () => {
    const counts = Object.fromEntries(loadTenants(REPO).map((tenant) => [tenant.type, tenant.companyIds.length]));
    expect(counts).toEqual({ ln: 4, sa: 1, zjgy: 5, xy: 4, njft: 1, qsh: 1, lnjy: 2 });
  });

  it('spec 3: only ln and sa have a main colour and an asset directory', () => {
    const tenants = loadTenants(REPO);
    const colours = Object.fromEntries(tenants.map((tenant) => [tenant.type, tenant.mainColor ?? null]));
    expect(colours).toEqual({ ln: '#ffb359', sa: '#6FBA2C', zjgy: null, xy: null, njft: null, qsh: null, lnjy: null });
    expect(
      tenants
        .filter((tenant) => tenant.assetDir !== undefined)
        .map((tenant) => tenant.type)
        .sort(),
    ).toEqual(['ln', 'sa']);
  });

  it('spec 6: company type ln is private mode, the others are not', () => {
    expect(
      loadTenants(REPO)
        .filter((tenant) => tenant.privateMode)
        .map((tenant) => tenant.type),
    ).toEqual(['ln']);
  });

  it('a malformed file fails naming the file', () => {
    writeFileSync(join(root, 'tenants', 'sa', 'tenant.json'), '{ "type": ');
    expectFailure(/tenants\/sa\/tenant\.json: not valid JSON/);
  });

  it('a bad colour fails naming the file and the field', () => {
    editJson('sa', (json) => (json.mainColor = 'green'));
    expectFailure(/tenants\/sa\/tenant\.json: mainColor: must be a colour/);
  });

  it('a duplicate company id across tenants fails naming both files', () => {
    const saId = (JSON.parse(readFileSync(join(root, 'tenants', 'sa', 'tenant.json'), 'utf8')) as { companyIds: string[] }).companyIds[0];
    editJson('xy', (json) => (json.companyIds = [...(json.companyIds as string[]), saId]));
    expectFailure(/companyIds: .* is already used by tenants\/sa\/tenant\.json/);
  });

  it('a missing asset directory fails naming the field', () => {
    rmSync(join(root, 'tenants', 'ln', 'brand'), { recursive: true });
    expectFailure(/tenants\/ln\/tenant\.json: assetDir: folder tenants\/ln\/brand does not exist/);
  });

  it('a missing required field fails naming it', () => {
    editJson('qsh', (json) => delete json.title);
    expectFailure(/tenants\/qsh\/tenant\.json: title:/);
  });

  it('a default company outside the company ids fails', () => {
    editJson('njft', (json) => (json.defaultCompanyId = '00000000-0000-4000-8000-000000000000'));
    expectFailure(/defaultCompanyId: must be one of companyIds/);
  });

  it('a theme whose primary colour differs from mainColor fails naming the theme file', () => {
    writeFileSync(join(root, 'tenants', 'sa', 'theme.css'), ':root { --adm-color-primary: #000000; }');
    expectFailure(/tenants\/sa\/theme\.css: --adm-color-primary: must equal mainColor/);
  });

  it('a type that does not match its folder fails', () => {
    editJson('xy', (json) => (json.type = 'qsh'));
    expectFailure(/type: "qsh" must match its folder "xy"/);
  });

  it('a theme is completed with text colours derived from its brand fill (dark on ln, a darker orange as text)', () => {
    const ln = loadTenants(REPO).find((tenant) => tenant.type === 'ln');
    expect(ln?.themeCss).toContain(':root:root{--hub-on-primary:#1a1a1a;--hub-primary-text:#946834;}');
  });

  it('a designer-set text colour is kept and checked', () => {
    writeFileSync(join(root, 'tenants', 'sa', 'theme.css'), ':root:root { --adm-color-primary: #6FBA2C; --hub-primary-text: #336600; }');
    const sa = loadTenants(root).find((tenant) => tenant.type === 'sa');
    expect(sa?.themeCss).toContain('--hub-primary-text: #336600');
    expect(sa?.themeCss).not.toMatch(/--hub-primary-text:#/);
  });

  it('a theme with white text on the ln orange fails naming the file, the pair and the ratio', () => {
    writeFileSync(join(root, 'tenants', 'ln', 'theme.css'), ':root:root { --adm-color-primary: #ffb359; --hub-on-primary: #ffffff; }');
    expectFailure(/tenants\/ln\/theme\.css: --hub-on-primary #ffffff on --adm-color-primary #ffb359: contrast 1\.77:1 is below 4\.5:1/);
  });

  it('a theme with grey #999999 secondary text fails naming the pair', () => {
    writeFileSync(join(root, 'tenants', 'sa', 'theme.css'), ':root:root { --adm-color-primary: #6FBA2C; --adm-color-weak: #999999; }');
    expectFailure(/tenants\/sa\/theme\.css: --adm-color-weak #999999 on --adm-color-background #ffffff: contrast 2\.85:1/);
  });
});
