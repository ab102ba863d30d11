import { authEndpoints, endpointUrl, permissionEndpoints } from '@campus/contracts';
import {
  apiAs,
  DEMO_PASSWORD,
  expect,
  hashPath,
  keepAccessibleScreenshot,
  keepScreenshot,
  loginCompany,
  signIn,
  test,
} from '../fixtures.ts';

// 微信员工: one other journey signs in as them (bus); the password is put back at the end, whatever happens.
const PHONE = '13800000006';
const NEW_PASSWORD = `Change${Date.now() % 100_000}x`;

test.describe('修改密码: a signed-in user changes the password from 个人中心 (issue 34)', () => {
  test('the rules before typing; a wrong old password refused; changed: still signed in, other logins and the old password refused', async ({
    page,
    tenant,
  }, testInfo) => {
    const login = (password: string) =>
      page.request.post(endpointUrl(authEndpoints.login), { data: { phone: PHONE, password, company_id: loginCompany(tenant) } });
    // Another device of the same person.
    const other = (await (await login(DEMO_PASSWORD)).json()) as { token: string };
    await signIn(page, tenant, PHONE);
    let changed = false;
    try {
      await page.goto('./#/userInfo');
      await page.getByText('修改密码', { exact: true }).click();
      await expect.poll(() => hashPath(page)).toBe('/userInfo/changePassword');
      await expect(page.locator('.adm-nav-bar-title')).toHaveText('修改密码');
      await expect(page.getByText('密码8至64位，需同时包含字母和数字')).toBeVisible();
      await keepAccessibleScreenshot(page, testInfo, 'change-password');

      await page.getByLabel('原密码').fill('Wrong2026x');
      await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: '确认修改' }).click();
      await expect(page.getByText('原密码错误')).toBeVisible();
      await keepScreenshot(page, testInfo, 'change-password-wrong-old');

      await page.getByLabel('原密码').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '确认修改' }).click();
      await expect(page.getByText('密码修改成功')).toBeVisible();
      changed = true;
      await expect.poll(() => hashPath(page)).toBe('/userInfo');
      await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();

      // This login keeps working; the other device's is refused; only the new password signs in.
      expect((await apiAs(page, 'GET', endpointUrl(permissionEndpoints.rules))).status).toBe(200);
      const otherCall = await page.request.get(endpointUrl(permissionEndpoints.rules), {
        headers: { Authorization: `Token ${other.token}` },
      });
      expect(otherCall.status()).toBe(401);
      expect((await login(DEMO_PASSWORD)).status()).toBe(400);
      expect((await login(NEW_PASSWORD)).status()).toBe(200);
    } finally {
      // Later tests on this worker's server sign in with the demo password.
      if (changed) {
        const back = await apiAs(page, 'POST', endpointUrl(authEndpoints.changePassword), {
          old_password: NEW_PASSWORD,
          new_password: DEMO_PASSWORD,
        });
        expect(back.status).toBe(200);
      }
    }
  });
});
