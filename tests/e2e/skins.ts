import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const TENANTS_DIR = join(import.meta.dirname, '..', '..', 'tenants');

interface TenantFile {
  type: string;
  mainColor?: string;
}

/** Every tenant type, sorted. */
export const tenantTypes: string[] = readdirSync(TENANTS_DIR)
  .map((dir) => (JSON.parse(readFileSync(join(TENANTS_DIR, dir, 'tenant.json'), 'utf8')) as TenantFile).type)
  .sort((a, b) => a.localeCompare(b));

/**
 * One tenant per skin a signed-in user can see (the skin follows the company, spec 6): the first
 * tenant of each main colour, antd's default for those without one. Tenants of one colour share
 * every colour pair, so one of them stands for the rest.
 */
export const skinTenants: string[] = (() => {
  const firstOfEachSkin = new Map<string | null, string>();
  for (const type of tenantTypes) {
    const tenant = JSON.parse(readFileSync(join(TENANTS_DIR, type, 'tenant.json'), 'utf8')) as TenantFile;
    const skin = tenant.mainColor?.toLowerCase() ?? null;
    if (!firstOfEachSkin.has(skin)) firstOfEachSkin.set(skin, type);
  }
  return [...firstOfEachSkin.values()];
})();

const OVERLAY_ID = 'e2e-skin-overlay';

/**
 * The CSS the app lays over a bundle when a user of another company signs in (core's
 * applyCompanySkin: the default theme, then the company's stamped theme with its derived text colours).
 */
export async function skinCssOf(page: Page, type: string): Promise<string> {
  return page.evaluate(async (tenant) => {
    const text = async (url: string) => {
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${url}: ${String(response.status)}`);
      return response.text();
    };
    const [defaultCss, companyCss] = await Promise.all([text('./default-brand/theme.css'), text(`/${tenant}/theme.css`)]);
    return `${defaultCss}\n${companyCss}`;
  }, type);
}

/** Marks what a skin overlay recoloured; axe reads the marked elements with their content. */
export const RECOLOURED = '[data-e2e-recoloured]';

/**
 * Lays a skin's CSS over the page as the app does (last in <head>) and marks the elements whose text
 * colour or background it changed (RECOLOURED), answering how many. Text keeps the contrast it had
 * unless its own colour or a background behind it changed, and a changed background's content is
 * read with it, so the colour rules need to read only what is marked. `settle` runs between laying
 * the skin and reading the colours (a transition would otherwise show the old colour).
 */
export async function overlaySkin(page: Page, css: string, settle: () => Promise<void>): Promise<number> {
  await page.evaluate(
    ([id, skin]) => {
      const colours = (element: Element) => {
        const style = getComputedStyle(element);
        return `${style.color}|${style.backgroundColor}`;
      };
      const before = new Map([...document.body.querySelectorAll('*')].map((element) => [element, colours(element)]));
      (window as unknown as { e2eColoursBefore: typeof before; e2eColours: typeof colours }).e2eColoursBefore = before;
      (window as unknown as { e2eColours: typeof colours }).e2eColours = colours;
      const style = document.createElement('style');
      style.id = id;
      style.textContent = skin;
      document.head.appendChild(style);
    },
    [OVERLAY_ID, css] as const,
  );
  await settle();
  return page.evaluate(
    (marker) => {
      const state = window as unknown as { e2eColoursBefore: Map<Element, string>; e2eColours: (element: Element) => string };
      let marked = 0;
      for (const [element, before] of state.e2eColoursBefore) {
        if (element.isConnected && state.e2eColours(element) !== before) {
          element.setAttribute(marker, '');
          marked++;
        }
      }
      return marked;
    },
    RECOLOURED.slice(1, -1),
  );
}

/** Takes the overlay and the marks off: the page is in its own skin again. */
export async function removeSkinOverlay(page: Page): Promise<void> {
  await page.evaluate(
    ([id, marker]) => {
      document.getElementById(id)?.remove();
      for (const element of document.querySelectorAll(`[${marker}]`)) element.removeAttribute(marker);
    },
    [OVERLAY_ID, RECOLOURED.slice(1, -1)] as const,
  );
}
