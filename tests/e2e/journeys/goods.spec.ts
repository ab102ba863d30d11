import type { Page, TestInfo } from '@playwright/test';
import { endpointUrl, goodsCatalogEndpoints, goodsOrderEndpoints, systemEndpoints } from '@campus/contracts';
import { pickDay, pickInOptionPicker } from '../pickers.ts';
import {
  apiAs,
  APPROVER_PHONE,
  blockPushStream,
  DEMO_PHONE,
  expect,
  hashPath,
  keepAccessibleScreenshot,
  newUserPage,
  releaseUser,
  signIn,
  test,
  type TenantInfo,
} from '../fixtures.ts';

/**
 * Goods and assets (issue 36), as a user tries them: scan a barcode to find paper, apply, have it
 * approved, collect it at the counter by the slip's QR code and see the stock fall; take toner and
 * give part of it back; ask for a starter kit; borrow a laptop, confirm the hand-over and return it;
 * move a leaver's two assets to a colleague who accepts. Each story has its own demo staff (quotas,
 * orders and assets are theirs alone).
 */

const KEEPER_PHONE = '13800000002'; // 维修员: the store keeper of 总务仓库
const DRIVER_PHONE = '13800000003'; // 公务车司机: receives the leaver's (巡检员's) laptops ZC-NB-001 and ZC-NB-002
const STAFF_PHONE = '13800000005'; // 普通员工
const WECHAT_PHONE = '13800000006'; // 微信员工

/** A fake native shell (docs/native-shell.md): its scanner answers what the test puts in __fakeShell.answers.scan. */
function fakeNativeShell(result: string): void {
  const answers: Record<string, unknown> = {
    support: { code: 0 },
    initPush: { code: 0 },
    clearCache: { code: 0 },
    loginSuccess: { code: 0 },
    scan: { code: 0, data: { result } },
  };
  (window as unknown as { LXDZBridge: unknown }).LXDZBridge = {
    call: (method: string) => Promise.resolve(answers[method] ?? { code: 404, msg: `unknown method ${method}` }),
    on: () => () => undefined,
  };
  (window as unknown as { __fakeShell: unknown }).__fakeShell = { answers };
}

/**
 * Another person's own browser, signed in, on `landing`; a scanner that answers `scan` when given. With
 * `landing` null the app is not opened yet: the caller's next address is its first load (a hash change
 * made while the app was still starting on another screen could be undone by that start).
 */
async function userPage(testInfo: TestInfo, tenant: TenantInfo, phone: string, landing: string | null, scan?: string): Promise<Page> {
  const { page } = await newUserPage(testInfo);
  await blockPushStream(page);
  if (scan !== undefined) await page.addInitScript(fakeNativeShell, scan);
  await signIn(page, tenant, phone, landing);
  return page;
}

/** An approver opens an order's approval detail (as the push or the to-do list opens it) and approves. */
async function approve(page: Page, detailPath: string, screenshot?: () => Promise<void>): Promise<void> {
  await page.goto(`./#${detailPath}`);
  await expect(page.getByTestId('status-tag').first()).toBeVisible();
  if (screenshot) await screenshot();
  await page.getByRole('button', { name: '同意', exact: true }).click();
  await page.getByTestId('comment-popup').getByRole('button', { name: '同意', exact: true }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
}

/** The `?id=` of the screen's address. */
async function idOnScreen(page: Page): Promise<string> {
  return page.evaluate(() => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('id') ?? '');
}

/** The server's day (Asia/Shanghai), as the forms' dates are. */
async function hubToday(page: Page): Promise<string> {
  const res = await apiAs(page, 'GET', endpointUrl(systemEndpoints.time));
  return (res.data as { local: string }).local.slice(0, 10);
}

/** A choice of an antd-mobile Selector by its label. */
const choose = (page: Page, label: string) => page.locator('.adm-selector-item', { hasText: label }).first().click();

test.describe('goods and assets (issue 36)', () => {
  // three people act in turn in a story, on a machine shared with other suites
  test.setTimeout(240_000);

  test("issue 36 / spec 9: a staff scans paper's barcode, applies within what the quota leaves (a refusal lands on the lines), the approvers approve, the store keeper scans the slip's QR code (确认领取) and the stock falls", async ({
    page,
    tenant,
  }, testInfo) => {
    await blockPushStream(page);
    await page.addInitScript(fakeNativeShell, 'CODE_128,6901234500011');
    await signIn(page, tenant, WECHAT_PHONE, '/materialReceive');
    await expect(page.getByTestId('goods-row').first()).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'goods-material-home');

    // spec 9: the code-128 result is a barcode: A4 paper, what is left and the quota before anything is filled
    await page.getByRole('button', { name: '扫描条码' }).click();
    await expect.poll(() => hashPath(page)).toBe('/materialReceive/materialSearch');
    await expect(page.getByTestId('search-label')).toHaveText('搜索：条码 6901234500011');
    const paper = page.getByTestId('goods-row').filter({ hasText: 'A4 打印纸' });
    await expect(paper).toHaveCount(1);
    await expect(paper.getByTestId('goods-left')).toHaveText('剩余 200包');
    await expect(paper.getByTestId('goods-quota')).toHaveText('按人每月限领10包 · 本期还可领10包');
    await page.getByRole('button', { name: '增加A4 打印纸' }).click();
    await page.getByRole('button', { name: '增加A4 打印纸' }).click();
    await keepAccessibleScreenshot(page, testInfo, 'goods-material-search');
    await page.getByRole('button', { name: '去申请' }).click();
    await expect.poll(() => hashPath(page)).toBe('/materialReceive/applyReceive');

    // the quota's limit: the count stops at what the period leaves (10)
    await page.getByRole('spinbutton', { name: 'A4 打印纸数量' }).fill('12');
    await expect(page.getByRole('spinbutton', { name: 'A4 打印纸数量' })).toHaveValue('10');
    await expect(page.getByRole('button', { name: '增加A4 打印纸' })).toBeDisabled();
    await page.getByRole('spinbutton', { name: 'A4 打印纸数量' }).fill('2');
    await expect(page.getByTestId('apply-total')).toContainText('¥50.00');
    await choose(page, '日常办公');
    await choose(page, '日常领用');
    await page.getByRole('textbox', { name: '领用原因' }).fill('部门打印');
    await keepAccessibleScreenshot(page, testInfo, 'goods-apply-receive');

    // meanwhile another application of the same person takes 9 of the month's 10: the server refuses
    // this one on its lines, the form reads the quota again and says what is left before it is sent again
    const found = await apiAs(page, 'GET', endpointUrl(goodsCatalogEndpoints.items, {}, { q: 'CODE_128,6901234500011' }));
    const a4 = (found.data as { results: { id: string }[] }).results[0]?.id;
    const projects = (await apiAs(page, 'GET', endpointUrl(goodsCatalogEndpoints.projects))).data as { id: string }[];
    const pickTypes = (await apiAs(page, 'GET', endpointUrl(goodsCatalogEndpoints.pickTypes))).data as { id: string }[];
    const other = await apiAs(page, 'POST', endpointUrl(goodsOrderEndpoints.apply), {
      order_type: 'goods',
      lines: [{ goods_id: a4, quantity: 9 }],
      project_id: projects[0]?.id,
      pick_type_id: pickTypes[0]?.id,
      reason: '会议资料',
      client_key: `e2e-paper-${Date.now()}`,
    });
    expect(other.status).toBe(201);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.locator('.adm-form-item-feedback-error')).toContainText('A4 打印纸超出领用限额（本期剩余1包）');
    await expect(page.getByTestId('quota-notice')).toContainText('A4 打印纸超出领用限额：最多可领1包');
    await expect(page.getByRole('button', { name: '提交申请' })).toBeDisabled();
    await keepAccessibleScreenshot(page, testInfo, 'goods-apply-over-quota');
    await page.getByRole('spinbutton', { name: 'A4 打印纸数量' }).fill('1');
    await expect(page.getByTestId('quota-notice')).toHaveCount(0);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => hashPath(page)).toBe('/materialReceive/goodsOrderForm');
    await expect(page.getByTestId('order-status')).toHaveText('审批中');
    const orderId = await idOnScreen(page);

    // the approver, then the head of 行政部 (the admin), approve it on its approval detail
    const approver = await userPage(testInfo, tenant, APPROVER_PHONE, null);
    await approve(approver, `/approvalProcess/approvalGoodsDetail?id=${orderId}`, async () => {
      await expect(approver.getByTestId('order-line').filter({ hasText: 'A4 打印纸' })).toContainText('×1包');
      await keepAccessibleScreenshot(approver, testInfo, 'goods-approval-detail');
    });
    await releaseUser(approver.context());
    const head = await userPage(testInfo, tenant, DEMO_PHONE, null);
    await approve(head, `/approvalProcess/approvalGoodsDetail?id=${orderId}`);
    await releaseUser(head.context());

    // 待领取: the slip's QR code (256×256, level H) to show at the counter
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('待领取');
    const qr = page.getByRole('img', { name: '领用单二维码' });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('width', '256');
    const code = (await page.getByTestId('slip-code').textContent())?.trim() ?? '';
    expect(code).not.toBe('');
    await keepAccessibleScreenshot(page, testInfo, 'goods-slip');

    // the store keeper scans it with the native shell's scanner and confirms 确认领取
    const keeper = await userPage(testInfo, tenant, KEEPER_PHONE, '/materialReceive?tab=keeper', `campus-goods-slip:${code}`);
    // the store keeper's list of slips waiting at the counter names it
    await expect(keeper.getByTestId('order-row').filter({ hasText: '微信员工 · A4 打印纸×1包' })).toBeVisible();
    await keepAccessibleScreenshot(keeper, testInfo, 'goods-keeper-home');
    await keeper.getByRole('button', { name: /扫码发放/ }).click();
    await expect.poll(() => hashPath(keeper)).toBe('/materialReceive/goodsOrderForm');
    await expect(keeper.getByTestId('order-line').filter({ hasText: 'A4 打印纸' })).toContainText('库存剩余 200包');
    await keepAccessibleScreenshot(keeper, testInfo, 'goods-keeper-slip');
    await keeper.getByRole('button', { name: '确认领取' }).click();
    await keeper.getByRole('dialog').getByRole('button', { name: '确认领取' }).click();
    await expect(keeper.getByTestId('order-status')).toHaveText('已完成');
    await expect(keeper.getByTestId('order-line').filter({ hasText: 'A4 打印纸' })).toContainText('库存剩余 199包');
    await releaseUser(keeper.context());

    // the applicant sees it done, no slip any more, and the paper's stock fallen by two
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('已完成');
    await expect(page.getByRole('img', { name: '领用单二维码' })).toHaveCount(0);
    await page.goto('./#/materialReceive/materialSearch?q=A4');
    await expect(page.getByTestId('goods-row').filter({ hasText: 'A4 打印纸' }).getByTestId('goods-left')).toHaveText('剩余 199包');
    await expect(page.getByTestId('goods-row').filter({ hasText: 'A4 打印纸' }).getByTestId('goods-quota')).toHaveText(
      '按人每月限领10包 · 本期还可领0包',
    );
  });

  test('issue 36: a staff takes three toner cartridges, the store keeper hands them over by the slip, and part is given back (never more than taken)', async ({
    page,
    tenant,
  }, testInfo) => {
    await blockPushStream(page);
    await signIn(page, tenant, STAFF_PHONE, '/consumeReceive');
    await page.getByRole('button', { name: '选择耗材' }).click();
    await expect.poll(() => hashPath(page)).toBe('/consumeReceive/consumeSelGoods');
    const toner = page.getByTestId('goods-row').filter({ hasText: '硒鼓' });
    await expect(toner.getByTestId('goods-left')).toHaveText('剩余 30个');
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: '增加硒鼓' }).click();
    await choose(page, '日常办公');
    await choose(page, '日常领用');
    await page.getByRole('textbox', { name: '领用原因' }).fill('打印机更换硒鼓');
    await expect(page.getByTestId('apply-total')).toContainText('¥540.00');
    await keepAccessibleScreenshot(page, testInfo, 'goods-consume-select');
    await page.getByRole('button', { name: '提交耗材申请' }).click();
    await expect.poll(() => hashPath(page)).toBe('/consumeReceive/consumeOrderDetail');
    await expect(page.getByTestId('order-status')).toHaveText('审批中');
    const orderId = await idOnScreen(page);

    const approver = await userPage(testInfo, tenant, APPROVER_PHONE, null);
    await approve(approver, `/approvalProcess/approvalConsumeDetail?id=${orderId}`, async () => {
      await expect(approver.getByTestId('order-line').filter({ hasText: '硒鼓' })).toContainText('×3个');
      await keepAccessibleScreenshot(approver, testInfo, 'goods-approval-consume');
    });
    await releaseUser(approver.context());

    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('待领取');
    const code = (await page.getByTestId('slip-code').textContent())?.trim() ?? '';
    const keeper = await userPage(testInfo, tenant, KEEPER_PHONE, '/consumeReceive', `campus-goods-slip:${code}`);
    await keeper.getByRole('button', { name: /扫码发放/ }).click();
    await expect.poll(() => hashPath(keeper)).toBe('/consumeReceive/consumeOrderDetail');
    await keeper.getByRole('button', { name: '确认领取' }).click();
    await keeper.getByRole('dialog').getByRole('button', { name: '确认领取' }).click();
    await expect(keeper.getByTestId('order-status')).toHaveText('已领取');
    await expect(keeper.getByTestId('order-line')).toContainText('库存剩余 27个');
    await releaseUser(keeper.context());

    // part back: the form stops at what was taken, and the stock comes back up
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('已领取');
    await page.getByRole('button', { name: '归还耗材' }).click();
    await expect.poll(() => hashPath(page)).toBe('/consumeReceive/consumeOrderDetail/consumeOrderReturn');
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: '增加硒鼓' }).click();
    await expect(page.getByRole('button', { name: '增加硒鼓' })).toBeDisabled();
    await page.getByRole('spinbutton', { name: '硒鼓数量' }).fill('1');
    await keepAccessibleScreenshot(page, testInfo, 'goods-consume-return');
    await page.getByRole('button', { name: '确认归还' }).click();
    await expect.poll(() => hashPath(page)).toBe('/consumeReceive/consumeOrderDetail');
    await expect(page.getByTestId('line-returned')).toHaveText('已归还 1个');
    await expect(page.getByTestId('order-line')).toContainText('库存剩余 28个');
    await expect(page.getByTestId('order-status')).toHaveText('已领取');
  });

  test('issue 36: the admin asks for two starter kits for new staff (ui staff picker); the approver approves and the slip is ready', async ({
    page,
    tenant,
  }, testInfo) => {
    await blockPushStream(page);
    await signIn(page, tenant, DEMO_PHONE, '/goodsSuite');
    await page.getByRole('button', { name: '申请新员工办公套件' }).click();
    await expect.poll(() => hashPath(page)).toBe('/goodsSuite/goodsSuiteSelItem');
    // the kit's card arrives above the form and moves it down: a tap aimed before that lands on the card
    await expect(page.getByText('每套参考价值')).toBeVisible();
    await page.getByText('请选择（可多选）').click();
    await pickInOptionPicker(page, '普通员工');
    await expect(page.getByTestId('suite-staff')).toHaveText('普通员工');
    await page.getByTestId('suite-staff').click();
    await pickInOptionPicker(page, '微信员工');
    await expect(page.getByTestId('suite-staff')).toHaveText('普通员工、微信员工');
    await choose(page, '新员工入职');
    await page.getByRole('textbox', { name: '申请原因' }).fill('两名新员工入职');
    await expect(page.getByTestId('suite-total')).toContainText('2 套');
    await keepAccessibleScreenshot(page, testInfo, 'goods-suite-apply');
    await page.getByRole('button', { name: '提交套件申请' }).click();
    await expect.poll(() => hashPath(page)).toBe('/goodsSuite/goodsSuiteOrderDetail');
    await expect(page.getByTestId('order-status')).toHaveText('审批中');
    await expect(page.getByTestId('order-line').filter({ hasText: '中性签字笔' })).toContainText('×4支');
    const orderId = await idOnScreen(page);

    const approver = await userPage(testInfo, tenant, APPROVER_PHONE, null);
    await approve(approver, `/approvalProcess/approvalGoodsSuiteDetail?id=${orderId}`, async () => {
      await keepAccessibleScreenshot(approver, testInfo, 'goods-approval-suite');
    });
    await releaseUser(approver.context());
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('待领取');
    await expect(page.getByRole('img', { name: '领用单二维码' })).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'goods-suite-slip');
  });

  test('issue 36: a staff borrows a free laptop, the approver approves, the borrower confirms the hand-over on their phone and returns it', async ({
    page,
    tenant,
  }, testInfo) => {
    await blockPushStream(page);
    await signIn(page, tenant, WECHAT_PHONE, '/assetReceive');
    await expect(page.getByText('我持有的资产（0）')).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'goods-asset-receive');
    await page.getByRole('button', { name: '资产借用' }).click();
    await expect.poll(() => hashPath(page)).toBe('/pBorrow');
    await page.getByRole('button', { name: '借用申请' }).click();
    await expect.poll(() => hashPath(page)).toBe('/pBorrow/pBorrowApply');
    await page.getByText('请选择空闲资产').click();
    await expect.poll(() => hashPath(page)).toBe('/pBorrow/pBorrowSelGoods');
    // free assets only: 巡检员's and 普通员工's laptops are not offered
    await expect(page.getByRole('checkbox', { name: '选择笔记本电脑 ZC-NB-004' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '选择笔记本电脑 ZC-NB-001' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: '选择笔记本电脑 ZC-NB-004' }).click();
    await keepAccessibleScreenshot(page, testInfo, 'goods-borrow-select');
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => hashPath(page)).toBe('/pBorrow/pBorrowApply');
    await expect(page.getByTestId('borrow-assets')).toHaveText('笔记本电脑 ZC-NB-004');
    const today = await hubToday(page);
    await pickDay(page, '归还日期', today);
    await page.getByRole('textbox', { name: '借用用途' }).fill('出差演示');
    await keepAccessibleScreenshot(page, testInfo, 'goods-borrow-apply');
    await page.getByRole('button', { name: '提交借用申请' }).click();
    await expect.poll(() => hashPath(page)).toBe('/pBorrow/pBorrowDetail');
    await expect(page.getByTestId('borrow-status')).toHaveText('审批中');
    const orderId = await idOnScreen(page);
    // spec 3: the detail reads `_pBorrowOrderId` when opened without ?id=
    expect(await page.evaluate(() => localStorage.getItem('_pBorrowOrderId'))).toBe(orderId);

    const approver = await userPage(testInfo, tenant, APPROVER_PHONE, null);
    await approve(approver, `/approvalProcess/approvalPBorrowDetail?id=${orderId}`, async () => {
      await expect(approver.getByTestId('asset-row')).toContainText('ZC-NB-004');
      await keepAccessibleScreenshot(approver, testInfo, 'goods-approval-borrow');
    });
    await releaseUser(approver.context());

    // opened cold without ?id= (spec 3: the screen reads the `_pBorrowOrderId` stash)
    await page.goto('./#/pBorrow/pBorrowDetail');
    await page.reload();
    await expect(page.getByTestId('borrow-status')).toHaveText('待交接');
    await page.getByRole('button', { name: '确认交接' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认交接' }).click();
    await expect(page.getByTestId('borrow-status')).toHaveText('借用中');
    await keepAccessibleScreenshot(page, testInfo, 'goods-borrow-detail');

    // on 资产管理: borrowed, with its due date
    await page.goto('./#/assetReceive');
    const borrowed = page.getByTestId('asset-row').filter({ hasText: 'ZC-NB-004' });
    await expect(borrowed.getByTestId('asset-due')).toContainText(`归还日期 ${today}`);
    await borrowed.click();
    await expect.poll(() => hashPath(page)).toBe('/pBorrow/pBorrowDetail');
    await page.getByRole('button', { name: '归还资产' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '归还' }).click();
    await expect(page.getByTestId('borrow-status')).toHaveText('已归还');

    // the store keeper sees the company's borrows and sends the overdue reminders (none is past its end date here)
    const keeper = await userPage(testInfo, tenant, KEEPER_PHONE, '/pBorrow?tab=keeper');
    await expect(keeper.getByTestId('borrow-row').filter({ hasText: '微信员工 · 笔记本电脑' }).first()).toBeVisible();
    await keeper.getByRole('button', { name: '发送逾期提醒' }).click();
    await expect(keeper.getByText(/^逾期 \d+ 单，已提醒 \d+ 人$/)).toBeVisible();
    await keepAccessibleScreenshot(keeper, testInfo, 'goods-borrow-keeper');
    await releaseUser(keeper.context());
  });

  test("issue 36: the store keeper moves a leaver's two laptops to a colleague; after approval the colleague accepts both and holds them", async ({
    page,
    tenant,
  }, testInfo) => {
    await blockPushStream(page);
    await signIn(page, tenant, KEEPER_PHONE, '/pTrans');
    await page.getByRole('button', { name: '新增调拨' }).click();
    await expect.poll(() => hashPath(page)).toBe('/pTrans/pTransSelectStaff');
    await pickInOptionPicker(page, '巡检员');
    await expect.poll(() => hashPath(page)).toBe('/pTrans/pTransAdd');
    await expect(page.getByTestId('trans-from')).toHaveText('巡检员');
    await page.getByText('选择巡检员名下的资产').click();
    await expect.poll(() => hashPath(page)).toBe('/pTrans/pTransAdd/pTransSelect');
    await page.getByRole('checkbox', { name: '选择笔记本电脑 ZC-NB-001' }).click();
    await page.getByRole('checkbox', { name: '选择笔记本电脑 ZC-NB-002' }).click();
    await keepAccessibleScreenshot(page, testInfo, 'goods-transfer-select');
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => hashPath(page)).toBe('/pTrans/pTransAdd');
    await page.getByText('请选择', { exact: true }).click();
    await expect.poll(() => hashPath(page)).toBe('/pTrans/pTransAdd/pTransSelStaff');
    await pickInOptionPicker(page, '公务车司机');
    await expect.poll(() => hashPath(page)).toBe('/pTrans/pTransAdd');
    await expect(page.getByTestId('trans-to')).toHaveText('公务车司机');
    await page.getByRole('textbox', { name: '调拨原因' }).fill('巡检员离职，资产移交');
    await keepAccessibleScreenshot(page, testInfo, 'goods-transfer-add');
    await page.getByRole('button', { name: '提交调拨申请' }).click();
    await expect.poll(() => hashPath(page)).toBe('/pTrans/pTransDetails');
    await expect(page.getByTestId('transfer-status')).toHaveText('审批中');
    const orderId = await idOnScreen(page);

    const approver = await userPage(testInfo, tenant, APPROVER_PHONE, null);
    await approve(approver, `/approvalProcess/approvalAssetTransferDetail?id=${orderId}`, async () => {
      await expect(approver.getByTestId('transfer-line')).toHaveCount(2);
      await keepAccessibleScreenshot(approver, testInfo, 'goods-approval-transfer');
    });
    await releaseUser(approver.context());

    const receiver = await userPage(testInfo, tenant, DRIVER_PHONE, '/pTrans?tab=receiving', 'CODE_128,ZC-NB-001');
    await receiver.getByTestId('transfer-row').filter({ hasText: 'ZC-NB-001' }).first().click();
    await expect.poll(() => hashPath(receiver)).toBe('/pTrans/pTransDetails');
    await expect(receiver.getByTestId('transfer-status')).toHaveText('待接收');
    await keepAccessibleScreenshot(receiver, testInfo, 'goods-transfer-receive');
    await receiver.getByRole('button', { name: '全部接收' }).click();
    await receiver.getByRole('dialog').getByRole('button', { name: '全部接收' }).click();
    await expect(receiver.getByTestId('transfer-status')).toHaveText('已完成');
    await expect(receiver.locator('[data-testid="transfer-line"][data-state="accepted"]')).toHaveCount(2);
    await receiver.goto('./#/assetReceive');
    await expect(receiver.getByTestId('asset-row').filter({ hasText: 'ZC-NB-001' })).toContainText('持有人 公务车司机');
    await expect(receiver.getByTestId('asset-row').filter({ hasText: 'ZC-NB-002' })).toBeVisible();
    await keepAccessibleScreenshot(receiver, testInfo, 'goods-assets-held');
    // spec 9: the laptop's Code-128 tag scanned opens it: now the receiver's, with its history
    await receiver.getByRole('button', { name: /扫描资产标签/ }).click();
    const detail = receiver.getByTestId('asset-detail');
    await expect(detail).toContainText('笔记本电脑 ZC-NB-001');
    await expect(detail.getByTestId('asset-detail-status')).toHaveText('使用中');
    await expect(detail).toContainText('公务车司机');
    await keepAccessibleScreenshot(receiver, testInfo, 'goods-asset-detail');
    await releaseUser(receiver.context());
  });
});
