import type axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * axe-core's minified build: half the bytes of `axe.source` (0.65 against 1.48 MB) to send and
 * parse into each document checked, 25 ms less Chromium CPU per injection (bench/notes.md).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 level A and AA rules (issue 16). */
const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * Waits for finite CSS transitions and animations (a button fading in from its loading state reads
 * as low contrast half-way); endless ones such as spinners are left running. Toasts are not waited
 * for: axe leaves them out (violationsOf), and antd's toast mask lets hit-testing through (no
 * maskClickable={false} in the app), so the screen under a toast is still checked; waiting up to 2 s
 * for each toast to go was a tenth of the journeys' time.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // a transition may start in the frame after the last one ended (a loader swapped for its content): settle twice over
    // (bounded: an autoplaying carousel starts a new finite animation every few seconds)
    for (let quiet = 0, rounds = 0; quiet < 2 && rounds < 10; rounds++) {
      const finite = running();
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      await nextFrame();
      quiet = finite.length === 0 ? quiet + 1 : 0;
    }
  });
}

/**
 * axe-core once per document (a walk over many screens of one page changes only the hash), asked
 * for violations only: collecting every passing node is most of a full run's time.
 */
async function violationsOf(page: Page, rules: readonly string[] | null, include: string | null): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, only, within }) =>
      // a toast still fading (shown later than the wait above looked) reads as low contrast half-way
      (
        await (window as unknown as { axe: typeof axe }).axe.run(
          within === null ? { exclude: ['.adm-toast-mask'] } : { include: [within], exclude: ['.adm-toast-mask'] },
          {
            runOnly: only === null ? { type: 'tag', values: tags } : { type: 'rule', values: only },
            resultTypes: ['violations'],
          },
        )
      ).violations as Violation[],
    { tags: WCAG_21_AA_TAGS, only: rules === null ? null : [...rules], within: include },
  );
}

interface AxeScope {
  /** Only these rules (e.g. the colour rules, for the same screen in another skin). */
  rules?: readonly string[] | null;
  /** Only the elements this selector matches, with their content (what another skin recoloured). */
  include?: string | null;
}

/** The serious and critical violations on the page as it is now, one line each: screen, rule, element. */
export async function seriousA11yViolations(
  page: Page,
  screenName: string,
  { rules = null, include = null }: AxeScope = {},
): Promise<string[]> {
  await settleAnimations(page);
  return (await violationsOf(page, rules, include))
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${screenName}: ${violation.id} (${violation.impact}) on ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
      ),
    );
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical
 * violation, naming the screen, the rule and each element at fault.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  screenName: string,
  { soft = false, ...scope }: AxeScope & { soft?: boolean } = {},
): Promise<void> {
  const found = await seriousA11yViolations(page, screenName, scope);
  // soft: a walk over many screens reports every screen at fault, not only the first
  (soft ? expect.soft : expect)(found, `axe: serious or critical WCAG 2.1 AA violations on ${screenName}`).toEqual([]);
}

/** The WCAG 2.1 AA rules whose outcome depends on the theme's colours: all a skin can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;
