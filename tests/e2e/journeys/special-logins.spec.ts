import { authEndpoints, endpointUrl, specialLoginEndpoints } from '@campus/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiAs,
  blockPushStream,
  DEMO_PASSWORD,
  DEMO_PHONE,
  expect,
  hashPath,
  keepAccessibleScreenshot,
  loginCompany,
  PLAIN_STAFF_PHONE,
  test,
  type TenantInfo,
} from '../fixtures.ts';
import { sentCodes } from '../sms-outbox.ts';

// 公务车司机: his device is bound and freed again here (an admin frees it whatever happens, since other
// journeys of this worker sign in as him by password without a device).
const DEVICE_PHONE = '13800000003';
const DEVICE = { device_id: 'e2e-phone-0001', name: 'Test Phone' };

/** The native app shell with a device (docs/native-shell.md, section 6's fake shell, cut to what these screens call). */
async function fakeNativeShell(page: Page): Promise<void> {
  await page.addInitScript((device) => {
    const answers: Record<string, unknown> = {
      support: { code: 0 },
      initPush: { code: 0 },
      clearCache: { code: 0 },
      loginSuccess: { code: 0 },
      closeWindow: { code: 0 },
      deviceInfo: { code: 0, data: device },
    };
    (window as unknown as { LXDZBridge: unknown }).LXDZBridge = {
      call: (method: string) => Promise.resolve(answers[method] ?? { code: 404, msg: `unknown method ${method}` }),
      on: () => () => undefined,
    };
  }, DEVICE);
}

async function adminToken(request: APIRequestContext, tenant: TenantInfo): Promise<string> {
  const answer = await request.post(endpointUrl(authEndpoints.login), {
    data: { phone: DEMO_PHONE, password: DEMO_PASSWORD, company_id: loginCompany(tenant) },
  });
  return ((await answer.json()) as { token: string }).token;
}

test.describe('special logins (issue 40): lnLogin, bindPhone, wxAuthGuide, bindHardware', () => {
  test.beforeEach(({ tenant }) => {
    test.skip(tenant.type !== 'ln' && tenant.type !== 'sa', 'journey of the ln and sa projects');
  });

  test('spec 3, 4, 8: signed in on /lnLogin, an expired login comes back there with no 登录信息已失效!', async ({
    page,
    context,
    tenant,
  }, testInfo) => {
    test.skip(tenant.type !== 'ln', "lnLogin is the ln tenant's own sign-in page");
    // the revoked token meets the start-up's request, not the push stream
    await blockPushStream(page);
    await page.goto('./#/lnLogin');
    await expect(page.getByText('账号登录', { exact: true })).toBeVisible();
    // the company picker has named the company (its button is grey while its code loads)
    await expect(page.getByRole('button', { name: /点击更换/ })).toBeVisible();
    await expect(page.locator('.adm-button-loading')).toHaveCount(0);
    await keepAccessibleScreenshot(page, testInfo, 'special-ln-login');
    await page.getByLabel('手机号').fill(PLAIN_STAFF_PHONE);
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => hashPath(page)).toBe('/mPage');
    expect(await page.evaluate(() => localStorage.getItem('lnLoginType'))).toBe('1');
    // spec 6: ln counts as private, so the network toasts stay quiet
    await context.setOffline(true);
    await expect(page.locator('html[data-network-toast="suppressed"]')).toHaveCount(1);
    await expect(page.getByText('网络连接断开')).toHaveCount(0);
    await context.setOffline(false);

    // the token expires (revoked): the next start-up meets AUTH_FAIL and goes back to /lnLogin, not #/login
    expect((await apiAs(page, 'POST', endpointUrl(authEndpoints.revokeToken))).status).toBe(200);
    await page.reload({ waitUntil: 'commit' });
    await expect.poll(() => hashPath(page)).toBe('/lnLogin');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // a protected address with no stored login: spec 4 step 5 without its message, back to /lnLogin
    await page.goto('./#/userInfo');
    await expect.poll(() => hashPath(page), { timeout: 5000 }).toBe('/lnLogin');
    await expect(page.getByText('登录信息已失效!', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  });

  test('spec 8 STAFF_WX_AUTH_FAIL: a WeChat user with no account binds a phone and is signed in; outside WeChat the guide says to open it there', async ({
    page,
    tenant,
  }, testInfo) => {
    const company = loginCompany(tenant);
    await page.goto('./#/wxAuthGuide');
    await expect(page.getByRole('heading', { name: '请在微信中打开本页面' })).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'special-wx-auth-guide');

    // WeChat opens the app with an openid no staff has (spec 4 step 3, a demo openid login)
    const openid = `wx-e2e-${Date.now()}-${testInfo.project.name}`;
    await page.goto(`./?openid=${openid}&company_id=${company}#/mPage`);
    await expect.poll(() => hashPath(page)).toBe('/bindPhone');
    await expect(page.getByText(/该微信尚未绑定账号/)).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'special-bind-phone');

    const before = sentCodes(testInfo, PLAIN_STAFF_PHONE, company).length;
    await page.getByLabel('手机号').fill(PLAIN_STAFF_PHONE);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => sentCodes(testInfo, PLAIN_STAFF_PHONE, company).length).toBe(before + 1);
    await page.getByLabel('验证码').fill('000000' === sentCodes(testInfo, PLAIN_STAFF_PHONE, company).at(-1) ? '111111' : '000000');
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await expect(page.getByText('验证码错误或已过期')).toBeVisible();
    await page.getByLabel('验证码').fill(sentCodes(testInfo, PLAIN_STAFF_PHONE, company).at(-1) ?? '');
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await expect.poll(() => hashPath(page)).toBe('/mPage');
    await expect(page.getByText('个人中心', { exact: true }).first()).toBeVisible();

    // the bound openid now signs in straight from the address. The sign-in is forgotten on a static file of
    // the origin, where no app runs, so nothing the app does between the two steps can count.
    await page.goto('./brand/logo.svg');
    await page.evaluate(() => localStorage.clear());
    // A fresh clone once ended this step on #/login (unseen on this machine, even with its cores kept busy):
    // the sign-in's answers, and any refused call, go with a failure.
    const signIns: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/token/') || response.status() >= 400)
        void response.text().then((body) => signIns.push(`${String(response.status())} ${body.slice(0, 200)}`));
    });
    await page.goto(`./?openid=${openid}&company_id=${company}#/mPage`);
    try {
      await expect(page.getByText('个人中心', { exact: true }).first()).toBeVisible();
    } catch (error) {
      await testInfo.attach('sign-in answers', { body: signIns.join('\n') || 'none', contentType: 'text/plain' });
      throw error;
    }
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('LXDZAuths') ?? '{}') as { phone?: string }).phone)).toBe(
      PLAIN_STAFF_PHONE,
    );
  });

  test('issue 40 bindHardware: the app binds its device and frees it; where the company requires one, the first sign-in binds it', async ({
    page,
    tenant,
  }, testInfo) => {
    const company = loginCompany(tenant);
    const admin = await adminToken(page.request, tenant);
    const asAdmin = { Authorization: `Token ${admin}` };
    const setRequired = (required: boolean) =>
      page.request.put(endpointUrl(specialLoginEndpoints.setDevicePolicy), { headers: asAdmin, data: { require_bound_device: required } });
    const driverId = async () => {
      const answer = await page.request.post(endpointUrl(authEndpoints.login), {
        data: { phone: DEVICE_PHONE, password: DEMO_PASSWORD, company_id: company, device_id: DEVICE.device_id },
      });
      return ((await answer.json()) as { user_id: string }).user_id;
    };
    const staffId = await driverId();
    await fakeNativeShell(page);
    try {
      expect((await setRequired(true)).status()).toBe(200);
      // the first sign-in from the app binds this device and shows it
      await page.goto('./#/login');
      if (tenant.defaultCompanyId === null) throw new Error('ln and sa bundles have a default company');
      await page.getByLabel('手机号').fill(DEVICE_PHONE);
      await page.getByLabel('密码').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '登录' }).click();
      await expect.poll(() => hashPath(page)).toBe('/login/bindHardware');
      await expect(page.getByText('本单位要求使用已绑定的设备登录', { exact: false })).toBeVisible();
      await expect(page.getByText('本机', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: '解绑设备' })).toBeVisible();
      await keepAccessibleScreenshot(page, testInfo, 'special-bind-hardware');

      // from another device the account is refused, with the reason
      const elsewhere = await page.request.post(endpointUrl(authEndpoints.login), {
        data: { phone: DEVICE_PHONE, password: DEMO_PASSWORD, company_id: company, device_id: 'another-phone-9999' },
      });
      expect(await elsewhere.json()).toEqual({ non_field_errors: [expect.stringContaining('该账号已绑定其他设备')] });

      // freed on the screen (confirmed), then bound again by the button
      expect((await setRequired(false)).status()).toBe(200);
      await page.getByRole('button', { name: '解绑设备' }).click();
      await page.getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('未绑定', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: '绑定本机' }).click();
      await expect(page.getByRole('button', { name: '解绑设备' })).toBeVisible();
    } finally {
      await setRequired(false);
      await page.request.post(endpointUrl(specialLoginEndpoints.unbindDevice), { headers: asAdmin, data: { staff_id: staffId } });
    }
  });
});
