import { expect, test } from '../fixtures.ts';
import { expectLoaded } from '../screen-walk.ts';
import { VISUAL_TAG, screenOptions, withVolatileTextNeutralised } from './visual-check.ts';

/**
 * Issue 42: "show that the check can fail". Runs in one project (ln, playwright.config.ts): its login
 * screen, as the smoke walk compares it with baselines/ln/login.png, first matches, then with one CSS
 * variable of the tenant's theme changed (the brand colour of its sign-in button) no longer does. With
 * the comparison switched off (ignoreSnapshots) or blind to colour, the second assertion fails.
 */
test(
  'issue 42: changing one theme variable of a tenant makes its login screen differ from the baseline',
  { tag: VISUAL_TAG },
  async ({ page }) => {
    await page.goto('./#/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expectLoaded(page);
    await withVolatileTextNeutralised(page, async () => {
      await expect(page).toHaveScreenshot('login.png', screenOptions(page));
      await page.addStyleTag({ content: ':root { --adm-color-primary: #7a1fa2 !important; }' });
      await expect(page).not.toHaveScreenshot('login.png', screenOptions(page));
    });
  },
);
