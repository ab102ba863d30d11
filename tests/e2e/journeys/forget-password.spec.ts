import { authEndpoints, endpointUrl } from '@campus/contracts';
import { apiAs, DEMO_PASSWORD, expect, hashPath, loginCompany, test } from '../fixtures.ts';
import { sentCodes } from '../sms-outbox.ts';

// The repairman (the goods store keeper, the canteen orderer...): the demo password is put back at the end, since later
// journeys on this worker's server sign in as them.
const PHONE = '13800000002';
const NEW_PASSWORD = `Reset${Date.now() % 100_000}x`;

test.describe('忘记密码: a signed-out user resets a forgotten password from the login screen', () => {
  test.beforeEach(({ tenant }) => {
    // Journeys run in ln and sa (tests/playwright.config.ts); each resets the phone in its own company.
    test.skip(tenant.type !== 'ln' && tenant.type !== 'sa', 'journey of the ln and sa projects');
  });

  test('request a code, read it from the SMS outbox, set a new password, log in with it', async ({ page, tenant }, testInfo) => {
    const companyId = loginCompany(tenant);
    const codesBefore = sentCodes(testInfo, PHONE, companyId).length;

    await page.goto('./#/login');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await expect.poll(() => hashPath(page)).toBe('/forgetPassword');
    await expect(page.locator('.adm-nav-bar-title')).toHaveText('忘记密码');

    await page.getByLabel('手机号').fill(PHONE);
    await page.getByRole('button', { name: '获取验证码' }).click();
    // the resend countdown replaces the button text and disables it
    await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await expect.poll(() => sentCodes(testInfo, PHONE, companyId).length).toBe(codesBefore + 1);
    const code = sentCodes(testInfo, PHONE, companyId).at(-1) ?? '';

    await page.getByLabel('验证码').fill(code);
    await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('确认新密码').fill(`${NEW_PASSWORD}-typo`);
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

    await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect.poll(() => hashPath(page)).toBe('/login');
    // the hash changes before React swaps the screens: wait for the reset form to leave
    await expect(page.getByRole('button', { name: '重置密码' })).toHaveCount(0);
    await expect(page.getByLabel('手机号')).toHaveValue(PHONE);

    await page.getByLabel('密码', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => hashPath(page)).toBe('/mPage');

    const back = await apiAs(page, 'POST', endpointUrl(authEndpoints.changePassword), {
      old_password: NEW_PASSWORD,
      new_password: DEMO_PASSWORD,
    });
    expect(back.status).toBe(200);
  });
});
