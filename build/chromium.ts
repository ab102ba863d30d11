import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Chromium's own UI pages a headless browser still builds: the omnibox popup's WebUI is preloaded
 * per window, in a renderer of its own, and cost more CPU than the app's pages in a suite of short
 * tests (bench/notes.md, thirteenth session). No test looks at an address bar.
 */
const UNUSED_BROWSER_UI = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright itself disables. Chromium keeps the last --disable-features it is given,
 * so ours must repeat Playwright's list (read from the installed playwright-core, which has no API
 * for it); if that list cannot be found, Playwright's flag is left alone and ours dropped.
 */
function playwrightDisabledFeatures(): string[] | null {
  const core = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(core, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  if (list === undefined) return null;
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((match) => match[1] ?? '');
}

const playwrightFeatures = playwrightDisabledFeatures();
if (playwrightFeatures === null)
  console.warn("build/chromium.ts: Playwright's --disable-features list not found; the omnibox WebUI stays on");

/**
 * Debian's Chromium, never a browser downloaded by a test tool (it cannot be fetched here), with the
 * house's headless flags: for the browser suites and the Lighthouse bench alike.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    ...(playwrightFeatures === null ? [] : [`--disable-features=${[...playwrightFeatures, ...UNUSED_BROWSER_UI].join(',')}`]),
  ],
};
