import type { Page, TestInfo } from '@playwright/test';
import {
  apiAs,
  APPROVER_PHONE,
  blockPushStream,
  expect,
  expectUploaded,
  hashPath,
  keepAccessibleScreenshot as keep, // every kept screen is checked with axe
  loginCompany,
  newUserPage,
  PLAIN_STAFF_PHONE,
  releaseUser,
  signIn,
  test,
  type TenantInfo,
} from '../fixtures.ts';
import { pickInOptionPicker } from '../pickers.ts';
import { openPushAbout } from '../push-dialogs.ts';
import { sentCodes } from '../sms-outbox.ts';

/**
 * Reception and visitors (issue 37): a host creates a reception and assigns a child task whose
 * assignee sees it and adds a fee; once approved the host shares it, starts and finishes it, and the
 * guest rates it; a visitor without an account books a visit from a phone, the host approves from the
 * push, the visitor's page shows the pass, the gate scans it once (a second scan is refused) and
 * the host is told by a push; a staff without a login applies to go out, is approved, leaves and returns through
 * the gate, and claims the going-out subsidy.
 */

const PATROL_PHONE = '13800000001'; // 巡检员: a patrolman, the gate's guard
const PATROL_NAME = '巡检员';
const HOST_NAME = '普通员工';

/** A 96x64 PNG: stands in for the photo of a receipt. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAiElEQVR42u3csQkAIAwEwOw/gONZWbqDbpBOQuQkExz/8JUx13bJBQJAgMqBzqcPECBAvYFGkydBKgYIECBAgADZQRKkYoAAAQIECJAdJEEqBggQIECAANlBEqRigAABAgQIkB0kQYAAAQIECBAgO0iCAAECBAgQIEB2kAQBAlQP5GMBBwjQo7t6wE3WXfL0VQAAAABJRU5ErkJggg==',
  'base64',
);

/** A fake native shell (docs/native-shell.md): its scanner answers what the test puts in __fakeShell.answers.scan. */
function fakeNativeShell(): void {
  const answers: Record<string, unknown> = {
    support: { code: 0 },
    initPush: { code: 0 },
    clearCache: { code: 0 },
    loginSuccess: { code: 0 },
    scan: { code: 0, data: { result: '' } },
  };
  (window as unknown as { LXDZBridge: unknown }).LXDZBridge = {
    call: (method: string) => Promise.resolve(answers[method] ?? { code: 404, msg: `unknown method ${method}` }),
    on: () => () => undefined,
  };
  (window as unknown as { __fakeShell: unknown }).__fakeShell = { answers };
}

/** The scanner's next answer. */
async function willScan(page: Page, value: string): Promise<void> {
  await page.evaluate((result) => {
    (window as unknown as { __fakeShell: { answers: Record<string, unknown> } }).__fakeShell.answers.scan = { code: 0, data: { result } };
  }, value);
}

/** Another person's own browser, signed in (no push dialogs over the screens under test). */
async function userPage(testInfo: TestInfo, tenant: TenantInfo, phone: string, shell = false): Promise<Page> {
  const { page } = await newUserPage(testInfo);
  await blockPushStream(page);
  if (shell) await page.addInitScript(fakeNativeShell);
  await signIn(page, tenant, phone, null);
  return page;
}

/** A browser of someone without an account. */
async function anonymousPage(testInfo: TestInfo): Promise<Page> {
  const { page } = await newUserPage(testInfo);
  await blockPushStream(page);
  return page;
}

/** Confirms the open picker (a closed one stays in the page, hidden). */
async function confirmPicker(page: Page): Promise<void> {
  await page.locator('.adm-picker-header-button:visible', { hasText: '确定' }).click();
}

/** Opens the date-time field `label` and confirms the wheels where they start (now, or the suggested time). */
async function pickTime(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}：`) }).click();
  await confirmPicker(page);
  await expect(page.getByRole('button', { name: new RegExp(`^${label}：\\d{4}-`) })).toBeVisible();
}

/** The approver (or host) opens the order titled `title` from 待审批 and approves it. */
async function approveFromTodo(page: Page, title: string | RegExp, detail: string): Promise<void> {
  await page.goto('./#/approvalProcess?tab=todo');
  const row = page.getByTestId('order-row').filter({ hasText: title }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.click();
  await approveOnDetail(page, detail);
}

/** On the order's approval detail (opened from a list or a push): 同意 with the comment sheet. */
async function approveOnDetail(page: Page, detail: string): Promise<void> {
  await expect.poll(() => hashPath(page)).toBe(`/approvalProcess/${detail}`);
  await expect(page.getByTestId('status-tag').first()).toBeVisible();
  await page.getByRole('button', { name: '同意', exact: true }).click();
  await page.getByTestId('comment-popup').getByRole('button', { name: '同意', exact: true }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
}

/** A phone no seeded staff has, different per run and project. */
const visitorPhone = (testInfo: TestInfo): string => `139${String(Date.now() + testInfo.parallelIndex * 7919).slice(-8)}`;

test.describe('reception and visitors (issue 37)', () => {
  // several people's sessions, a gate and screenshots in one story
  test.setTimeout(240_000);

  test('issue 37 /reception, /RApprove, /RSP, /RSC: a host creates a reception with hosts picked and reviewed, assigns a child task; the assignee sees it, updates it and adds a fee with a receipt photo; the approver approves it; a guest without an account opens the shared page; the host starts and finishes it and the guest rates it once', async ({
    page,
    tenant,
  }, testInfo) => {
    const title = `来访考察 ${testInfo.project.name} ${String(Date.now()).slice(-6)}`;
    await blockPushStream(page);
    await signIn(page, tenant, PLAIN_STAFF_PHONE, '/reception');
    await expect(page.getByTestId('reception-row').first()).toBeVisible({ timeout: 20_000 });
    await keep(page, testInfo, 'visitor-reception-list');

    // the form: guests, dates, place, hosts picked on receptionSelStaff and reviewed on receptionSelectedStaffs
    await page.getByRole('button', { name: '新建接待' }).click();
    await expect.poll(() => hashPath(page)).toBe('/reception');
    await page.getByPlaceholder('如：华东精密制造来访考察').fill(title);
    await page.getByPlaceholder('来宾所在单位').fill('南方测试仪器有限公司');
    await page.getByRole('textbox', { name: '来宾1姓名' }).fill('王总');
    await page.getByRole('textbox', { name: '来宾1职务' }).fill('总经理');
    await page.getByRole('button', { name: /^开始日期：/ }).click();
    await confirmPicker(page);
    await page.getByRole('button', { name: /^结束日期：/ }).click();
    await confirmPicker(page);
    await page.getByPlaceholder('如：行政楼一楼会议室').fill('行政楼二楼会议室');
    await page.getByPlaceholder('选填，如 3000').fill('2000');
    await page.getByTestId('hosts-row').click();
    await expect.poll(() => hashPath(page)).toBe('/reception/receptionSelStaff');
    await pickInOptionPicker(page, HOST_NAME);
    await expect.poll(() => hashPath(page)).toBe('/reception/receptionSelStaff/receptionSelectedStaffs');
    await expect(page.getByTestId('selected-staffs')).toContainText(HOST_NAME);
    await keep(page, testInfo, 'visitor-reception-selected-hosts');
    await page.getByRole('button', { name: /^完成/ }).click();
    await expect(page.getByTestId('hosts-row')).toHaveText(HOST_NAME);
    // what was typed stayed while the pickers were open
    await expect(page.getByPlaceholder('如：华东精密制造来访考察')).toHaveValue(title);
    await keep(page, testInfo, 'visitor-reception-create');
    await page.getByRole('button', { name: '提交审批' }).click();
    await expect.poll(() => hashPath(page)).toBe('/reception/receptionDetail');
    await expect(page.getByText(title).first()).toBeVisible();

    // a child task for the patrolman (receptionEditChild, its assignees on receptionECSelStaffs)
    await page.getByTestId('add-child').click();
    await expect.poll(() => hashPath(page)).toBe('/reception/receptionDetail/receptionEditChild');
    await page.getByPlaceholder('如：安排车辆接站').fill('安排车辆接站');
    await page.getByTestId('assignees-row').click();
    await expect.poll(() => hashPath(page)).toBe('/reception/receptionDetail/receptionECSelStaffs');
    await pickInOptionPicker(page, PATROL_NAME);
    await expect.poll(() => hashPath(page)).toBe('/reception/receptionDetail/receptionECSelectedStaffs');
    await page.getByRole('button', { name: /^完成/ }).click();
    await expect(page.getByTestId('assignees-row')).toHaveText(PATROL_NAME);
    await expect(page.getByPlaceholder('如：安排车辆接站')).toHaveValue('安排车辆接站');
    await pickTime(page, '截止时间');
    await page.getByRole('button', { name: '保存子任务' }).click();
    await expect.poll(() => hashPath(page)).toBe('/reception/receptionDetail/receptionChild');
    await expect(page.getByText('子任务：安排车辆接站')).toBeVisible();

    // the assignee: his task push (VISITOR, reception/task) names the task; the task opens from it
    const guard = await userPage(testInfo, tenant, PATROL_PHONE);
    const messages = await apiAs(guard, 'GET', '/9077/api/messages/?page=1&page_size=20');
    const push = (messages.data as { results: { msg_type: string; extras: { msg_id: string } }[] }).results.find(
      (m) => m.msg_type === 'VISITOR',
    );
    expect(push, 'the assignee got the task push').toBeDefined();
    await guard.goto(`./#/reception/receptionDetail/receptionChild?id=${push?.extras.msg_id ?? ''}`);
    await expect(guard.getByText('子任务：安排车辆接站')).toBeVisible({ timeout: 20_000 });
    await guard.locator('.adm-selector-item', { hasText: '进行中' }).click();
    await expect(guard.getByTestId('task-state')).toHaveText('进行中');
    await keep(guard, testInfo, 'visitor-reception-task-assignee');
    // the reception is on his 分配给我 list
    await guard.goto('./#/reception?tab=assigned');
    await expect(guard.getByTestId('reception-row').filter({ hasText: title })).toBeVisible();

    // the assignee adds a fee to his task with its receipt photo (receptionAddFee, receptionFeeSelTask)
    await guard.getByTestId('reception-row').filter({ hasText: title }).click();
    await guard.getByText('接待费用', { exact: true }).click();
    await expect.poll(() => hashPath(guard)).toBe('/reception/receptionOrderFee');
    await guard.getByRole('button', { name: '添加费用' }).click();
    await guard.getByTestId('fee-task-row').click();
    await expect.poll(() => hashPath(guard)).toBe('/reception/receptionOrderFee/receptionFeeSelTask');
    await guard.locator('.adm-list-item', { hasText: '安排车辆接站' }).click();
    await expect(guard.getByTestId('fee-task-row')).toHaveText('安排车辆接站');
    await guard.getByPlaceholder('如：午餐、会议室茶歇').fill('接站油费');
    await guard.getByPlaceholder('如 268.50').fill('86.5');
    await guard.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PHOTO });
    await expectUploaded(guard, 1);
    await keep(guard, testInfo, 'visitor-reception-add-fee');
    await guard.getByRole('button', { name: '保存费用' }).click();
    await expect.poll(() => hashPath(guard)).toBe('/reception/receptionOrderFee');
    await expect(guard.getByTestId('fee-total')).toHaveText('¥86.50');
    await keep(guard, testInfo, 'visitor-reception-fees');

    // the approver approves it on /RApprove (plans and preparations read-only)
    const approver = await userPage(testInfo, tenant, APPROVER_PHONE);
    await approver.goto('./#/RApprove');
    const pending = approver.getByTestId('reception-row').filter({ hasText: title });
    await expect(pending).toBeVisible({ timeout: 20_000 });
    await pending.click();
    await expect.poll(() => hashPath(approver)).toBe('/RApprove/RApproveDetail');
    await approver.getByText('接待方案（日程）').click();
    await expect.poll(() => hashPath(approver)).toBe('/RApprove/RApproveDetail/RApprovePlans');
    await approver.goBack();
    await keep(approver, testInfo, 'visitor-rapprove-detail');
    await approver.getByRole('button', { name: '同意', exact: true }).click();
    await approver.locator('.adm-dialog').getByRole('button', { name: '同意' }).click();
    await expect(approver.getByTestId('status-tag').first()).toHaveText('待接待');

    // the host shares it: the guests' page opens without an account and shows its agenda only
    await page.getByText('查看接待详情').click();
    await expect.poll(() => hashPath(page)).toBe('/reception/receptionDetail');
    await page.getByRole('button', { name: '生成来宾分享链接' }).click();
    const link = (await page.getByTestId('share-link').textContent()) ?? '';
    expect(link).toContain('#/RSP?share=');
    const guest = await anonymousPage(testInfo);
    await guest.goto(`./#${link.split('#')[1] ?? ''}`);
    await expect(guest.getByText(title)).toBeVisible({ timeout: 20_000 });
    await keep(guest, testInfo, 'visitor-rsp');

    // the host hosts it (开始接待, then 完成接待: each asked first), and the guest rates it on /RSC
    const progress = async (action: string, status: string) => {
      await page.getByTestId('reception-progress').filter({ hasText: action }).click();
      await page.locator('.adm-dialog').getByRole('button', { name: action }).click();
      await expect(page.getByTestId('status-tag').first()).toHaveText(status);
    };
    await progress('开始接待', '接待中');
    await expect(page.getByTestId('reception-progress')).toHaveText('完成接待');
    await keep(page, testInfo, 'visitor-reception-detail');
    await progress('完成接待', '已完成');
    await expect(page.getByTestId('reception-progress')).toHaveCount(0);
    const share = new URLSearchParams(link.split('?')[1]).get('share') ?? '';
    await guest.goto(`./#/RSC?share=${share}`);
    await guest.getByRole('radio', { name: '5', exact: true }).tap(); // the stars follow touches
    await guest.getByRole('textbox', { name: '评价' }).fill('安排周到，谢谢');
    await keep(guest, testInfo, 'visitor-rsc');
    await guest.getByRole('button', { name: '提交评价' }).click();
    await expect(guest.getByText(`${title} · 感谢您的评价`)).toBeVisible();
    await expect(guest.getByTestId('share-comment')).toContainText('安排周到，谢谢');
  });

  test('issue 37 /makingAppointment (no login): a visitor books with a phone code, the host approves from the push, the pass QR shows; the gate scans it once, a second scan is refused, the host is told by a push', async ({
    page,
    tenant,
  }, testInfo) => {
    const companyId = loginCompany(tenant);
    const phone = visitorPhone(testInfo);
    const visitor = `访客${String(Date.now()).slice(-4)}`;

    // the host, signed in with his push stream (approval and arrival come as push dialogs)
    await signIn(page, tenant, PLAIN_STAFF_PHONE, '/makingAppointment');

    // the visitor, no account: the booking link of the company
    const guest = await anonymousPage(testInfo);
    await guest.goto(`./#/makingAppointment?company_id=${companyId}`);
    await expect(guest.getByTestId('public-company')).toBeVisible({ timeout: 20_000 });
    await guest.getByPlaceholder('您的姓名').fill(visitor);
    await guest.getByPlaceholder('接收验证码').fill(phone);
    const before = sentCodes(testInfo, phone, companyId).length;
    await guest.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => sentCodes(testInfo, phone, companyId).length).toBe(before + 1);
    await guest.getByPlaceholder('6位验证码').fill(sentCodes(testInfo, phone, companyId).at(-1) ?? '');
    await guest.getByPlaceholder('被访人姓名').fill(HOST_NAME);
    await guest.getByPlaceholder('被访人手机号').fill(PLAIN_STAFF_PHONE);
    await guest.getByPlaceholder('如：商务洽谈').fill('洽谈年度采购');
    await pickTime(guest, '到访时间');
    await pickTime(guest, '离开时间');
    await keep(guest, testInfo, 'visitor-booking-form');
    await expect(page.locator('html[data-push-stream="open"]')).toHaveCount(1, { timeout: 15_000 });
    await guest.getByRole('button', { name: '提交预约' }).click();
    await expect.poll(() => new URL(guest.url()).hash).toMatch(/^#\/makingAppointment\?visit=/);
    await expect(guest.getByTestId('status-tag')).toHaveText('待审批');
    await expect(guest.getByText('等待被访人审批，审批通过后显示通行码')).toBeVisible();
    await keep(guest, testInfo, 'visitor-pass-waiting');
    const visitorLink = new URL(guest.url()).hash;

    // another token shows nothing (the link is the key)
    const stranger = await anonymousPage(testInfo);
    await stranger.goto('./#/makingAppointment?visit=notarealvisitlink0000000000');
    await expect(stranger.getByText('链接无效或已失效')).toBeVisible({ timeout: 20_000 });

    // the host approves it from the push (查看 opens 来访审批); pushes not about this visitor are dismissed
    await openPushAbout(page, visitor);
    await approveOnDetail(page, 'approvalVisitDetail');
    await page.goto('./#/makingAppointment'); // back to his visits (the arrival push opens the visit afresh)

    // the visitor's page now shows the live pass
    await guest.goto(`./${visitorLink}`);
    await guest.reload();
    await expect(guest.getByTestId('status-tag')).toHaveText('待到访', { timeout: 20_000 });
    const qr = (await guest.getByTestId('pass-qr').getAttribute('data-qr')) ?? '';
    expect(qr).toMatch(/^CHP1\./);
    await expect(guest.getByRole('img', { name: '通行二维码' })).toBeVisible();
    await keep(guest, testInfo, 'visitor-pass-qr');

    // the gate: the patrolman scans it in (the host's scanner), then again: refused
    const gate = await userPage(testInfo, tenant, PATROL_PHONE, true);
    await gate.goto('./#/makingAppointment?view=gate');
    await expect(gate.getByRole('button', { name: /扫码核验/ })).toBeVisible({ timeout: 20_000 });
    await willScan(gate, qr);
    await gate.getByRole('button', { name: /扫码核验/ }).click();
    await expect(gate.getByTestId('gate-result')).toHaveAttribute('data-ok', 'true');
    await expect(gate.getByTestId('gate-result')).toContainText(visitor);
    await keep(gate, testInfo, 'visitor-gate-ok');
    await gate.getByRole('button', { name: /扫码核验/ }).click();
    await expect(gate.getByTestId('gate-result')).toHaveAttribute('data-ok', 'false');
    await expect(gate.getByTestId('gate-result')).toContainText('该通行码已使用');
    await keep(gate, testInfo, 'visitor-gate-refused');

    // the host is told: the arrival push opens the visit, and his visit shows 已到访 with the gate record
    await openPushAbout(page, `您的访客${visitor}`);
    await expect.poll(() => hashPath(page)).toBe('/approvalProcess/approvalVisitDetail');
    await expect(page.getByTestId('status-tag').first()).toHaveText('已到访');
    await page.goto('./#/makingAppointment');
    const row = page.getByTestId('visit-row').filter({ hasText: visitor });
    await expect(row.getByTestId('status-tag')).toHaveText('已到访', { timeout: 20_000 });
    await row.click();
    await expect(page.getByText(/入场 · /)).toBeVisible();
    await keep(page, testInfo, 'visitor-host-visit');
    await releaseUser(stranger.context());
  });

  test('issue 37 /companyLetOff: a staff applies to take goods out, the approver approves, the gate releases it once (a second scan is refused)', async ({
    page,
    tenant,
  }, testInfo) => {
    const reason = `送修示波器 ${testInfo.project.name} ${String(Date.now()).slice(-5)}`;
    await blockPushStream(page);
    await signIn(page, tenant, PLAIN_STAFF_PHONE, '/companyLetOff');
    const applicant = `申请人${String(Date.now()).slice(-4)}`;
    await page.getByRole('button', { name: '新建放行申请' }).click();
    await expect(page.getByPlaceholder('姓名')).toHaveValue(HOST_NAME);
    await page.getByPlaceholder('姓名').fill(applicant);
    await page.getByRole('textbox', { name: '物品1名称' }).fill('示波器');
    await page.getByRole('textbox', { name: '物品1数量' }).fill('2');
    await page.getByPlaceholder('如：设备外送维修').fill(reason);
    await pickTime(page, '开始时间');
    await pickTime(page, '结束时间');
    await keep(page, testInfo, 'visitor-letoff-form');
    await page.getByRole('button', { name: '提交放行申请' }).click();
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/companyLetOff\?pass=/);
    await expect(page.getByTestId('status-tag')).toHaveText('审批中');

    const approver = await userPage(testInfo, tenant, APPROVER_PHONE);
    await approveFromTodo(approver, `${applicant} 物品放行`, 'approvalLetOffDetail');

    await page.reload();
    await expect(page.getByTestId('status-tag')).toHaveText('待放行', { timeout: 20_000 });
    const qr = (await page.getByTestId('pass-qr').getAttribute('data-qr')) ?? '';
    await keep(page, testInfo, 'visitor-letoff-pass');

    const gate = await userPage(testInfo, tenant, PATROL_PHONE, true);
    await gate.goto('./#/makingAppointment?view=gate');
    await gate.locator('.adm-selector-item', { hasText: '出场' }).click();
    await willScan(gate, qr);
    await gate.getByRole('button', { name: /扫码核验/ }).click();
    await expect(gate.getByTestId('gate-result')).toHaveAttribute('data-ok', 'true');
    await expect(gate.getByTestId('gate-result')).toContainText('已出场');
    await gate.getByRole('button', { name: /扫码核验/ }).click();
    await expect(gate.getByTestId('gate-result')).toHaveAttribute('data-ok', 'false');
    await page.reload();
    await expect(page.getByTestId('status-tag')).toHaveText('已放行', { timeout: 20_000 });
    // the link's secret is no login token: the staff is still signed in after opening it
    await page.goto('./#/companyLetOff');
    await expect(page.getByTestId('letoff-row').first()).toBeVisible();
    await expect(page.getByText('登录信息已失效，请重新登录')).toHaveCount(0);
  });

  test('issue 37 /outApplyList (no login) and /outSubsidy: a staff proves his phone, applies to go out, is approved, leaves and returns through the gate, and claims the subsidy', async ({
    page,
    tenant,
  }, testInfo) => {
    const companyId = loginCompany(tenant);
    const destination = `市档案馆 ${testInfo.project.name} ${String(Date.now()).slice(-5)}`;

    // no login: the phone proves who he is
    const staff = await anonymousPage(testInfo);
    await staff.goto(`./#/outApplyList?company_id=${companyId}`);
    await staff.getByPlaceholder('登记的手机号').fill(PLAIN_STAFF_PHONE);
    const before = sentCodes(testInfo, PLAIN_STAFF_PHONE, companyId).length;
    await staff.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => sentCodes(testInfo, PLAIN_STAFF_PHONE, companyId).length).toBe(before + 1);
    await staff.getByPlaceholder('6位验证码').fill(sentCodes(testInfo, PLAIN_STAFF_PHONE, companyId).at(-1) ?? '');
    await keep(staff, testInfo, 'visitor-out-identity');
    await staff.getByRole('button', { name: '验证身份' }).click();
    await expect(staff.getByText(`申请人：${HOST_NAME}`)).toBeVisible();
    await staff.getByRole('button', { name: '新建外出申请' }).click();
    await expect.poll(() => hashPath(staff)).toBe('/outApplyList/outApply');
    await staff.getByPlaceholder('如：到市政务中心办理证照').fill('调阅项目档案');
    await staff.getByPlaceholder('如：市政务服务中心').fill(destination);
    await pickTime(staff, '外出时间');
    await pickTime(staff, '返回时间');
    await staff.getByPlaceholder('外出期间的联系电话').fill(PLAIN_STAFF_PHONE);
    await keep(staff, testInfo, 'visitor-out-apply-form');
    await staff.getByRole('button', { name: '提交申请' }).click();
    await expect(staff.getByTestId('status-tag').first()).toHaveText('审批中');

    // the approver approves it (the generic detail shows its fields)
    const approver = await userPage(testInfo, tenant, APPROVER_PHONE);
    await approveFromTodo(approver, `外出：${destination}`, 'approvalFormsDetail');

    await staff.reload();
    await expect(staff.getByTestId('status-tag').first()).toHaveText('待外出', { timeout: 20_000 });
    const qr = (await staff.getByTestId('pass-qr').getAttribute('data-qr')) ?? '';
    await keep(staff, testInfo, 'visitor-out-pass');

    // the gate records leaving, then the return
    const gate = await userPage(testInfo, tenant, PATROL_PHONE, true);
    await gate.goto('./#/makingAppointment?view=gate');
    await gate.locator('.adm-selector-item', { hasText: '出场' }).click();
    await willScan(gate, qr);
    await gate.getByRole('button', { name: /扫码核验/ }).click();
    await expect(gate.getByTestId('gate-result')).toHaveAttribute('data-ok', 'true');
    await gate.locator('.adm-selector-item', { hasText: '入场' }).click();
    await gate.getByRole('button', { name: /扫码核验/ }).click();
    await expect(gate.getByTestId('gate-result')).toHaveAttribute('data-ok', 'true');
    await staff.reload();
    await expect(staff.getByTestId('status-tag').first()).toHaveText('已返回', { timeout: 20_000 });

    // signed in, he claims the subsidy: days × the daily rate, computed on the server
    await blockPushStream(page);
    await signIn(page, tenant, PLAIN_STAFF_PHONE, '/outSubsidy');
    const claimable = page.getByTestId('claimable-row').filter({ hasText: destination });
    await expect(claimable).toBeVisible({ timeout: 20_000 });
    await keep(page, testInfo, 'visitor-subsidy-claimable');
    await claimable.getByRole('button', { name: '申请补贴' }).click();
    await expect.poll(() => hashPath(page)).toBe('/outSubsidy/outSubsidyDetail');
    await expect(page.getByTestId('status-tag').first()).toHaveText('审批中');
    await expect(page.getByTestId('subsidy-total')).toHaveText(/^¥\d+\.\d{2}$/);
    await keep(page, testInfo, 'visitor-subsidy-detail');
    // one claim per application: it is no longer offered
    await page.goto('./#/outSubsidy');
    await expect(page.getByTestId('subsidy-row').filter({ hasText: destination })).toBeVisible();
    await expect(page.getByTestId('claimable-row').filter({ hasText: destination })).toHaveCount(0);
    // the approver approves the claim on its own detail
    await approveFromTodo(approver, `外出补贴：${destination}`, 'approvalOutSubsidyDetail');
    await expect(approver.getByTestId('subsidy-total')).toBeVisible();
  });
});
