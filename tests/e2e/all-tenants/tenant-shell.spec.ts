import { expect, expectedPrimary, hashPath, keepScreenshot, test } from '../fixtures.ts';

test.describe('tenant bundle and app shell (issue 2)', () => {
  test('the bundle loads with its own title and icons (tenant build matrix)', async ({ page, tenant }) => {
    await page.goto('./#/login');
    await expect(page.getByRole('heading', { name: tenant.title })).toBeVisible();
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon).toMatch(tenant.mainColor ? /\.\/brand\/favicon\.svg$/ : /\.\/default-brand\/favicon\.svg$/);
    const config = await page.evaluate(() => window.__HUB_TENANT__);
    expect(config?.type ?? null).toBe(tenant.type);
    expect(config?.defaultCompanyId ?? null).toBe(tenant.defaultCompanyId);
  });

  test('spec 2.1: an unknown path ends on the login screen when logged out', async ({ page }) => {
    await page.goto('./#/no/such/screen');
    await expect.poll(() => hashPath(page)).toBe('/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  });

  test('spec 2.1: a protected route sends an unauthenticated user to #/login', async ({ page }) => {
    await page.goto('./#/applyCar');
    await expect.poll(() => hashPath(page)).toBe('/login');
  });

  test('spec 2.2: a public route opens without login', async ({ page }) => {
    await page.goto('./#/notFound');
    await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
    expect(await hashPath(page)).toBe('/notFound');
  });

  test('spec 3: the primary colour on screen is the tenant mainColor or the default', async ({ page, tenant }, testInfo) => {
    await page.goto('./#/login');
    const button = page.getByRole('button', { name: '登录' });
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS('background-color', expectedPrimary(tenant));
    await keepScreenshot(page, testInfo, 'login');
  });
});
