import type { Page, TestInfo } from '@playwright/test';
import {
  APPROVER_PHONE,
  blockPushStream,
  DEMO_PHONE,
  expect,
  expectUploaded,
  hashPath,
  keepAccessibleScreenshot as keep, // every kept screen is checked with axe
  newUserPage,
  releaseUser,
  PLAIN_STAFF_PHONE,
  signIn,
  test,
  type TenantInfo,
} from '../fixtures.ts';

/**
 * Private cars (issue 11, /privateCar): a staff is authorised, registers a car and certifies it with
 * licence and insurance photos that the admin approves; a staff with a certified car logs trips
 * (distance from two saved places, or typed), adds a cost with its voucher, sees the trip map in its
 * no-tile-server form, claims the month's subsidy (computed on the server in fen) and has it approved
 * and paid out; the statistics show the seeded months.
 */

/** A 96x64 PNG (a sheet of ruled paper): stands in for a photo of a licence, a policy or a receipt. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAiElEQVR42u3csQkAIAwEwOw/gONZWbqDbpBOQuQkExz/8JUx13bJBQJAgMqBzqcPECBAvYFGkydBKgYIECBAgADZQRKkYoAAAQIECJAdJEEqBggQIECAANlBEqRigAABAgQIkB0kQYAAAQIECBAgO0iCAAECBAgQIEB2kAQBAlQP5GMBBwjQo7t6wE3WXfL0VQAAAABJRU5ErkJggg==',
  'base64',
);

/** Another person's own browser; only the pages under test take pushes (none here), so no dialog covers a screen. */
async function userPage(testInfo: TestInfo, tenant: TenantInfo, phone: string): Promise<Page> {
  const { page } = await newUserPage(testInfo);
  await blockPushStream(page);
  await signIn(page, tenant, phone, null); // every caller opens a screen next
  return page;
}

/** Confirms the open date picker on its default (the first day allowed, or today). */
async function confirmPicker(page: Page): Promise<void> {
  await page.locator('.adm-picker').getByText('确定').click();
}

/** The approver (or admin) opens the order titled `title` from 待审批 and approves it. */
async function approveFromTodo(page: Page, title: string | RegExp, screenshot?: () => Promise<void>): Promise<void> {
  await page.goto('./#/approvalProcess?tab=todo');
  const row = page.getByTestId('order-row').filter({ hasText: title }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect.poll(() => hashPath(page)).toBe('/approvalProcess/approvalPrivateCarDetail');
  await expect(page.getByTestId('status-tag').first()).toBeVisible();
  if (screenshot) await screenshot();
  await page.getByRole('button', { name: '同意', exact: true }).click();
  await page.getByTestId('comment-popup').getByRole('button', { name: '同意', exact: true }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
}

const randomPlate = (): string => `苏E${String(Math.floor(10_000 + Math.random() * 89_999))}`;
const plateShown = (plate: string): string => `${plate.slice(0, 2)}·${plate.slice(2)}`;

test.describe('private cars (issue 11, /privateCar)', () => {
  // several people's sessions, uploads and screenshots in one story
  test.setTimeout(180_000);

  test('a staff is authorised (agreement), registers a car and certifies it with licence and insurance photos; the admin approves it', async ({
    page,
    tenant,
  }, testInfo) => {
    const plate = randomPlate();
    await blockPushStream(page);
    await signIn(page, tenant, '13800000001', '/privateCar'); // 巡检员: no private-car history
    // the first answers after signing in: slow on a busy machine
    await expect(page.getByTestId('auth-status')).toHaveText('未授权', { timeout: 20_000 });
    await keep(page, testInfo, 'privatecar-home-new');

    // pCarAuth: the reason, a period, the agreement read and accepted
    await page.getByRole('button', { name: '申请授权' }).click();
    await expect.poll(() => hashPath(page)).toBe('/privateCar/pCarAuth');
    await page.getByPlaceholder('请填写需要使用私车办理的公务').fill('巡检各园区，往返政务服务中心');
    await page.getByText('6个月', { exact: true }).click();
    await expect(page.getByTestId('auth-until')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: '提交授权申请' }).click();
    await expect(page.getByText('请先阅读并同意《私车公用协议》')).toBeVisible();
    await page.getByRole('button', { name: '《私车公用协议》' }).click();
    const agreement = page.getByRole('dialog', { name: '私车公用协议' });
    await expect(agreement).toContainText('行驶证');
    await keep(page, testInfo, 'privatecar-auth-agreement');
    await agreement.getByRole('button', { name: '我已阅读并同意' }).click();
    await keep(page, testInfo, 'privatecar-auth-form');
    await page.getByRole('button', { name: '提交授权申请' }).click();
    await expect.poll(() => hashPath(page)).toBe('/approvalProcess/approvalPrivateCarDetail');
    await expect(page.getByTestId('status-tag').first()).toHaveText('审批中');
    await expect(page.getByText('巡检各园区，往返政务服务中心')).toBeVisible();

    // pCarUserCar: register the car
    await page.goto('./#/privateCar/pCarUserCar');
    await page.getByPlaceholder('如 粤B12345').fill(plate.toLowerCase());
    await page.getByPlaceholder('如 大众 朗逸').fill('本田 雅阁');
    await page.getByPlaceholder('如 白色').fill('黑色');
    await page.getByRole('button', { name: '登记车辆' }).click();
    const car = page.getByTestId('car-item').filter({ hasText: plateShown(plate) });
    await expect(car.getByTestId('cert-tag')).toHaveText('未认证');
    await keep(page, testInfo, 'privatecar-user-car');

    // pCarCertify -> pCarCertifyAdd -> pCarCertifyCreate: photos and the insurance expiry date
    await page.goto('./#/privateCar/pCarCertify');
    await page.getByRole('button', { name: '新增认证' }).click();
    await expect.poll(() => hashPath(page)).toBe('/privateCar/pCarCertify/pCarCertifyAdd');
    await page
      .getByTestId('certify-car')
      .filter({ hasText: plateShown(plate) })
      .click();
    await expect.poll(() => hashPath(page)).toBe('/privateCar/pCarCertify/pCarCertifyCreate');
    const inputs = page.locator('input[type="file"]');
    await inputs.nth(0).setInputFiles({ name: '行驶证.png', mimeType: 'image/png', buffer: PHOTO });
    await inputs.nth(1).setInputFiles({ name: '保单.png', mimeType: 'image/png', buffer: PHOTO });
    await expectUploaded(page, 2);
    await page.locator('.adm-form-item', { hasText: '保险到期日' }).click();
    await confirmPicker(page);
    await keep(page, testInfo, 'privatecar-certify-create');
    await page.getByRole('button', { name: '提交认证' }).click();
    await expect.poll(() => hashPath(page)).toBe('/privateCar/pCarCertify/pCarCertifyDetail');
    await expect(page.getByTestId('status-tag').first()).toHaveText('待审核');
    await expect(page.getByRole('button', { name: /查看图片 行驶证\.png/ })).toBeVisible();
    await keep(page, testInfo, 'privatecar-certify-detail');

    // the admin reviews the photos on the approval detail and approves; the approver approves the authorisation
    const admin = await userPage(testInfo, tenant, DEMO_PHONE);
    await approveFromTodo(admin, `车辆认证 ${plateShown(plate)}`, async () => {
      await expect(admin.getByTestId('licence-photos').getByRole('button', { name: /行驶证\.png/ })).toBeVisible();
      await expect(admin.getByTestId('insurance-photos').getByRole('button', { name: /保单\.png/ })).toBeVisible();
      await keep(admin, testInfo, 'privatecar-approval-certify');
    });
    await expect(admin.getByTestId('status-tag').first()).toHaveText('已认证');
    await releaseUser(admin.context());
    const approver = await userPage(testInfo, tenant, APPROVER_PHONE);
    await approveFromTodo(approver, /私车公用授权.*巡检员/);
    await expect(approver.getByTestId('status-tag').first()).toHaveText('已授权');
    await releaseUser(approver.context());

    // the staff's car is certified, and the home says 已授权
    await page.goto('./#/privateCar/pCarUserCar');
    await expect(
      page
        .getByTestId('car-item')
        .filter({ hasText: plateShown(plate) })
        .getByTestId('cert-tag'),
    ).toHaveText('已认证');
    await page.goto('./#/privateCar');
    await expect(page.getByTestId('auth-status')).toHaveText('已授权');
  });

  test('a staff logs trips (two saved places; a typed distance), adds a cost with its voucher, sees the trip map, claims the month and has it approved and paid out', async ({
    page,
    tenant,
  }, testInfo) => {
    await blockPushStream(page);
    await signIn(page, tenant, PLAIN_STAFF_PHONE, '/privateCar'); // 普通员工: seeded authorisation and certified car 苏E·12345
    await expect(page.getByTestId('auth-status')).toHaveText('已授权', { timeout: 20_000 });
    await expect(page.getByTestId('trip-item').first()).toBeVisible();
    await keep(page, testInfo, 'privatecar-home');

    // pCarAdd with pCarSelLocation: two saved places -> the server's great-circle distance
    await page.getByRole('button', { name: '登记出车' }).click();
    await expect.poll(() => hashPath(page)).toBe('/privateCar/pCarAdd');
    await page.locator('.adm-selector-item', { hasText: '苏E·12345' }).click();
    await page.locator('.adm-form-item', { hasText: '出车日期' }).click();
    await confirmPicker(page);
    await page.locator('.adm-form-item', { hasText: '起点' }).click();
    await expect.poll(() => hashPath(page)).toBe('/privateCar/pCarAdd/pCarSelLocation');
    await keep(page, testInfo, 'privatecar-sel-location');
    await page.getByTestId('place-item').filter({ hasText: '园区总部' }).click();
    await page.locator('.adm-form-item', { hasText: '终点' }).click();
    await page.getByTestId('place-item').filter({ hasText: '市民服务中心' }).click();
    await expect(page.getByTestId('computed-distance')).toHaveText(/^\d+\.\d 公里$/);
    const computed = (await page.getByTestId('computed-distance').textContent()) ?? '';
    await expect(page.getByText('haversine')).toBeVisible();
    await page.getByPlaceholder('请填写本次出车办理的公务').fill('市民服务中心办理年检');
    await keep(page, testInfo, 'privatecar-trip-add');
    await page.getByRole('button', { name: '提交出车记录' }).click();
    await expect.poll(() => hashPath(page)).toBe('/privateCar/pCarDetail');
    await expect(page.getByTestId('trip-distance')).toHaveText(computed);
    await expect(page.getByTestId('distance-source')).toHaveText('两地直线距离');

    // pCarCost: a parking fee with its voucher; the trip's costs add up
    await page.getByRole('button', { name: '登记费用' }).click();
    await expect.poll(() => hashPath(page)).toBe('/privateCar/pCarDetail/pCarCost');
    await page.getByText('停车费', { exact: true }).click();
    await page.getByPlaceholder('如 15.00').fill('12.5');
    await page.getByPlaceholder('选填，如停车场名称').fill('政务中心地下停车场');
    await page.locator('input[type="file"]').setInputFiles({ name: '停车票.png', mimeType: 'image/png', buffer: PHOTO });
    await expectUploaded(page, 1);
    await keep(page, testInfo, 'privatecar-cost-add');
    await page.getByRole('button', { name: '保存费用' }).click();
    await expect.poll(() => hashPath(page)).toBe('/privateCar/pCarDetail');
    await expect(page.getByTestId('fee-item')).toContainText('¥12.50');
    await keep(page, testInfo, 'privatecar-trip-detail');
    await page.getByTestId('fee-item').click();
    await expect.poll(() => hashPath(page)).toBe('/privateCar/pCarDetail/pCarCostDetail');
    await expect(page.getByTestId('fee-amount')).toHaveText('¥12.50');
    await expect(page.getByRole('button', { name: /查看图片 停车票\.png/ })).toBeVisible();
    await keep(page, testInfo, 'privatecar-cost-detail');
    await page.goBack();

    // pCarTripMap without a tile server: the route as a list of points, and the screen says so
    await page.getByRole('button', { name: '行程轨迹' }).click();
    await expect.poll(() => hashPath(page)).toBe('/privateCar/pCarTripMap');
    await expect(page.getByText(/未配置地图服务/)).toBeVisible();
    await expect(page.getByTestId('route-point')).toHaveCount(2);
    await expect(page.getByTestId('route-point').first()).toContainText('园区总部');
    await expect(page.getByTestId('route-point').first()).toContainText('北纬 31.2990');
    await keep(page, testInfo, 'privatecar-trip-map');

    // a trip to a place that is not saved: the distance is typed and marked 手填
    await page.goto('./#/privateCar/pCarAdd');
    await page.locator('.adm-selector-item', { hasText: '苏E·12345' }).click();
    await page.locator('.adm-form-item', { hasText: '出车日期' }).click();
    await confirmPicker(page);
    await page.locator('.adm-form-item', { hasText: '起点' }).click();
    await page.getByTestId('place-item').filter({ hasText: '园区总部' }).click();
    await page.locator('.adm-form-item', { hasText: '终点' }).click();
    await page.getByPlaceholder('输入地点名称').fill('客户工厂');
    await page.getByRole('button', { name: '使用' }).click();
    await expect(page.getByTestId('point-to')).toHaveText('客户工厂');
    await page.getByPlaceholder('如 12.5').fill('8.6');
    await page.getByPlaceholder('请填写本次出车办理的公务').fill('拜访客户工厂');
    await page.getByRole('button', { name: '提交出车记录' }).click();
    await expect.poll(() => hashPath(page)).toBe('/privateCar/pCarDetail');
    await expect(page.getByTestId('trip-distance')).toHaveText('8.6 公里');
    await expect(page.getByTestId('distance-source')).toHaveText('手填');

    // pCarSubsidy: this month's claim, computed on the server
    await page.goto('./#/privateCar/pCarSubsidy');
    await expect(page.getByTestId('subsidy-total')).toHaveText(/^¥\d+\.\d{2}$/);
    await expect(page.getByText(/四舍五入到分/).first()).toBeVisible();
    const total = (await page.getByTestId('subsidy-total').textContent()) ?? '';
    await keep(page, testInfo, 'privatecar-subsidy');
    await page.getByRole('button', { name: /提交补贴申请/ }).click();
    await expect.poll(() => hashPath(page)).toBe('/privateCar/pCarSubsidy/pCarSubsidyDetail');
    await expect(page.getByTestId('status-tag').first()).toHaveText('审批中');
    await expect(page.getByTestId('subsidy-total')).toHaveText(total);

    // the approver, then the head of 行政部 (the admin), approve; the admin pays it out
    const title = new RegExp(`私车补贴 \\d{4}-\\d{2} ${total.replace('.', '\\.')}`);
    const approver = await userPage(testInfo, tenant, APPROVER_PHONE);
    await approveFromTodo(approver, title, async () => {
      await expect(approver.getByTestId('claim-trip').first()).toBeVisible();
      await expect(approver.getByTestId('subsidy-total')).toHaveText(total);
      await keep(approver, testInfo, 'privatecar-approval-subsidy');
    });
    await releaseUser(approver.context());
    const admin = await userPage(testInfo, tenant, DEMO_PHONE);
    await approveFromTodo(admin, title);
    await expect(admin.getByTestId('status-tag').first()).toHaveText('待发放');
    await admin.getByRole('button', { name: '确认发放' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(admin.getByTestId('status-tag').first()).toHaveText('已发放');
    await releaseUser(admin.context());

    await page.reload();
    await expect(page.getByTestId('status-tag').first()).toHaveText('已发放');
    await keep(page, testInfo, 'privatecar-subsidy-detail');

    // pCarStatistics over the seeded months: a table and bars
    await page.goto('./#/privateCar/pCarStatistics');
    await expect(page.getByTestId('stats-table').locator('tbody tr')).toHaveCount(6);
    await expect(page.getByRole('img', { name: /每月里程/ })).toBeVisible();
    await keep(page, testInfo, 'privatecar-statistics');
  });
});
