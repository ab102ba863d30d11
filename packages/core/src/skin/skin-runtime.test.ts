import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TenantConfig } from '../tenant/tenant-config.ts';
import { applyCompanySkin, resetSkin, skinAssetBase, skinCss } from './skin-runtime.ts';

const lnBundle: TenantConfig = {
  type: 'ln',
  title: 't',
  displayName: 'd',
  defaultCompanyId: null,
  companyIds: [],
  mainColor: '#ffb359',
  brandDir: 'brand',
  privateMode: true,
};

afterEach(() => {
  resetSkin();
  vi.unstubAllGlobals();
});

describe('skin follows the logged-in company (spec 3, spec 6)', () => {
  it('spec 3: a company with a theme lays it over the default theme', () => {
    expect(skinCss(':root{--a:1}', ':root{--adm-color-primary:#6FBA2C}', '#6FBA2C')).toBe(
      ':root{--a:1}\n:root{--adm-color-primary:#6FBA2C}',
    );
  });

  it('spec 3: without its theme file the main colour still applies', () => {
    expect(skinCss('', null, '#ffb359')).toContain('--adm-color-primary:#ffb359');
  });

  it('spec 3: a type without colour keeps the default theme', () => {
    expect(skinCss(':root{--x:1}', null, null).trim()).toBe(':root{--x:1}');
  });

  it('spec 3: ln and sa assets come from their directory; other types use the default brand', () => {
    expect(skinAssetBase({ type: 'sa', mainColor: '#6FBA2C', assetDir: 'brand' }, lnBundle)).toBe('/sa/brand/');
    expect(skinAssetBase({ type: 'xy', mainColor: null, assetDir: null }, lnBundle)).toBe('./default-brand/');
    expect(skinAssetBase(null, lnBundle)).toBe('./brand/');
  });

  it("a company of the bundle's own type needs no overlay", async () => {
    await applyCompanySkin({ type: 'ln', mainColor: '#ffb359', assetDir: 'brand' }, lnBundle);
    expect(document.getElementById('hub-skin')).toBeNull();
    expect(localStorage.getItem('_skin_type')).toBe('ln');
  });

  it('another company type gets its theme laid over the page and cached for the next start', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => ({
        ok: true,
        text: async () => (url.includes('/sa/') ? ':root{--adm-color-primary:#6FBA2C}' : ':root{--adm-color-primary:#1677ff}'),
      })),
    );
    await applyCompanySkin({ type: 'sa', mainColor: '#6FBA2C', assetDir: 'brand' }, lnBundle);
    const style = document.getElementById('hub-skin');
    expect(style?.textContent).toContain('#6FBA2C');
    expect(localStorage.getItem('_skin_type')).toBe('sa');
    expect(localStorage.getItem('_skin_css')).toBe(style?.textContent);
  });
});
