import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 level A and AA rules (issue 16). */
const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits for finite CSS transitions and animations (a button fading in from its loading state reads
 * as low contrast half-way); endless ones such as spinners are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical
 * violation, naming the screen, the rule and each element at fault.
 */
export async function expectNoSeriousA11yViolations(page: Page, screenName: string, { soft = false } = {}): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS).analyze();
  const found = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${screenName}: ${violation.id} (${violation.impact}) on ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
      ),
    );
  // soft: a walk over many screens reports every screen at fault, not only the first
  (soft ? expect.soft : expect)(found, `axe: serious or critical WCAG 2.1 AA violations on ${screenName}`).toEqual([]);
}
