import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_BRAND_SOURCE, type BundleBrand } from './brand.ts';

/** Placeholder in packages/app/index.html that each bundle fills with its brand. */
export const TENANT_HEAD_MARK = '<!--tenant-head-->';

/** The runtime reads this object (window.__HUB_TENANT__): see packages/core/src/tenant. */
export function runtimeTenantConfig(brand: BundleBrand): Record<string, unknown> {
  return {
    type: brand.type,
    title: brand.title,
    displayName: brand.displayName,
    defaultCompanyId: brand.defaultCompanyId,
    companyIds: brand.companyIds,
    mainColor: brand.mainColor,
    brandDir: brand.brandDir,
    privateMode: brand.privateMode,
  };
}

// Runs before the first paint: rem base (spec 9) and the last logged-in company's skin, so no wrong brand flashes.
const PRE_PAINT = `(function(){var d=document.documentElement;d.style.fontSize=Math.min(d.clientWidth||375,750)/10+'px';try{var t=localStorage.getItem('_skin_type'),c=localStorage.getItem('_skin_css');if(t&&c&&t!==window.__HUB_TENANT__.type){var s=document.createElement('style');s.id='hub-skin';s.textContent=c;document.head.appendChild(s)}}catch(e){}})();`;

function escapeScript(json: string): string {
  return json.replace(/</g, '\\u003c');
}

function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,])\s*/g, '$1')
    .trim();
}

export function renderTenantHead(brand: BundleBrand): string {
  const defaultTheme = readFileSync(join(DEFAULT_BRAND_SOURCE, 'theme.css'), 'utf8');
  const theme = minifyCss(defaultTheme + brand.themeCss);
  const config = escapeScript(JSON.stringify(runtimeTenantConfig(brand)));
  const title = brand.title.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'));
  return [
    `<title>${title}</title>`,
    `<link rel="icon" type="image/svg+xml" href="./${brand.brandDir}/favicon.svg">`,
    `<link rel="apple-touch-icon" href="./${brand.brandDir}/logo.svg">`,
    `<style id="hub-theme">${theme}</style>`,
    `<script>window.__HUB_TENANT__=${config};${PRE_PAINT}</script>`,
  ].join('\n    ');
}

export function applyTenantHead(html: string, brand: BundleBrand): string {
  if (!html.includes(TENANT_HEAD_MARK)) throw new Error(`index.html has no ${TENANT_HEAD_MARK} placeholder`);
  return html.replace(TENANT_HEAD_MARK, renderTenantHead(brand));
}
