import { endpointUrl, payEndpoints } from '@campus/contracts';
import type { Page } from '@playwright/test';
import {
  apiAs,
  APPROVER_PHONE,
  blockPushStream,
  expect,
  hashPath,
  keepAccessibleScreenshot,
  newUserPage,
  releaseUser,
  PLAIN_STAFF_PHONE,
  signIn,
  test,
} from '../fixtures.ts';

/**
 * Shuttle and plant buses (issue 13), as a user tries them: buy a ticket with the sandbox, show
 * its QR code, have a driver check it (the native shell's scanner, then a typed code); apply for a
 * route seat and have it approved; a monthly ticket from the balance after a top-up; a failed and
 * a late payment; a plant bus booking and its line's map. Each story has its own demo staff (a
 * seat, a balance or an application is theirs alone).
 */

const DRIVER_PHONE = '13800000003';
const PATROL_PHONE = '13800000001';
const REPAIRMAN_PHONE = '13800000002';
const WECHAT_STAFF_PHONE = '13800000006';

/** A fake native shell (docs/native-shell.md): its scanner answers what the test puts in __fakeShell.answers.scan. */
function fakeNativeShell(): void {
  const answers: Record<string, unknown> = {
    support: { code: 0 },
    initPush: { code: 0 },
    clearCache: { code: 0 },
    loginSuccess: { code: 0 },
    scan: { code: 0, data: { result: 'CODE_128,6901234567892' } },
  };
  (window as unknown as { LXDZBridge: unknown }).LXDZBridge = {
    call: (method: string) => Promise.resolve(answers[method] ?? { code: 404, msg: `unknown method ${method}` }),
    on: () => () => undefined,
  };
  (window as unknown as { __fakeShell: unknown }).__fakeShell = { answers };
}

/** Opens a module from the home menu by its entry's name. */
async function openFromMenu(page: Page, name: string, path: string): Promise<void> {
  await page.goto('./#/mPage');
  await page.getByText(name, { exact: true }).first().click();
  await expect.poll(() => hashPath(page)).toBe(path);
}

/** On the purchase screen: pays with the method named; ends where its provider takes over. */
async function payWith(page: Page, method: '沙箱支付（演示）' | '余额支付'): Promise<void> {
  await expect.poll(() => hashPath(page)).toBe('/buy');
  await page.getByText(method, { exact: true }).click();
  await page.getByRole('button', { name: /立即支付/ }).click();
}

/** A choice of an antd-mobile Selector by its label. */
const option = (page: Page, label: string) => page.locator('.adm-selector-item', { hasText: label }).first();

/**
 * The trip the buy screen opens on: the first that can be bought, already chosen (issue 34);
 * answers its label ('今天 07:40').
 */
async function preselectedTrip(page: Page): Promise<string> {
  const option = page.getByTestId('trip-selector').locator('.adm-selector-item:not(.adm-selector-item-disabled)').first();
  await expect(option).toHaveClass(/adm-selector-item-active/);
  // the option reads '今天 07:40' then its description ('05-12 余45座')
  return (await option.innerText()).split('\n')[0]?.trim() ?? '';
}

test.describe('buses (issue 13)', () => {
  // two people's sessions in one story, on a machine shared with other suites
  test.setTimeout(180_000);

  test('a staff buys a shuttle ticket with the sandbox, shows its QR code; a driver scans it once, the second scan is refused', async ({
    page,
    tenant,
  }, testInfo) => {
    await blockPushStream(page);
    await signIn(page, tenant, PLAIN_STAFF_PHONE);
    await openFromMenu(page, '班车', '/bus');
    await expect(page.getByTestId('route-item').first()).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'bus-home');
    // 收藏 a route: it moves to the top, filled star
    const third = page.getByTestId('route-item').filter({ hasText: '3号线' });
    await third.getByRole('button', { name: '收藏' }).click();
    await expect(page.getByTestId('route-item').first().getByRole('button', { name: '取消收藏' })).toBeVisible();
    await page.getByTestId('route-item').first().getByRole('button', { name: '取消收藏' }).click();

    await page.getByTestId('route-item').filter({ hasText: '1号线' }).click();
    await expect.poll(() => hashPath(page)).toBe('/bus/busRouteDetail');
    await expect(page.getByTestId('trip-list')).toBeVisible();
    await expect(page.getByTestId('comment-list')).toContainText('早班车很准时');
    await keepAccessibleScreenshot(page, testInfo, 'bus-route-detail');

    await page.getByRole('button', { name: '购票', exact: true }).click();
    await expect.poll(() => hashPath(page)).toBe('/bus/busRouteApply/busBuyTicket');
    const trip = await preselectedTrip(page);
    await keepAccessibleScreenshot(page, testInfo, 'bus-buy-ticket');
    await page.getByRole('button', { name: '去支付 ¥5.00' }).click();
    await payWith(page, '沙箱支付（演示）');
    await expect(page.getByText('这是沙箱支付，仅用于演示和测试，不会产生真实扣款。')).toBeVisible();
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByText('支付成功').first()).toBeVisible();
    await page.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => hashPath(page)).toBe('/bus/busRouteApply/busPaySuccess');
    await expect(page.getByText('支付成功').first()).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'bus-pay-success');
    await page.getByRole('button', { name: '查看车票' }).click();
    await expect.poll(() => hashPath(page)).toBe('/bus/busTicketDetail');
    await expect(page.getByTestId('status-tag')).toHaveText('待乘车');
    const qr = page.getByRole('img', { name: '乘车二维码' });
    await expect(qr).toBeVisible();
    // spec 9: 256x256, black on white
    await expect(qr).toHaveAttribute('width', '256');
    await expect(qr).toHaveAttribute('height', '256');
    await expect(qr.locator('path').first()).toHaveAttribute('fill', '#ffffff');
    await expect(qr.locator('path').last()).toHaveAttribute('fill', '#000000');
    const code = (await page.getByTestId('ticket-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^BT[0-9A-Z]{16}$/);
    await keepAccessibleScreenshot(page, testInfo, 'bus-ticket-qr');

    // The driver, in the native shell (its scanner), opens the trip from the route and checks it.
    const { context, page: driver } = await newUserPage(testInfo);
    await driver.addInitScript(fakeNativeShell);
    await signIn(driver, tenant, DRIVER_PHONE, '/bus');
    await driver.getByTestId('route-item').filter({ hasText: '1号线' }).click();
    await driver
      .getByRole('button', { name: `验票 ${trip}` })
      .first()
      .click();
    await expect.poll(() => hashPath(driver)).toBe('/bus/busSoftCheck');
    await expect(driver.getByTestId('current-trip')).toContainText(`1号线 火车站—园区 ${trip}`);
    // a barcode that is no ticket
    await driver.getByRole('button', { name: /扫码验票/ }).click();
    await expect(driver.getByTestId('check-result')).toContainText('无法识别的车票码');
    // an empty scan: the spec's words
    await driver.evaluate(() => {
      (window as unknown as { __fakeShell: { answers: Record<string, unknown> } }).__fakeShell.answers.scan = {
        code: 0,
        data: { result: '' },
      };
    });
    await driver.getByRole('button', { name: /扫码验票/ }).click();
    await expect(driver.getByTestId('check-result')).toContainText('扫码获取信息失败');
    // the passenger's QR code
    await driver.evaluate((value) => {
      (window as unknown as { __fakeShell: { answers: Record<string, unknown> } }).__fakeShell.answers.scan = {
        code: 0,
        data: { result: value },
      };
    }, code);
    await driver.getByRole('button', { name: /扫码验票/ }).click();
    await expect(driver.getByTestId('check-result')).toHaveAttribute('data-ok', 'true');
    await expect(driver.getByTestId('check-result')).toContainText('普通员工');
    await keepAccessibleScreenshot(driver, testInfo, 'bus-check-ok');
    // the same code typed again: used once only
    await driver.getByRole('textbox', { name: '车票码' }).fill(code);
    await driver.getByRole('button', { name: '验票', exact: true }).click();
    await expect(driver.getByTestId('check-result')).toHaveAttribute('data-ok', 'false');
    await expect(driver.getByTestId('check-result')).toContainText('该车票已使用');
    await keepAccessibleScreenshot(driver, testInfo, 'bus-check-used');
    await releaseUser(context);

    // The passenger's ticket is used now; the trip can be rated.
    await page.reload();
    await expect(page.getByTestId('status-tag')).toHaveText('已使用');
    await expect(page.getByRole('img', { name: '乘车二维码' })).toHaveCount(0);
    await page.getByRole('button', { name: '评价行程' }).click();
    await page.getByRole('dialog', { name: '评价本次行程' }).getByRole('radio', { name: '4', exact: true }).tap(); // the stars follow touches
    await page.getByRole('textbox', { name: '说说这次乘车的感受（选填）' }).fill('司机开得很稳');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('司机开得很稳')).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: '4星' })).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'bus-ticket-used');
  });

  test('a staff applies for a seat on a route, the approver approves it in the approval centre, the pass appears', async ({
    page,
    tenant,
  }, testInfo) => {
    await blockPushStream(page);
    await signIn(page, tenant, WECHAT_STAFF_PHONE, '/bus');
    await page.getByRole('button', { name: '我的申请' }).click();
    await expect.poll(() => hashPath(page)).toBe('/bus/busApplyMore');
    await page.getByRole('button', { name: '新增申请' }).click();
    await expect.poll(() => hashPath(page)).toBe('/bus/busApplyAdd');
    await option(page, '2号线 高铁站—园区').click();
    await option(page, '集美学村').click();
    // sending without a reason: the schema's words beside the field
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('请填写申请事由')).toBeVisible();
    await page.getByRole('textbox', { name: '申请事由' }).fill('每天从集美上班');
    await keepAccessibleScreenshot(page, testInfo, 'bus-apply-form');
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => hashPath(page)).toBe('/bus/busRouteApply/busApplySuccess');
    await expect(page.getByText('申请已提交')).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'bus-apply-success');
    await page.getByRole('button', { name: '查看申请' }).click();
    await expect.poll(() => hashPath(page)).toBe('/bus/busApplyMore/busApplyDetail');
    await expect(page.getByTestId('status-tag').first()).toHaveText('审批中');

    const { context, page: approver } = await newUserPage(testInfo);
    await blockPushStream(approver);
    await signIn(approver, tenant, APPROVER_PHONE, '/approvalProcess');
    const row = approver.getByTestId('order-row').filter({ hasText: '乘车申请 2号线 高铁站—园区' }).filter({ hasText: '微信员工' }).first();
    await row.click();
    await expect.poll(() => hashPath(approver)).toBe('/approvalProcess/approvalBusDetail');
    await expect(approver.getByText('每天从集美上班')).toBeVisible();
    await expect(approver.getByText(/剩余名额 \d+/)).toBeVisible();
    await keepAccessibleScreenshot(approver, testInfo, 'bus-approval-detail');
    await approver.getByRole('button', { name: '同意', exact: true }).click();
    const sheet = approver.getByTestId('comment-popup');
    await sheet.getByRole('button', { name: '同意', exact: true }).click();
    await expect(approver.getByTestId('status-tag').first()).toHaveText('已通过');
    await releaseUser(context);

    await page.reload();
    await expect(page.getByTestId('status-tag').first()).toHaveText('已通过');
    await expect(page.getByRole('img', { name: '乘车证' })).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'bus-apply-approved');
    // giving the seat up (the application can be made again later)
    await page.getByRole('button', { name: '退出乘车' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('status-tag').first()).toHaveText('已退出');
  });

  test('a monthly ticket from the balance after a top-up; a failed then a late sandbox payment of a ticket', async ({
    page,
    tenant,
  }, testInfo) => {
    await blockPushStream(page);
    await signIn(page, tenant, PATROL_PHONE, '/bus');
    await page.getByRole('button', { name: '月票' }).click();
    await expect.poll(() => hashPath(page)).toBe('/bus/busMonthTicket');
    await option(page, '2号线 高铁站—园区').click();
    await keepAccessibleScreenshot(page, testInfo, 'bus-month-buy');
    // a retry finds the first attempt's top-up in the wallet: the refusal is the first attempt's to see
    const wallet = await apiAs(page, 'GET', endpointUrl(payEndpoints.wallet));
    const covered = (wallet.data as { balance_fen: number }).balance_fen >= 15_000;
    await page.getByRole('button', { name: '购买月票 ¥150.00' }).click();
    if (!covered) {
      // the balance does not cover it yet
      await payWith(page, '余额支付');
      await expect(page.getByText('余额不足')).toBeVisible();
      // top up ¥200.00 with the sandbox (from the menu, as a user would)
      await openFromMenu(page, '钱包充值', '/addBalance');
      await page.getByText('¥200.00', { exact: true }).click();
      await page.getByRole('button', { name: /立即支付/ }).click();
      await page.getByRole('button', { name: '确认支付' }).click();
      await expect(page.getByText('支付成功').first()).toBeVisible();
    }
    // back to the monthly ticket waiting for payment
    await page.goto('./#/bus/busMonthTicket');
    const pending = page.getByTestId('month-card').filter({ hasText: '待支付' }).first();
    await pending.getByRole('button', { name: '去支付' }).click();
    await payWith(page, '余额支付');
    await expect(page.getByText('支付成功').first()).toBeVisible();
    await page.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => hashPath(page)).toBe('/bus/busMonthTicket');
    const valid = page.getByTestId('month-card').filter({ hasText: '有效' }).first();
    await expect(valid.getByRole('img', { name: /月票/ })).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'bus-month-valid');

    // a ticket whose sandbox payment fails first, then arrives late
    await page.goto('./#/bus/busRouteApply/busBuyTicket');
    await option(page, '3号线 生活区—园区').click();
    await preselectedTrip(page);
    await page.getByRole('button', { name: '去支付 ¥2.00' }).click();
    await payWith(page, '沙箱支付（演示）');
    await page.getByRole('button', { name: '模拟支付失败' }).click();
    await expect(page.getByText('支付失败', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => hashPath(page)).toBe('/bus/busRouteApply/busPaySuccess');
    // the ticket page says why and offers to pay again (the seat stays held meanwhile)
    await expect(page.locator('.adm-nav-bar-title')).toHaveText('支付失败');
    await expect(page.getByText('沙箱支付失败（模拟）')).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'bus-pay-pending');
    await page.getByRole('button', { name: '去支付' }).click();
    await payWith(page, '沙箱支付（演示）');
    await page.getByRole('button', { name: '模拟延迟到账' }).click();
    await expect(page.getByText('等待支付结果')).toBeVisible();
    await expect(page.getByText('支付成功').first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => hashPath(page)).toBe('/bus/busRouteApply/busPaySuccess');
    await expect(page.getByRole('button', { name: '查看车票' })).toBeVisible();
  });

  test('a plant bus seat is booked for free; the line shows its stops and the bus’s last position, on a map when tiles are configured', async ({
    page,
    tenant,
  }, testInfo) => {
    await blockPushStream(page);
    await signIn(page, tenant, REPAIRMAN_PHONE);
    await openFromMenu(page, '厂区班车', '/plantBus');
    await expect(page.getByTestId('line-card').first()).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'plant-home');
    await page.getByRole('button', { name: '预约座位 厂区环线 A' }).click();
    await expect.poll(() => hashPath(page)).toBe('/plantBus/plantBusBook');
    await preselectedTrip(page);
    await page.getByRole('button', { name: '预约座位', exact: true }).click();
    await expect.poll(() => hashPath(page)).toBe('/plantBus/plantBusTicketDetail');
    await expect(page.getByTestId('status-tag')).toHaveText('已预约');
    await expect(page.getByRole('img', { name: '乘车二维码' })).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'plant-ticket');

    // no tile server: the stops as a list with the last position and time
    await page.goto('./#/plantBus');
    await page.getByRole('button', { name: '实时位置 厂区环线 A' }).click();
    await expect.poll(() => hashPath(page)).toBe('/plantBus/plantBusRecentMap');
    await expect(page.getByTestId('map-fallback')).toBeVisible();
    await expect(page.getByTestId('last-position')).toContainText('附近站点');
    await keepAccessibleScreenshot(page, testInfo, 'plant-recent');

    // a tile server configured: the same line on map tiles (served here by the test)
    const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN49uYDAAV+AsNMVhSGAAAAAElFTkSuQmCC', 'base64');
    await page.route('**/9077/api/bus/config/', (route) =>
      route.fulfill({ json: { map_tile_url: 'https://tiles.example.test/{z}/{x}/{y}.png', map_attribution: '© 示例地图' } }),
    );
    await page.route('https://tiles.example.test/**', (route) => route.fulfill({ body: pixel, contentType: 'image/png' }));
    await page.goto('./#/plantBus');
    await page.getByRole('button', { name: '线路地图 厂区环线 A' }).click();
    await expect.poll(() => hashPath(page)).toBe('/plantBus/plantBusMap');
    await expect(page.getByTestId('tile-map')).toBeVisible();
    await expect(page.getByTestId('bus-marker')).toHaveCount(1);
    await keepAccessibleScreenshot(page, testInfo, 'plant-map');
  });
});
