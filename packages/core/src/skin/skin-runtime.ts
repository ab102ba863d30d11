import { localStore } from '../storage/local-store.ts';
import { tenantConfig, type TenantConfig } from '../tenant/tenant-config.ts';
import { BRAND_FILL, derivedBrandCss } from './brand-theme.ts';

export interface SkinCompany {
  type: string;
  mainColor: string | null;
  assetDir: string | null;
}

const SKIN_STYLE_ID = 'hub-skin';

/**
 * CSS of a company's skin laid over the bundle's: the default theme, then the company's
 * stamped theme (which carries its brand text colours), or else its main colour with the
 * text colours derived from it (so text on the brand keeps 4.5:1 after the switch).
 */
export function skinCss(defaultThemeCss: string, companyThemeCss: string | null, mainColor: string | null): string {
  const company = companyThemeCss ?? (mainColor === null ? '' : `:root:root{${BRAND_FILL}:${mainColor};}${derivedBrandCss(mainColor)}`);
  return `${defaultThemeCss}\n${company}`;
}

/** Where a company's logo and backgrounds live: its own asset folder, or this bundle's default brand. */
export function skinAssetBase(company: SkinCompany | null, bundle: TenantConfig = tenantConfig()): string {
  if (company?.assetDir) return `/${company.type}/${company.assetDir}/`;
  if (company === null && bundle.type !== null) return `./${bundle.brandDir}/`;
  return './default-brand/';
}

async function fetchText(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

function setSkinStyle(css: string | null): void {
  let style = document.getElementById(SKIN_STYLE_ID);
  if (css === null) {
    style?.remove();
    return;
  }
  if (style === null) {
    style = document.createElement('style');
    style.id = SKIN_STYLE_ID;
    document.head.appendChild(style);
  }
  style.textContent = css;
}

/**
 * Makes the skin follow the logged-in user's company (spec 6). The bundle's own
 * company type needs nothing; another type gets its theme laid over the page and
 * cached, so the next start paints it before React runs (build/html.ts).
 */
export async function applyCompanySkin(company: SkinCompany, bundle: TenantConfig = tenantConfig()): Promise<void> {
  localStore.set('_skin_type', company.type);
  if (company.type === bundle.type) {
    localStore.remove('_skin_css');
    setSkinStyle(null);
    return;
  }
  const [defaultCss, companyCss] = await Promise.all([fetchText('./default-brand/theme.css'), fetchText(`/${company.type}/theme.css`)]);
  const css = skinCss(defaultCss ?? '', companyCss, company.mainColor);
  localStore.set('_skin_css', css);
  setSkinStyle(css);
}

/** Back to the bundle's own skin (after sign-out). */
export function resetSkin(): void {
  localStore.remove('_skin_type');
  localStore.remove('_skin_css');
  setSkinStyle(null);
}
