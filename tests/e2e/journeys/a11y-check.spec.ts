import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';

// The check every screen goes through (issue 16) must be able to fail: one project is enough.
test('the WCAG check names a low-contrast element and an unnamed icon button', async ({ page, tenant }) => {
  test.skip(tenant.type !== 'sa', 'one project checks the checker');
  await page.goto('./#/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'login before');
  await page.evaluate(() => {
    const grey = document.createElement('p');
    grey.textContent = '浅灰色的字';
    grey.style.color = '#cccccc';
    const icon = document.createElement('button');
    icon.id = 'nameless';
    document.body.append(grey, icon);
  });
  const failure = await expectNoSeriousA11yViolations(page, 'login after').catch((error: unknown) => String(error));
  expect(failure).toContain('color-contrast (serious)');
  expect(failure).toContain('button-name (critical) on #nameless');
});
