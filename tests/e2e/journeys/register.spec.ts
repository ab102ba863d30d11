import type { Page, TestInfo } from '@playwright/test';
import {
  APPROVER_PHONE,
  blockPushStream,
  DEMO_PHONE,
  expect,
  hashPath,
  keepAccessibleScreenshot,
  loginCompany,
  newUserPage,
  signIn,
  test,
} from '../fixtures.ts';
import { openPushAbout } from '../push-dialogs.ts';
import { sentCodes } from '../sms-outbox.ts';

/**
 * Registration without a login (issue 40, spec 2.2): a student registers (sa: active at once and
 * sets a first password; ln: the company approves students, so the application waits); a new staff
 * applies to a department, 审批人 approves it from the push, and the applicant checks it on
 * staffLogin and is signed in; the company's administrator finds 注册设置 in the personal centre. Every
 * phone is new to the run.
 */

const NEW_PASSWORD = 'Welcome2026';

/** A phone nobody has: the project and the test's own digit, then the clock. */
function newPhone(testInfo: TestInfo, digit: number): string {
  const project = testInfo.project.name === 'sa' ? 5 : 7;
  return `1${String(project)}${String(digit)}${String(Date.now()).slice(-8)}`;
}

/** The codes the phone received (the decision's SMS carries none). */
const codesOf = (testInfo: TestInfo, phone: string, companyId: string) =>
  sentCodes(testInfo, phone, companyId).filter((code) => code !== '');

/** Asks for a code on the open form and types the one the SMS outbox received. */
async function typeCode(page: Page, testInfo: TestInfo, phone: string, companyId: string): Promise<void> {
  const before = codesOf(testInfo, phone, companyId).length;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await expect.poll(() => codesOf(testInfo, phone, companyId).length).toBeGreaterThan(before);
  await page.getByLabel('验证码').fill(codesOf(testInfo, phone, companyId).at(-1) ?? '');
}

/** An active account without a password: the first one, then home. */
async function setFirstPassword(page: Page): Promise<void> {
  await page.getByLabel('登录密码').fill(NEW_PASSWORD);
  await page.getByLabel('确认密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '设置密码并进入首页' }).click();
  await expect.poll(() => hashPath(page)).toBe('/mPage');
  await expect(page.getByText('个人中心', { exact: true }).first()).toBeVisible();
}

test.describe('registration without a login (issue 40)', () => {
  test.beforeEach(({ tenant }) => {
    test.skip(tenant.type !== 'ln' && tenant.type !== 'sa', 'journey of the ln and sa projects');
  });

  test('a student registers: active at once where the company allows it (sa), else waiting for approval (ln)', async ({
    page,
    tenant,
  }, testInfo) => {
    const companyId = loginCompany(tenant);
    const phone = newPhone(testInfo, 1);
    await page.goto('./#/studentRegister');
    const approves = tenant.type === 'ln';
    // the company's rule is said before the form is sent
    await expect(page.getByText(approves ? /学生注册需经审批/ : /注册后即可登录/)).toBeVisible();
    await page.getByLabel('学号').fill(`S${phone.slice(-6)}`);
    await page.getByLabel('姓名').fill('林同学');
    await page.getByLabel('班级').fill('计科2班');
    await page.getByLabel('手机号').fill(phone);
    await typeCode(page, testInfo, phone, companyId);
    await keepAccessibleScreenshot(page, testInfo, 'register-student-form');
    await page.getByRole('button', { name: approves ? '提交注册申请' : '注册' }).click();
    if (approves) {
      await expect(page.getByText('申请已提交，等待审批')).toBeVisible();
      await expect(page.getByRole('button', { name: '查询审批进度' })).toBeVisible();
      await keepAccessibleScreenshot(page, testInfo, 'register-student-pending');
    } else {
      await expect(page.getByText('申请已通过')).toBeVisible();
      // the form waits for the sign-in to finish; read while its buttons fade in, they are half their colour
      await expect(page.getByRole('button', { name: '设置密码并进入首页' })).toBeEnabled();
      await keepAccessibleScreenshot(page, testInfo, 'register-student-done');
      await setFirstPassword(page);
    }

    // quick registration, as the staff QR code opens it: ln has not opened it and says so at once,
    // sa shows the invitation's department before anything is typed
    // (sa: as the company's admin, who also sees the staff QR code to show newcomers)
    if (approves) await page.goto('./#/staffApply/quickRegister?invite=JOIN2026');
    else await signIn(page, tenant, DEMO_PHONE, '/staffApply/quickRegister?invite=JOIN2026');
    await expect(page.getByText(approves ? '本单位未开放快速注册' : '邀请加入：信息中心（职员）')).toBeVisible();
    if (!approves) await expect(page.getByRole('img', { name: /注册二维码/ })).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'register-quick');

    // 注册设置, where the company's administrator looks (the personal centre): the rules as they stand
    // (ln: students approved, quick registration closed; sa the other way), and the bound-device switch
    await test.step('issue 40: 注册设置 from the personal centre', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      if (approves) await signIn(page, tenant, DEMO_PHONE, '/userInfo');
      else await page.goto('./#/userInfo');
      await page.getByText('注册设置', { exact: true }).click();
      await expect.poll(() => hashPath(page)).toBe('/staffApply/registerSettings');
      await expect(page.getByRole('switch', { name: '学生注册需审批' })).toHaveAttribute('aria-checked', String(approves));
      await expect(page.getByRole('switch', { name: '开放快速注册' })).toHaveAttribute('aria-checked', String(!approves));
      await expect(page.getByRole('switch', { name: '要求绑定设备登录' })).toBeVisible();
      await keepAccessibleScreenshot(page, testInfo, 'register-settings');
    });
  });

  test('a new staff applies to a department, 审批人 approves it from the push, the applicant signs in on staffLogin', async ({
    page,
    tenant,
  }, testInfo) => {
    test.setTimeout(60_000);
    const companyId = loginCompany(tenant);
    const phone = newPhone(testInfo, 2);
    const name = `新员${phone.slice(-4)}`;
    await blockPushStream(page);

    // the approver is signed in, his push stream open, before the application arrives
    const { page: approver } = await newUserPage(testInfo);
    await signIn(approver, tenant, APPROVER_PHONE);
    await expect(approver.locator('html[data-push-stream="open"]')).toHaveCount(1, { timeout: 15_000 });

    await page.goto('./#/staffApply');
    const apply = page.locator('.adm-list-item').filter({ hasText: '审批通过后开通账号' });
    await expect(apply).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'register-staff-apply');
    await apply.click();
    await expect.poll(() => hashPath(page)).toBe('/staffApply/staffRegister');
    await page.getByLabel('姓名').fill(name);
    await page.getByLabel('手机号').fill(phone);
    await page.getByLabel('岗位').fill('仓库管理员');
    await page.getByText('请选择部门').click();
    await expect.poll(() => hashPath(page)).toBe('/staffApply/staffRegister/staffSelDepart');
    await expect(page.getByText('后勤部')).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'register-staff-department');
    await page.getByText('后勤部').click();
    await expect.poll(() => hashPath(page)).toBe('/staffApply/staffRegister');
    // what was typed is still there, with the department
    await expect(page.getByLabel('姓名')).toHaveValue(name);
    await expect(page.getByText('后勤部')).toBeVisible();
    await typeCode(page, testInfo, phone, companyId);
    await keepAccessibleScreenshot(page, testInfo, 'register-staff-form');
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('申请已提交，等待审批')).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'register-staff-pending');

    await openPushAbout(approver, name);
    await expect.poll(() => hashPath(approver)).toBe('/approvalProcess/approvalStaffRegisterDetail');
    await expect(approver.getByText('员工注册信息')).toBeVisible();
    await expect(approver.getByText('仓库管理员')).toBeVisible();
    await keepAccessibleScreenshot(approver, testInfo, 'register-staff-approval');
    await approver.getByRole('button', { name: '同意', exact: true }).click();
    await approver.getByTestId('comment-popup').getByRole('button', { name: '同意', exact: true }).click();
    await expect(approver.getByText('操作成功')).toBeVisible({ timeout: 15_000 });
    await expect(approver.getByTestId('status-tag').first()).toHaveText('已通过');

    await page.getByRole('button', { name: '查询审批进度' }).click();
    await expect.poll(() => hashPath(page)).toBe('/staffApply/staffLogin');
    await page.getByLabel('手机号').fill(phone);
    await typeCode(page, testInfo, phone, companyId);
    await page.getByRole('button', { name: '查询并登录' }).click();
    await expect(page.getByText('申请已通过')).toBeVisible();
    await expect(page.getByText('后勤部')).toBeVisible();
    // the buttons wait, faded, until the sign-in has finished: the screen as the applicant uses it
    await expect(page.getByRole('button', { name: '暂不设置，进入首页' })).toBeEnabled();
    await keepAccessibleScreenshot(page, testInfo, 'register-staff-login');
    await setFirstPassword(page);
  });
});
