import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  APPROVER_PHONE,
  blockPushStream,
  DEMO_PHONE,
  expect,
  expectUploaded,
  hashPath,
  keepAccessibleScreenshot as keepScreenshot, // every kept screen is checked with axe
  newUserPage,
  releaseUser,
  PLAIN_STAFF_PHONE,
  signIn,
  test,
  type TenantInfo,
} from '../fixtures.ts';
import { openPushAbout } from '../push-dialogs.ts';
import { openPicker, turnWheels } from '../pickers.ts';

/**
 * Issue 11, official cars, as the people of a company use them: a staff applies (trip, version 2,
 * self-driving), the approver approves from the OFFICIAL_CAR3 push, the car administrator
 * dispatches a vehicle and the driver, the driver (from his push) drives, adds a fee with a photo
 * of the receipt and finishes; the applicant comments, shares the trip's public page, asks for a
 * change; the statistics over the seeded months; the driver's entry and a vehicle repair.
 */

const DRIVER_PHONE = '13800000003';
/** A 96x64 PNG (the demo receipt of the files family). */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAiElEQVR42u3csQkAIAwEwOw/gONZWbqDbpBOQuQkExz/8JUx13bJBQJAgMqBzqcPECBAvYFGkydBKgYIECBAgADZQRKkYoAAAQIECJAdJEEqBggQIECAANlBEqRigAABAgQIkB0kQYAAAQIECBAgO0iCAAECBAgQIEB2kAQBAlQP5GMBBwjQo7t6wE3WXfL0VQAAAABJRU5ErkJggg==',
  'base64',
);

/** A user's own browser; only those whose pushes are under test keep the push stream. */
async function userPage(testInfo: TestInfo, tenant: TenantInfo, phone: string, pushes = false): Promise<Page> {
  const { page } = await newUserPage(testInfo);
  if (!pushes) await blockPushStream(page);
  // a user under test for pushes waits on home for the stream; the others open their first screen themselves
  await signIn(page, tenant, phone, pushes ? undefined : null);
  if (pushes) await expect(page.locator('html[data-push-stream="open"]')).toHaveCount(1, { timeout: 15_000 });
  return page;
}

/** A name no other test (or project sharing the company) uses. */
const unique = (kind: string, project: string) => `${kind}${project}${Date.now().toString(36).slice(-4)}`;

/** `days` days from today at `hour` o'clock, on the browser's clock (the pickers' clock). */
function dayAt(days: number, hour: number): Date {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d;
}

/** Picks a date and time on the form item's picker: each column by its Chinese label, then 确定. */
async function pickTime(page: Page, label: string, at: Date): Promise<void> {
  // the rules card arrives above the fields and moves them down: a tap aimed before that opens nothing,
  // so tap until the picker is open
  const picker = openPicker(page);
  await expect(async () => {
    if ((await picker.count()) === 0) await page.locator('.adm-form-item', { hasText: label }).first().click();
    await expect(picker).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await turnWheels(picker, [
    `${at.getFullYear()}年`,
    `${at.getMonth() + 1}月`,
    `${at.getDate()}日`,
    `${at.getHours()}时`,
    `${at.getMinutes()}分`,
  ]);
}

/** On a location picker: a saved place, or a typed one. */
async function pickPlace(page: Page, field: string, place: { saved: string } | { name: string; address: string }): Promise<void> {
  // the kind's rule arrives above the fields and moves them down: a tap aimed before it lands beside the field
  await expect(page.getByTestId('rule-summary')).toBeVisible();
  await page.locator('.adm-form-item', { hasText: field }).first().click();
  await expect(page.getByTestId('saved-place').first()).toBeVisible();
  if ('saved' in place) {
    await page.getByTestId('saved-place').filter({ hasText: place.saved }).first().click();
  } else {
    await page.getByPlaceholder('如：客户公司').fill(place.name);
    await page.getByLabel('详细地址').fill(place.address);
    await page.getByRole('button', { name: '使用输入的地点' }).click();
  }
  await expect(page.getByTestId('saved-place')).toHaveCount(0);
}

async function fillApplication(page: Page, opts: { to?: { name: string; address: string }; start: Date; end: Date; purpose: string }) {
  await pickPlace(page, '出发地', { saved: '办公楼' });
  if (opts.to) await pickPlace(page, '目的地', opts.to);
  await pickTime(page, '出发时间', opts.start);
  await pickTime(page, '返回时间', opts.end);
  await page.getByPlaceholder('请填写用车事由').fill(opts.purpose);
}

/** The approver approves on the approval detail he is on. */
async function approveHere(page: Page): Promise<void> {
  await page.getByRole('button', { name: '同意', exact: true }).click();
  await page.getByTestId('comment-popup').getByRole('button', { name: '同意', exact: true }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
}

/** Opens an order's approval detail by id, as a push would. */
async function openApproval(page: Page, detail: string, id: string): Promise<void> {
  await page.goto(`./#/approvalProcess/${detail}?id=${id}`);
  await expect(page.getByTestId('order-title')).toBeVisible();
}

/** The order id of the detail screen the page is on. */
async function orderIdOf(page: Page): Promise<string> {
  return page.evaluate(() => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('id') ?? '');
}

async function odometer(page: Page, button: string, km: number): Promise<void> {
  await page.getByTestId('car-actions').getByRole('button', { name: button, exact: true }).click();
  const sheet = page.getByTestId('odometer-sheet');
  await sheet.getByPlaceholder('请输入整数公里数').fill(String(km));
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect(sheet).toHaveCount(0);
}

async function addFee(page: Page, kind: string, yuan: string, screenshot?: () => Promise<void>): Promise<void> {
  await page.getByTestId('car-actions').getByRole('button', { name: '添加费用' }).click();
  await expect.poll(() => hashPath(page)).toBe('/applyCarV3/carV3DrivingDetail/carV3DrivingAddFee');
  const kindItem = page.locator('.adm-selector-item', { hasText: kind });
  // the form may still be settling from its first render: click until the kind shows chosen
  await expect(async () => {
    if (!((await kindItem.getAttribute('class')) ?? '').includes('adm-selector-item-active')) await kindItem.click();
    await expect(kindItem).toHaveClass(/adm-selector-item-active/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByPlaceholder('如 125.50').fill(yuan);
  // without a receipt photo the fee is refused before anything is sent
  await page.getByRole('button', { name: '添加费用' }).click();
  await expect(page.getByText('请上传票据照片')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: '票据.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await expectUploaded(page, 1);
  if (screenshot) await screenshot();
  await page.getByRole('button', { name: '添加费用' }).click();
  await expect(page.getByText('费用已添加')).toBeVisible();
}

const dispatchCard = (page: Page, title: string): Locator => page.getByTestId('car-order-card').filter({ hasText: title });

test.describe('official cars (issue 11)', () => {
  test.setTimeout(240_000);

  test('a trip: applied, approved from the push, dispatched, driven with a fee and its receipt, finished; a passenger comments on the shared page', async ({
    tenant,
  }, testInfo) => {
    const place = unique('客户公司', testInfo.project.name);
    const title = `办公楼 → ${place}`;
    const approver = await userPage(testInfo, tenant, APPROVER_PHONE, true);
    const driver = await userPage(testInfo, tenant, DRIVER_PHONE, true);
    const staff = await userPage(testInfo, tenant, PLAIN_STAFF_PHONE);
    // the staff opens 公务用车 from the home menu (sa: version 3's entry; ln: the built-in view, which is
    // the company's version 3 service, issue 34), then 行程用车
    await staff.goto('./#/mPage');
    await staff.getByText('公务用车', { exact: true }).click();
    await expect.poll(() => hashPath(staff)).toBe('/applyCarV3');
    await expect(staff.getByTestId('car-order-card').first()).toBeVisible(); // 普通员工's seeded orders
    await keepScreenshot(staff, testInfo, 'car-v3-home');
    await staff.getByRole('button', { name: '行程用车' }).click();
    await expect.poll(() => hashPath(staff)).toBe('/applyTrip');
    await expect(staff.getByTestId('rule-summary')).toContainText('审批人');
    await staff.locator('.adm-form-item', { hasText: '出发地' }).first().click();
    await expect.poll(() => hashPath(staff)).toBe('/applyTrip/selectLocationV3');
    await expect(staff.getByTestId('saved-place').first()).toBeVisible();
    await keepScreenshot(staff, testInfo, 'car-select-location');
    await staff.goBack();
    await fillApplication(staff, {
      to: { name: place, address: '科技路 9 号' },
      start: dayAt(5, 9),
      end: dayAt(5, 11),
      purpose: '拜访客户',
    });
    await keepScreenshot(staff, testInfo, 'car-apply-trip');
    await staff.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => hashPath(staff)).toBe('/applyCarV3/carOrderDetailV3');
    await expect(staff.getByTestId('car-order-title')).toHaveText(title);
    await expect(staff.getByTestId('status-tag').first()).toHaveText('审批中');
    const id = await orderIdOf(staff);
    // spec 3: the detail's id is stashed as _officialCarOrderIdV3
    expect(await staff.evaluate(() => localStorage.getItem('_officialCarOrderIdV3'))).toBe(id);

    // spec 7: the approver's OFFICIAL_CAR3 approval push opens the trip's approval detail
    await openPushAbout(approver, place);
    await expect.poll(() => hashPath(approver)).toBe('/approvalProcess/approvalCarTripDetail3');
    await expect(approver.getByTestId('car-view-period')).toBeVisible();
    await expect(approver.getByText('拜访客户')).toBeVisible();
    await keepScreenshot(approver, testInfo, 'car-approval-trip');
    await approveHere(approver);
    await expect(approver.getByTestId('status-tag').first()).toHaveText('待派车');

    // the car administrator dispatches from his desk
    const admin = await userPage(testInfo, tenant, DEMO_PHONE);
    await admin.goto('./#/applyCarV3?tab=dispatch');
    await dispatchCard(admin, title).click();
    await expect.poll(() => hashPath(admin)).toBe('/applyCarV3/carOrderDetailV3');
    await admin.getByTestId('car-actions').getByRole('button', { name: '派车' }).click();
    const sheet = admin.getByTestId('dispatch-sheet');
    await sheet.locator('.adm-check-list-item:not(.adm-list-item-disabled)').first().click();
    await sheet.locator('.adm-check-list-item', { hasText: '公务车司机' }).click();
    await keepScreenshot(admin, testInfo, 'car-dispatch');
    await sheet.getByRole('button', { name: '确定' }).click();
    await expect(admin.getByTestId('status-tag').first()).toHaveText('待出车');
    await expect(admin.getByTestId('car-plate')).toHaveText(/京A·C10\d\d/);
    await releaseUser(admin.context());

    // spec 7: the driver's push opens the trip; he starts, adds the parking fee with its receipt, finishes
    await openPushAbout(driver, place);
    await expect.poll(() => hashPath(driver)).toBe('/applyCarV3/carOrderDetailV3');
    await expect(driver.getByTestId('car-order-title')).toHaveText(title);
    await odometer(driver, '出车', 48_300);
    await expect(driver.getByTestId('status-tag').first()).toHaveText('行程中');
    await addFee(driver, '停车费', '15.50', () => keepScreenshot(driver, testInfo, 'car-add-fee'));
    await expect(driver.getByTestId('car-fee-total')).toHaveText('¥15.50');
    await driver.getByTestId('car-fee').first().click();
    await expect(driver.getByTestId('fee-amount')).toHaveText('¥15.50');
    await expect(driver.getByRole('button', { name: /查看图片 票据/ })).toBeVisible();
    await keepScreenshot(driver, testInfo, 'car-fee-detail');
    await driver.goBack();
    await odometer(driver, '结束行程', 48_362);
    await expect(driver.getByTestId('status-tag').first()).toHaveText('已完成');
    await expect(driver.getByTestId('car-distance')).toHaveText('62 公里');
    await keepScreenshot(driver, testInfo, 'car-trip-finished');

    // the applicant sees plate, driver and phone (spec 5: dialled when all digits), and shares the trip
    await staff.reload();
    await expect(staff.getByTestId('phone-link')).toHaveAttribute('href', 'tel:13800000003');
    await staff.getByTestId('car-actions').getByRole('button', { name: '分享行程' }).click();
    const link = (await staff.getByTestId('share-link').textContent()) ?? '';
    expect(link).toContain('#/orderDetailCar3?token=');
    await keepScreenshot(staff, testInfo, 'car-share');

    // a passenger opens the public page without login and comments
    const { context: passengerContext, page: passenger } = await newUserPage(testInfo);
    await passenger.goto(link);
    await expect(passenger.getByTestId('shared-status')).toHaveText('已完成');
    await expect(passenger.getByText('13800000003')).toHaveCount(0); // no phone numbers on a public page
    await keepScreenshot(passenger, testInfo, 'car-public-trip');
    await passenger.getByRole('button', { name: '评价本次行程' }).click();
    await expect.poll(() => hashPath(passenger)).toBe('/orderDetailCar3/orderCommentCar3');
    await passenger.getByRole('button', { name: '提交评价' }).click();
    await expect(passenger.getByText('请选择评分')).toBeVisible();
    await passenger.locator('.adm-rate-star').nth(4).tap();
    await passenger.locator('.adm-selector-item', { hasText: '准时到达' }).click();
    await keepScreenshot(passenger, testInfo, 'car-public-comment');
    await passenger.getByRole('button', { name: '提交评价' }).click();
    await expect(passenger.getByTestId('shared-status')).toHaveText('已评价');
    await releaseUser(passengerContext);
    await staff.keyboard.press('Escape');
    await staff.reload();
    await expect(staff.getByText('乘车人通过分享页评价')).toBeVisible();
  });

  test('version 2: two approvals, dispatch; the applicant sees plate, driver and phone, and comments after the trip', async ({
    tenant,
  }, testInfo) => {
    const place = unique('政务大厅', testInfo.project.name);
    const staff = await userPage(testInfo, tenant, PLAIN_STAFF_PHONE);
    const approver = await userPage(testInfo, tenant, APPROVER_PHONE);
    const admin = await userPage(testInfo, tenant, DEMO_PHONE);
    const driver = await userPage(testInfo, tenant, DRIVER_PHONE);
    // version 2 is authorised but unlisted in the demo companies (one car service on the menu, issue 34)
    await staff.goto('./#/applyCar');
    await expect.poll(() => hashPath(staff)).toBe('/applyCar');
    await staff.locator('.adm-form-item', { hasText: '出发地' }).first().click();
    await expect.poll(() => hashPath(staff)).toBe('/applyCar/selectLocation');
    await staff.goBack();
    await fillApplication(staff, { to: { name: place, address: '' }, start: dayAt(6, 9), end: dayAt(6, 11), purpose: '办理资质年检' });
    await keepScreenshot(staff, testInfo, 'car-apply-v2');
    await staff.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => hashPath(staff)).toBe('/applyCar/carOderDetail');
    const id = await orderIdOf(staff);

    await openApproval(approver, 'approvalCarDetail2', id);
    await approveHere(approver);
    await openApproval(admin, 'approvalCarDetail2', id);
    await approveHere(admin);
    // the administrator dispatches from the approval detail (the car part shows it once approved)
    await admin.getByRole('button', { name: '派车' }).click();
    const sheet = admin.getByTestId('dispatch-sheet');
    await sheet.locator('.adm-check-list-item:not(.adm-list-item-disabled)').first().click();
    await sheet.locator('.adm-check-list-item', { hasText: '公务车司机' }).click();
    await sheet.getByRole('button', { name: '确定' }).click();
    await expect(admin.getByTestId('car-plate')).toBeVisible();
    await keepScreenshot(admin, testInfo, 'car-approval-v2');

    await staff.reload();
    await expect(staff.getByTestId('status-tag').first()).toHaveText('已派车');
    await expect(staff.getByTestId('car-plate')).toHaveText(/京A·C10\d\d/);
    await expect(staff.getByTestId('phone-link')).toHaveText('13800000003');
    await keepScreenshot(staff, testInfo, 'car-v2-detail');

    await driver.goto(`./#/applyCar/carOderDetail?id=${id}`);
    await odometer(driver, '出车', 36_500);
    await odometer(driver, '结束行程', 36_540);
    await expect(driver.getByTestId('status-tag').first()).toHaveText('已完成');

    await staff.reload();
    await staff.getByTestId('car-actions').getByRole('button', { name: '评价' }).click();
    await expect.poll(() => hashPath(staff)).toBe('/applyCarV3/car3OrderComment');
    await staff.locator('.adm-rate-star').nth(3).tap();
    await staff.getByLabel('评价内容').fill('司机很准时');
    await keepScreenshot(staff, testInfo, 'car-comment');
    await staff.getByRole('button', { name: '提交评价' }).click();
    await expect.poll(() => hashPath(staff)).toBe('/applyCar/carOderDetail');
    await expect(staff.getByText('司机很准时')).toBeVisible();
  });

  test('self-driving: the car picked free for the period, approved, picked up, fuel with its receipt, returned', async ({
    tenant,
  }, testInfo) => {
    const staff = await userPage(testInfo, tenant, PLAIN_STAFF_PHONE);
    const approver = await userPage(testInfo, tenant, APPROVER_PHONE);
    const admin = await userPage(testInfo, tenant, DEMO_PHONE);
    await staff.goto('./#/applyCarV3/carV3Rule');
    await expect(staff.getByTestId('car-rule')).toHaveCount(4);
    await keepScreenshot(staff, testInfo, 'car-rules');
    await staff.getByTestId('car-rule').filter({ hasText: '自驾用车' }).click();
    await expect(staff.getByTestId('rule-you')).toHaveText('可以申请');
    await keepScreenshot(staff, testInfo, 'car-rule-detail');

    await staff.goto('./#/applyCar3Driving');
    await pickPlace(staff, '出发地', { saved: '办公楼' });
    await pickTime(staff, '取车时间', dayAt(7, 8));
    await pickTime(staff, '还车时间', dayAt(7, 18));
    await staff.locator('.adm-form-item', { hasText: '车辆' }).first().click();
    await expect.poll(() => hashPath(staff)).toBe('/applyCar3Driving/drivingSelCar');
    await expect(staff.getByTestId('vehicle-option').first()).toBeVisible();
    await keepScreenshot(staff, testInfo, 'car-select-car');
    await staff.getByTestId('vehicle-option').filter({ hasText: '可用' }).first().click();
    await expect(staff.getByTestId('chosen-vehicle')).toHaveText(/京A·C10\d\d/);
    await staff.getByPlaceholder('请填写用车事由').fill('外出办理税务登记');
    await staff.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => hashPath(staff)).toBe('/applyCarV3/carV3DrivingDetail');
    const id = await orderIdOf(staff);
    expect(await staff.evaluate(() => localStorage.getItem('_officialCarDrivingDataId'))).toBe(id);

    await openApproval(approver, 'approvalCarDrivingDetail3', id);
    await keepScreenshot(approver, testInfo, 'car-approval-driving');
    await approveHere(approver);
    await openApproval(admin, 'approvalCarDrivingDetail3', id);
    await approveHere(admin);
    await expect(admin.getByTestId('status-tag').first()).toHaveText('待取车');

    // a reload without ?id= finds the order through its stash (spec 3)
    await staff.goto('./#/applyCarV3/carV3DrivingDetail');
    await staff.reload();
    await expect(staff.getByTestId('status-tag').first()).toHaveText('待取车');
    await odometer(staff, '取车', 15_300);
    await addFee(staff, '油费', '200');
    await odometer(staff, '还车', 15_420);
    await expect(staff.getByTestId('status-tag').first()).toHaveText('已还车');
    await expect(staff.getByTestId('car-fee-total')).toHaveText('¥200.00');
    await keepScreenshot(staff, testInfo, 'car-driving-returned');
  });

  test('a change of an approved trip goes back to approval and, approved, changes the trip with its history kept', async ({
    tenant,
  }, testInfo) => {
    const place = unique('会展中心B馆', testInfo.project.name);
    const staff = await userPage(testInfo, tenant, PLAIN_STAFF_PHONE);
    const approver = await userPage(testInfo, tenant, APPROVER_PHONE);
    await staff.goto('./#/applyTrip');
    await fillApplication(staff, { to: { name: place, address: '' }, start: dayAt(8, 9), end: dayAt(8, 11), purpose: '布展' });
    await staff.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => hashPath(staff)).toBe('/applyCarV3/carOrderDetailV3');
    const id = await orderIdOf(staff);
    await openApproval(approver, 'approvalCarTripDetail3', id);
    await approveHere(approver);

    await staff.goto('./#/applyCarV3/carV3ModifyTrip');
    await expect.poll(() => hashPath(staff)).toBe('/applyCarV3/carV3ModifyTrip/carV3SelectTrip');
    await staff.getByTestId('car-order-card').filter({ hasText: place }).click();
    await expect.poll(() => hashPath(staff)).toBe('/applyCarV3/carV3ModifyTrip');
    await pickTime(staff, '出发时间', dayAt(8, 14));
    await pickTime(staff, '返回时间', dayAt(8, 16));
    await staff.getByPlaceholder('请填写变更原因').fill('会议推迟到下午');
    await keepScreenshot(staff, testInfo, 'car-modify-trip');
    await staff.getByRole('button', { name: '提交变更' }).click();
    await expect.poll(() => hashPath(staff)).toBe('/applyCarV3/carV3ModifyList/carV3ModifyTripDetail');
    await expect(staff.getByTestId('status-tag').first()).toHaveText('审批中');
    const changeId = await orderIdOf(staff);

    await openApproval(approver, 'approvalCarOrderDetail', changeId);
    await expect(approver.getByTestId('change-table')).toBeVisible();
    await expect(approver.getByText('会议推迟到下午')).toBeVisible();
    await keepScreenshot(approver, testInfo, 'car-approval-change');
    await approveHere(approver);

    await staff.goto('./#/applyCarV3/carV3ModifyList');
    const row = staff.getByTestId('car-change-card').filter({ hasText: '会议推迟到下午' });
    await expect(row).toBeVisible();
    await keepScreenshot(staff, testInfo, 'car-modify-list');
    await row.click();
    await expect(staff.getByTestId('status-tag').first()).toHaveText('已变更');
    await keepScreenshot(staff, testInfo, 'car-modify-detail');
    await staff.goto(`./#/applyCarV3/carOrderDetailV3?id=${id}`);
    await expect(staff.getByText('变更记录')).toBeVisible();
  });

  test("statistics over the seeded months; the driver's entry opens his trips of the day; a vehicle repair approved and finished", async ({
    tenant,
  }, testInfo) => {
    const admin = await userPage(testInfo, tenant, DEMO_PHONE);
    const driver = await userPage(testInfo, tenant, DRIVER_PHONE);
    await admin.goto('./#/applyCarV3/carV3Statistics');
    await expect(admin.getByTestId('bar-chart').first()).toBeVisible();
    await expect(admin.getByTestId('total-orders')).not.toHaveText('0');
    await expect(admin.getByTestId('stat-table')).toHaveCount(3);
    await keepScreenshot(admin, testInfo, 'car-statistics');
    await admin.locator('.adm-selector-item', { hasText: '费用' }).click();
    await expect(admin.getByTestId('bar-chart').first()).toContainText('¥');
    await admin.goto('./#/applyCarV3/carV3DrivingStatistics');
    await expect(admin.getByTestId('stat-table').last()).toContainText('京A·C1003');
    await keepScreenshot(admin, testInfo, 'car-driving-statistics');

    // spec 6: is_off3driver's 司机任务 entry on home opens his trips of today (a seeded one waits)
    await driver.goto('./#/mPage');
    await driver.getByText('司机任务', { exact: true }).click();
    await expect.poll(() => hashPath(driver)).toBe('/applyCarV3');
    await expect(driver.getByRole('tab', { name: '司机任务', selected: true })).toBeVisible();
    await expect(driver.getByTestId('car-order-card').first()).toContainText('机场');
    await keepScreenshot(driver, testInfo, 'car-driver-day');
    await driver.getByRole('button', { name: '车辆报修' }).click();
    const sheet = driver.getByTestId('repair-sheet');
    await sheet.locator('.adm-selector-item', { hasText: '京A·C1004' }).click();
    await sheet.getByLabel('故障描述').fill(`胎压报警 ${testInfo.project.name}`);
    await sheet.locator('input[type=file]').setInputFiles({ name: '仪表盘.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await expectUploaded(sheet, 1);
    await keepScreenshot(driver, testInfo, 'car-repair');
    await sheet.getByRole('button', { name: '确定' }).click();
    await expect(driver.getByText('报修已提交，等待审批')).toBeVisible();

    // the administrator (head of 行政部) approves it and records the repair done
    await admin.goto('./#/approvalProcess');
    const todo = admin.getByTestId('order-row').filter({ hasText: `京A·C1004 维修` });
    await todo.first().click();
    await expect.poll(() => hashPath(admin)).toBe('/approvalProcess/approvalCarRepairDetail');
    await approveHere(admin);
    await admin.getByRole('button', { name: '维修完成' }).click();
    await admin.getByRole('textbox', { name: '维修费用（元）' }).fill('320');
    await admin.getByRole('dialog', { name: '维修完成' }).getByRole('button', { name: '确定' }).click();
    await expect(admin.getByTestId('repair-cost')).toHaveText('¥320.00');
    await keepScreenshot(admin, testInfo, 'car-approval-repair');
  });
});
