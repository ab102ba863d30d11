import { describe, expect, it } from 'vitest';
import { defaultBrand, tenantBrand } from './brand.ts';
import { applyTenantHead, TENANT_HEAD_MARK } from './html.ts';
import { loadTenants } from './tenants.ts';
import { join } from 'node:path';

const tenants = loadTenants(join(import.meta.dirname, '..'));
const page = `<html><head>${TENANT_HEAD_MARK}</head><body></body></html>`;

describe('stamped index.html (tenant defaults baked in)', () => {
  it('bakes in the tenant title, favicon, theme and default company', () => {
    const sa = tenants.find((tenant) => tenant.type === 'sa');
    if (sa === undefined) throw new Error('sa tenant missing');
    const html = applyTenantHead(page, tenantBrand(sa));
    expect(html).toContain(`<title>${sa.title}</title>`);
    expect(html).toContain('href="./brand/favicon.svg"');
    expect(html).toContain('--adm-color-primary:#6FBA2C');
    expect(html).toContain(`"defaultCompanyId":"${sa.defaultCompanyId}"`);
    expect(html).not.toContain(TENANT_HEAD_MARK);
  });

  it('a tenant without a colour keeps the default theme and default icons', () => {
    const xy = tenants.find((tenant) => tenant.type === 'xy');
    if (xy === undefined) throw new Error('xy tenant missing');
    const html = applyTenantHead(page, tenantBrand(xy));
    expect(html).toContain('--adm-color-primary:#1677ff');
    expect(html).toContain('href="./default-brand/favicon.svg"');
  });

  it('the default bundle carries no company type', () => {
    expect(applyTenantHead(page, defaultBrand())).toContain('"type":null');
  });

  it('refuses an index.html without the placeholder', () => {
    expect(() => applyTenantHead('<html></html>', defaultBrand())).toThrowError(/placeholder/);
  });
});
