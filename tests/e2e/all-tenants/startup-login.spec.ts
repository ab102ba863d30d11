import { authEndpoints, endpointUrl } from '@campus/contracts';
import {
  apiAs,
  blockPushStream,
  DEMO_PHONE,
  expect,
  hashPath,
  keepScreenshot,
  loginCompany,
  PLAIN_STAFF_PHONE,
  signIn,
  signInOnLoginScreen,
  test,
} from '../fixtures.ts';
import { VISUAL_TAG, expectToast } from '../visual/visual-check.ts';

test.describe('start-up, login and permissions (issue 4)', () => {
  test('login by phone and password shows the home menu of the seeded rules (spec 6)', async ({ page, tenant }, testInfo) => {
    await signInOnLoginScreen(page, tenant);
    const menu = page.getByRole('region', { name: '出行服务' });
    await expect(menu).toBeVisible();
    await expect(menu.getByText('公务用车', { exact: true })).toBeVisible();
    // inactive parent and isShow:false child stay off the menu; the personal centre is appended
    await expect(page.getByRole('region', { name: '旧版服务' })).toHaveCount(0);
    await expect(page.getByText('优惠券', { exact: true })).toHaveCount(0);
    await expect(page.getByText('个人中心', { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('LXDZAuths') ?? '{}').company_id)).toBe(loginCompany(tenant));
    // issue 34: the company's banner says its name in words on the picture, not only in alt text
    const brand = tenant.type === null ? '三安智慧园区' : tenant.title; // the default bundle signs in to sa
    await expect(page.getByTestId('banner-caption').getByText(`${brand}：出行、食宿、办公一站办理`)).toBeVisible();
    await keepScreenshot(page, testInfo, 'home');

    // issue 34, spec 6: one car service under a plain name, and the built-in views open real screens
    expect((await menu.getByRole('button').allInnerTexts()).filter((label) => /用车|内置/.test(label) && label !== '私车公用')).toEqual([
      '公务用车',
    ]);
    await menu.getByText('公务用车', { exact: true }).click();
    await expect.poll(() => hashPath(page)).toMatch(/^\/applyCar(V3)?$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack();
    await page.getByRole('region', { name: '生活服务' }).getByText('订水', { exact: true }).click();
    await expect.poll(() => hashPath(page)).toBe('/takeawayGoods');
    await expect(page.locator('.adm-nav-bar-title')).toHaveText('订水');
    await expect(page.getByRole('button', { name: '加入购物车：桶装饮用水 18.9L' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('spec 4: openid and company_id in the address log the staff in', async ({ page, tenant }) => {
    const company = loginCompany(tenant);
    await page.goto(`./?openid=demo-${company}&company_id=${company}#/mPage`);
    await expect(page.getByRole('region', { name: '出行服务' })).toBeVisible();
    const urlP = await page.evaluate(() => JSON.parse(localStorage.getItem('_URL_p') ?? '{}'));
    expect(urlP).toMatchObject({ openid: `demo-${company}`, company_id: company });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('spec 4: openid and p in the address log the staff in', async ({ page, tenant }) => {
    const company = loginCompany(tenant);
    await page.goto(`./?openid=demo-${company}&p=demo-p-${company}#/mPage`);
    await expect(page.getByRole('region', { name: '出行服务' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('LXDZOpenid'))).toBe(`demo-${company}`);
  });

  test("spec 4, 8: only an openid shows '参数异常，请关闭后尝试重新进入!' and returns to login", async ({ page }) => {
    await page.goto('./?openid=someone#/mPage');
    await expect(page.getByText('参数异常，请关闭后尝试重新进入!')).toBeVisible();
    await expect.poll(() => hashPath(page), { timeout: 5000 }).toBe('/login');
  });

  test("spec 4, 8: no stored login shows '登录信息已失效!' and returns to login after 1.5 s", { tag: VISUAL_TAG }, async ({ page }) => {
    await page.goto('./#/userInfo');
    await expect(page.getByText('登录信息已失效!')).toBeVisible();
    await expectToast(page, 'error-toast'); // issue 42
    await expect.poll(() => hashPath(page), { timeout: 5000 }).toBe('/login');
  });

  test('spec 2.1: a route outside the permitted names lands on /mPage', async ({ page, tenant }) => {
    await signIn(page, tenant, PLAIN_STAFF_PHONE);
    await page.goto('./#/approveShopOwner'); // an admin-only entry of the seeded rules
    await expect.poll(() => hashPath(page)).toBe('/mPage');
    // again from another screen of the open app (the demo rules authorise everyone every other route:
    // /addChatGpt, used here before, came with AI 助手 in issue 40)
    await page.goto('./#/userInfo');
    await expect.poll(() => hashPath(page)).toBe('/userInfo');
    await page.goto('./#/approveShopOwner');
    await expect.poll(() => hashPath(page)).toBe('/mPage');
  });

  test('spec 8 AUTH_FAIL: a revoked token shows the server message and returns to login', async ({ page, tenant }) => {
    // the start-up request meets the revoked token, not the push stream (which would sign out before the reload)
    await blockPushStream(page);
    // the login in the browser's storage, revoked before the app opens: a home screen open meanwhile
    // could meet the revoked token first (its banners loading late) and sign out before the reload
    await signIn(page, tenant, DEMO_PHONE, null);
    const revoked = await apiAs(page, 'POST', endpointUrl(authEndpoints.revokeToken));
    expect(revoked.status).toBeLessThan(300);
    // watch from the moment the new document commits: the toast lasts 2 s, and on a loaded machine the
    // load event (the brand images) can come after it has gone
    await page.goto('./#/mPage', { waitUntil: 'commit' });
    const expected = tenant.companyIds.length > 0 && loginCompany(tenant).startsWith('b') ? 'ErrorCode：001，请关闭后重新进入!' : /登录/;
    await expect(page.locator('.adm-toast-main')).toContainText(expected);
    await expect.poll(() => hashPath(page), { timeout: 5000 }).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test("spec 8: going offline shows '网络连接断开' (not for private companies)", async ({ page, context, tenant }) => {
    await signIn(page, tenant);
    await context.setOffline(true);
    if (tenant.type === 'ln') {
      await expect(page.locator('html[data-network-toast="suppressed"]')).toHaveCount(1);
      await expect(page.getByText('网络连接断开')).toHaveCount(0);
    } else {
      await expect(page.getByText('网络连接断开')).toBeVisible();
    }
    await context.setOffline(false);
  });
});
