import type { Page, TestInfo } from '@playwright/test';
import {
  approvalEndpoints,
  approvalStallEndpoints,
  directoryEndpoints,
  endpointUrl,
  formEndpoints,
  orderEndpoints,
  type ApprovalSettings,
} from '@campus/contracts';
import {
  apiAs,
  APPROVER_PHONE,
  blockPushStream,
  DEMO_PHONE,
  expect,
  expectUploaded,
  hashPath,
  keepAccessibleScreenshot as keepScreenshot, // every kept screen is checked with axe
  newUserPage,
  PLAIN_STAFF_PHONE,
  signIn,
  test,
} from '../fixtures.ts';

/**
 * Issue 41, approvals that never stall, as people use them: the applicant urges with a photo (shown
 * in the history) and the approver's screen shows the push; the approver selects 20 orders in
 * 待我审批 and approves them at once, one withdrawn meanwhile and named in the result; an approver
 * sets a delegate, an order then reaches the delegate (history: 由 X 代 Y 审批), the delegate adds a
 * signer after himself, the signer's step waits past its time-out and moves to his department head
 * (the administrator's 审批设置 screen answers a refused value on its field), and a copied colleague
 * finds the order under 抄送我的. Orders are set up through the API.
 */

const TEMPLATE = '通用申请';
/** A 96x64 PNG (the demo receipt of the files family): the urge's photo. */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAiElEQVR42u3csQkAIAwEwOw/gONZWbqDbpBOQuQkExz/8JUx13bJBQJAgMqBzqcPECBAvYFGkydBKgYIECBAgADZQRKkYoAAAQIECJAdJEEqBggQIECAANlBEqRigAABAgQIkB0kQYAAAQIECBAgO0iCAAECBAgQIEB2kAQBAlQP5GMBBwjQo7t6wE3WXfL0VQAAAABJRU5ErkJggg==',
  'base64',
);
const APPROVER_NAME = '审批人';
/** Delegation's people: few other journeys act as them, so their steps here are this journey's own. */
const DELEGATOR_PHONE = '13800000003'; // 公务车司机
const DELEGATOR_NAME = '公务车司机';
const DELEGATE_PHONE = '13800000001'; // 巡检员
const DELEGATE_NAME = '巡检员';
const COPIED_PHONE = '13800000002'; // 维修员
const COPIED_NAME = '维修员';

async function userPage(testInfo: TestInfo, pushes: boolean): Promise<Page> {
  const { page } = await newUserPage(testInfo);
  if (!pushes) await blockPushStream(page);
  return page;
}

function uniqueTitle(kind: string, project: string): string {
  return `${kind}-${project}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** PUT through the signed-in page (apiAs has GET and POST); answers the status. */
function putAs(page: Page, url: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ([to, payload]) =>
      (
        await fetch(to as string, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Authorization: `Token ${localStorage.getItem('token') ?? ''}` },
          body: JSON.stringify(payload),
        })
      ).status,
    [url, body] as const,
  );
}

async function staffIdOf(page: Page, name: string): Promise<string> {
  const found = (await apiAs(page, 'GET', endpointUrl(directoryEndpoints.listStaffs, {}, { search: name }))).data as {
    results: Array<{ id: string; name: string }>;
  };
  const id = found.results.find((person) => person.name === name)?.id;
  expect(id, `staff ${name}`).toBeTruthy();
  return id as string;
}

/** The signed-in applicant starts a 通用申请 flow naming `approverIds`; answers the order's id. */
async function startFlow(page: Page, title: string, approverIds: string[]): Promise<string> {
  const templates = (await apiAs(page, 'GET', endpointUrl(formEndpoints.listTemplates))).data as Array<{ id: string; name: string }>;
  const created = await apiAs(page, 'POST', endpointUrl(formEndpoints.startFlow), {
    template_id: templates.find((template) => template.name === TEMPLATE)?.id,
    title,
    values: { reason: '会议室设备采购', date: '2026-12-10' },
    approvers: approverIds,
  });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  return (created.data as { id: string }).id;
}

test.describe('approvals that never stall (issue 41)', () => {
  test.setTimeout(120_000);

  test('the applicant urges from the detail with a photo and the approver sees the push; 20 approved at once, the withdrawn one named', async ({
    tenant,
  }, testInfo) => {
    const prefix = uniqueTitle('批量', testInfo.project.name);
    const approver = await userPage(testInfo, true);
    const staff = await userPage(testInfo, false);
    await signIn(approver, tenant, APPROVER_PHONE, null);
    await signIn(staff, tenant, PLAIN_STAFF_PHONE, null);
    const approverId = await staffIdOf(staff, APPROVER_NAME);
    const ids: string[] = [];
    for (let i = 1; i <= 20; i += 1) ids.push(await startFlow(staff, `${prefix}-${String(i).padStart(2, '0')}`, [approverId]));

    // urge (催办): the button, then the approver's push, then the button says when it opens again
    await approver.goto('./#/approvalProcess?tab=todo');
    await expect(approver.locator('html[data-push-stream="open"]')).toHaveCount(1, { timeout: 15_000 });
    await staff.goto(`./#/approvalProcess/approvalFormsDetail?id=${ids[0] ?? ''}`);
    await staff.getByTestId('urge-button').click();
    await staff.getByTestId('comment-popup').getByRole('textbox').fill('下午开会要用');
    // a photo goes with the comment (the shared uploader) and shows in the order's history
    await staff
      .getByTestId('comment-files')
      .locator('input[type=file]')
      .setInputFiles({ name: '会议通知.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await expectUploaded(staff.getByTestId('comment-files'), 1);
    await staff.getByTestId('comment-popup').getByRole('button', { name: '催办' }).click();
    await expect(staff.getByText('已催办，审批人将收到提醒')).toBeVisible();
    await expect(staff.getByTestId('urge-button')).toHaveText(/^催办（\d{2}:\d{2}后可用）$/);
    await expect(staff.getByTestId('urge-button')).toBeDisabled();
    await expect(staff.getByTestId('audit-actor').last()).toHaveText('普通员工 催办');
    await expect(
      staff
        .getByTestId('audit-event')
        .last()
        .getByRole('button', { name: /^查看图片 会议通知\.png/ }),
    ).toBeVisible();
    await keepScreenshot(staff, testInfo, 'approval-stall-urged');
    const push = approver.getByRole('dialog').filter({ hasText: `催办通用流程「${prefix}-01」` });
    await expect(push).toBeVisible({ timeout: 15_000 });
    await push.getByRole('button', { name: /^(已阅|知道了)$/ }).dispatchEvent('click');

    // batch: select the 20 in 待我审批; the applicant withdraws one meanwhile
    await expect(approver.getByTestId('tab-count-todo')).toBeVisible();
    await approver.getByTestId('batch-mode').click();
    for (const title of ids.map((_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}`))
      await approver.getByRole('checkbox', { name: title, exact: true }).click();
    await expect(approver.getByTestId('batch-approve')).toHaveText('批量同意（20）');
    await keepScreenshot(approver, testInfo, 'approval-stall-batch');
    const withdrawn = await apiAs(staff, 'POST', endpointUrl(orderEndpoints.cancel, { id: ids[4] ?? '' }), {});
    expect(withdrawn.status).toBe(200);
    // the withdrawal's push (审批已撤销) reaches the approver's screen: he reads it, then sends the batch
    const revoked = approver.getByRole('dialog').filter({ hasText: `${prefix}-05` });
    await expect(revoked).toBeVisible({ timeout: 15_000 });
    await revoked.getByRole('button', { name: '已阅' }).dispatchEvent('click');
    await expect(revoked).toBeHidden();
    await approver.getByTestId('batch-approve').click();
    await approver.getByTestId('comment-popup').getByRole('button', { name: '批量同意（20）' }).click();
    const result = approver.getByTestId('batch-result');
    await expect(result).toContainText('已同意 19 条，1 条未能处理：');
    await expect(result.getByTestId('batch-failure')).toHaveText([`「${prefix}-05」单据不在审批中（当前状态：已取消）`]);
    await keepScreenshot(approver, testInfo, 'approval-stall-batch-result');
  });

  test('issue 33: 待我审批 loads its next page after the last row shown: two approved above it meanwhile, none below is skipped', async ({
    tenant,
  }, testInfo) => {
    const prefix = uniqueTitle('翻页', testInfo.project.name);
    const approver = await userPage(testInfo, false);
    const staff = await userPage(testInfo, false);
    await signIn(approver, tenant, APPROVER_PHONE, null);
    await signIn(staff, tenant, PLAIN_STAFF_PHONE, null);
    const approverId = await staffIdOf(staff, APPROVER_NAME);
    const titles = Array.from({ length: 25 }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}`);
    const ids: string[] = [];
    for (const title of titles) ids.push(await startFlow(staff, title, [approverId]));

    await approver.goto('./#/approvalProcess?tab=todo');
    const list = approver.getByTestId('approval-list-todo');
    const row = (title: string) => list.getByTestId('order-row').filter({ hasText: title });
    await expect(row(titles[24] ?? '')).toBeVisible();
    // Approved meanwhile (on another device): two of the rows page 1 shows. By offset, page 2 would
    // now start two rows further down and never show two of the orders below them.
    for (const id of ids.slice(20, 22)) {
      const approved = await apiAs(approver, 'POST', endpointUrl(orderEndpoints.approve, { id }), {});
      expect(approved.status, JSON.stringify(approved.data)).toBe(200);
    }
    const pageTwo = approver.waitForRequest((request) => /\/approval\/todo\/\?page=2&page_size=20&after=[0-9a-f-]{36}/.test(request.url()));
    for (let tries = 0; tries < 10 && !(await row(titles[0] ?? '').isVisible()); tries++) {
      await list.getByTestId('order-row').last().scrollIntoViewIfNeeded();
      await approver.mouse.wheel(0, 2000);
      await approver.waitForTimeout(300);
    }
    await pageTwo;
    for (const title of titles) await expect(row(title), title).toHaveCount(1);
    await keepScreenshot(approver, testInfo, 'approval-todo-next-page');
  });

  test('a delegate gets the step (由 X 代 Y 审批) and adds a signer after himself, whose step times out to his department head; a copied colleague finds it under 抄送我的', async ({
    tenant,
  }, testInfo) => {
    const title = uniqueTitle('代理', testInfo.project.name);
    const delegator = await userPage(testInfo, false);
    const delegate = await userPage(testInfo, false);
    const admin = await userPage(testInfo, false);
    await signIn(admin, tenant, DEMO_PHONE, null);
    const copiedId = await staffIdOf(admin, COPIED_NAME);
    // the company copies every 通用流程 to 维修员 at submission (put back at the end)
    const chain = (await apiAs(admin, 'GET', endpointUrl(approvalEndpoints.getChain, { order_type: 'forms' }))).data as {
      steps: Array<{ kind: string; staff_id?: string; department_id?: string }>;
    };
    const steps = chain.steps.map(({ kind, staff_id, department_id }) => (kind === 'staff' ? { kind, staff_id } : { kind, department_id }));
    const copyChain = (copies: object[]) =>
      putAs(admin, endpointUrl(approvalEndpoints.setChain, { order_type: 'forms' }), { steps, copies });
    expect(await copyChain([{ staff_id: copiedId, on: 'submit' }])).toBe(200);
    // the company's approval settings, put back at the end (the time-out below is set for this test only)
    const settingsUrl = endpointUrl(approvalStallEndpoints.getSettings);
    const settings = (await apiAs(admin, 'GET', settingsUrl)).data as ApprovalSettings;

    try {
      // the delegator names his delegate on the personal centre's 代理审批 screen
      await signIn(delegator, tenant, DELEGATOR_PHONE, '/userInfo');
      await delegator.getByText('代理审批', { exact: true }).click();
      await expect.poll(() => hashPath(delegator)).toBe('/approvalDelegate');
      await delegator.getByTestId('delegation-delegate').click();
      await delegator.getByPlaceholder('搜索姓名').fill(DELEGATE_NAME);
      await expect(delegator.locator('.adm-check-list-item')).toHaveCount(1);
      await delegator.locator('.adm-check-list-item', { hasText: DELEGATE_NAME }).click();
      await delegator.getByRole('button', { name: /^确定/ }).click();
      await expect(delegator.getByTestId('delegation-delegate')).toContainText(DELEGATE_NAME);
      await delegator.getByTestId('delegation-save').click();
      const mine = delegator.getByTestId('delegations-mine').getByTestId('delegation-row').filter({ hasText: DELEGATE_NAME });
      await expect(mine).toContainText('生效中');
      await keepScreenshot(delegator, testInfo, 'approval-stall-delegation');

      // an order for the delegator now reaches his delegate
      const staff = await userPage(testInfo, false);
      await signIn(staff, tenant, PLAIN_STAFF_PHONE, null);
      const orderId = await startFlow(staff, title, [await staffIdOf(staff, DELEGATOR_NAME)]);
      await signIn(delegate, tenant, DELEGATE_PHONE, '/approvalProcess?tab=todo');
      const row = delegate.getByTestId('order-row').filter({ hasText: title });
      await expect(row).toContainText(`代${DELEGATOR_NAME}审批`);
      await row.click();
      await expect(delegate.getByTestId('step-delegate')).toHaveText(`代理人：${DELEGATE_NAME}`);

      // 加签 after himself: he passes the step, 审批人 follows
      await delegate.getByRole('button', { name: '加签', exact: true }).click();
      const popup = delegate.getByTestId('add-signer-popup');
      await popup.getByTestId('add-signer-staff').click();
      const picker = delegate.getByTestId('option-picker');
      await picker.getByPlaceholder('搜索姓名').fill(APPROVER_NAME);
      // the search's answer replaces the first list: pick from it
      await expect(picker.locator('.adm-check-list-item')).toHaveCount(1);
      await picker.locator('.adm-check-list-item', { hasText: APPROVER_NAME }).click();
      await expect(picker).toContainText('已选 1 人');
      await picker.getByRole('button', { name: /^确定/ }).click();
      await popup.getByRole('button', { name: '确定' }).click();
      await expect(delegate.getByText('操作成功')).toBeVisible();
      await expect(delegate.getByTestId('step-state')).toHaveText(['已通过', '待审批']);
      await expect(delegate.getByTestId('step-acted-by')).toHaveText(`由${DELEGATE_NAME}代${DELEGATOR_NAME}审批`);
      await expect(delegate.getByTestId('audit-actor')).toContainText([
        `由${DELEGATE_NAME}代${DELEGATOR_NAME}审批 加签`,
        `由${DELEGATE_NAME}代${DELEGATOR_NAME}审批 同意`,
      ]);
      await keepScreenshot(delegate, testInfo, 'approval-stall-delegated');
      // the delegator's own 我已审批 shows who decided his step for him
      await delegator.goto('./#/approvalProcess?tab=done');
      await expect(
        delegator.getByTestId('approval-list-done').getByTestId('order-row').filter({ hasText: title }).getByTestId('row-decided-by'),
      ).toHaveText(`由${DELEGATE_NAME}代审批`);

      // time-out: 审批人's step (the second) waits past the company's 24 hours and moves to his department
      // head (演示员工, 行政部); the administrators' sweep runs it as of a day later (a demo server's trigger).
      // Only second steps of 通用流程 time out, and 审批人 is second on no other journey's order.
      const timeout = { seq: 2, after_hours: 24, action: 'department_head' };
      expect(await putAs(admin, settingsUrl, { ...settings, timeouts: { ...settings.timeouts, forms: [timeout] } })).toBe(200);
      const asOf = new Date(Date.now() + 25 * 3600_000).toISOString();
      const swept = await apiAs(admin, 'POST', endpointUrl(approvalStallEndpoints.sweep), { as_of: asOf });
      expect(swept.status, JSON.stringify(swept.data)).toBe(200);
      expect(await putAs(admin, settingsUrl, settings)).toBe(200);
      await admin.goto(`./#/approvalProcess/approvalFormsDetail?id=${orderId}`);
      await expect(admin.getByTestId('step-state')).toHaveText(['已通过', '已转交', '待审批']);
      await expect(admin.getByTestId('audit-event').last()).toContainText('系统 超时处理');
      await expect(admin.getByTestId('audit-event').last()).toContainText('超过24小时未处理，转交给演示员工');
      await expect(admin.getByRole('button', { name: '同意', exact: true })).toBeVisible();

      // 审批设置 (administrators, from the personal centre): the server's refusal shows on its field
      await admin.goto('./#/userInfo');
      await admin.getByText('审批设置', { exact: true }).click();
      await expect.poll(() => hashPath(admin)).toBe('/approvalSettings');
      await expect(admin.getByTestId('settings-order-type')).toContainText('通用流程');
      await admin.getByLabel('下班时间').fill('08:00');
      await admin.getByTestId('settings-save').click();
      await expect(admin.getByText('下班时间应晚于上班时间')).toBeVisible();
      await keepScreenshot(admin, testInfo, 'approval-stall-settings');

      // the copied colleague: 抄送我的, unread until he opens it
      const copied = await userPage(testInfo, false);
      await signIn(copied, tenant, COPIED_PHONE, '/approvalProcess?tab=cc');
      const copy = copied.getByTestId('approval-list-cc').getByTestId('order-row').filter({ hasText: title });
      await expect(copy.getByTestId('copy-read')).toHaveText('未读');
      await expect(copied.getByTestId('tab-count-cc')).toBeVisible();
      await keepScreenshot(copied, testInfo, 'approval-stall-copied');
      await copy.click();
      await expect(copied.getByTestId('order-title')).toHaveText(title);
      await copied.goBack();
      await expect(
        copied.getByTestId('approval-list-cc').getByTestId('order-row').filter({ hasText: title }).getByTestId('copy-read'),
      ).toHaveText('已读');
    } finally {
      expect(await copyChain([])).toBe(200);
      expect(await putAs(admin, settingsUrl, settings)).toBe(200);
      const list = (await apiAs(delegator, 'GET', endpointUrl(approvalStallEndpoints.listDelegations))).data as {
        mine: Array<{ id: string; state: string }>;
      };
      for (const d of list.mine ?? [])
        if (d.state !== 'ended') await apiAs(delegator, 'POST', endpointUrl(approvalStallEndpoints.cancelDelegation, { id: d.id }));
    }
  });
});
