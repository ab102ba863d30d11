import type { Page, TestInfo } from '@playwright/test';
import { directoryEndpoints, endpointUrl, formEndpoints } from '@campus/contracts';
import {
  apiAs,
  APPROVER_PHONE,
  blockPushStream,
  expect,
  hashPath,
  keepAccessibleScreenshot as keepScreenshot, // every kept screen is checked with axe
  newUserPage,
  releaseUser,
  PLAIN_STAFF_PHONE,
  signIn,
  test,
  type TenantInfo,
} from '../fixtures.ts';
import { pickInOptionPicker } from '../pickers.ts';
import { openPushAbout as openPushDialog } from '../push-dialogs.ts';

/**
 * Orders and approvals, client part: a staff starts a 通用申请 flow naming the
 * approver; the approver gets the push, opens the detail and approves or
 * rejects; the applicant then sees the result on the order.
 */

const TEMPLATE = '通用申请';
const APPROVER_NAME = '审批人';
/** The staff a step is handed to: neither the applicant nor the approver. */
const TRANSFER_TO = '维修员';
/** The applicant of every journey: the plain staff 普通员工. */
const APPLICANT_PHONE = PLAIN_STAFF_PHONE;

/**
 * A user's own browser. Only the approver's page takes pushes (that is under
 * test); the others refuse the stream, so no dialog of another test's order
 * covers their screen.
 */
async function userPage(testInfo: TestInfo, pushes: boolean): Promise<Page> {
  const { page } = await newUserPage(testInfo);
  if (!pushes) await blockPushStream(page);
  return page;
}

/** A title no other test (or project sharing the company) uses, so its push and row are told apart. */
function uniqueTitle(kind: string, project: string): string {
  return `${kind}-${project}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Fills and sends the 通用申请 form as the signed-in staff; ends on the new order's detail. */
async function startFlow(page: Page, title: string, screenshot?: () => Promise<void>): Promise<void> {
  await page.goto('./#/flowSend');
  await expect(
    page.getByTestId('form-templates'),
    'the applicant opens /flowSend (the permission rules must authorise flowSend for this staff)',
  ).toBeVisible();
  await page.getByTestId('form-templates').locator('.adm-list-item', { hasText: TEMPLATE }).first().click();
  await expect.poll(() => hashPath(page)).toBe('/flowSend/flowSendDetail');
  await page.getByRole('textbox', { name: '标题' }).fill(title);
  await page.getByPlaceholder('请输入事由').fill('参加客户技术交流会');
  await page.locator('.adm-form-item', { hasText: '日期' }).click();
  await page.locator('.adm-picker').getByText('确定').click();
  await page.getByPlaceholder('请输入金额').fill('1200');

  // the approver: its own screen (flowSendSelStaff); the form keeps its values meanwhile
  await page.getByTestId('flow-approvers').click();
  await expect.poll(() => hashPath(page)).toBe('/flowSend/flowSendSelStaff');
  await pickInOptionPicker(page, APPROVER_NAME);
  await expect.poll(() => hashPath(page)).toBe('/flowSend/flowSendDetail');
  await expect(page.getByTestId('flow-approvers')).toContainText(`1. ${APPROVER_NAME}`);
  await expect(page.getByPlaceholder('请输入事由')).toHaveValue('参加客户技术交流会');
  await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue(title);
  if (screenshot) await screenshot();

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect.poll(() => hashPath(page)).toBe('/approvalProcess/approvalFormsDetail');
  await expect(page.getByTestId('order-title')).toHaveText(title);
  await expect(page.getByTestId('status-tag').first()).toHaveText('审批中');
  await expect(page.getByTestId('step-state').first()).toHaveText('待审批');
}

/** The push dialog about `title`: 查看 opens the order's detail. */
async function openPushAbout(page: Page, title: string): Promise<void> {
  await openPushDialog(page, title);
  await expect.poll(() => hashPath(page)).toBe('/approvalProcess/approvalFormsDetail');
  await expect(page.getByTestId('order-title')).toHaveText(title);
}

/** The applicant signs in again and finds the order among 我发起的, then opens it. */
async function applicantOpens(page: Page, tenant: TenantInfo, title: string, status: string): Promise<void> {
  await signIn(page, tenant, APPLICANT_PHONE, '/approvalProcess?tab=mine');
  await expect(
    page.getByTestId('approval-list-mine'),
    'the applicant opens /approvalProcess (the rules must authorise approval_order for this staff)',
  ).toBeVisible();
  const row = page.getByTestId('order-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('status-tag')).toHaveText(status);
  await row.click();
  await expect.poll(() => hashPath(page)).toBe('/approvalProcess/approvalFormsDetail');
  await expect(page.getByTestId('status-tag').first()).toHaveText(status);
}

test.describe('orders and approvals (issue "Orders and approvals", client)', () => {
  // two or three people's sessions, pushes and screenshots in one test
  test.setTimeout(120_000);

  test('a staff starts a 通用申请 flow, the approver approves from the push, the applicant sees 已通过', async ({ tenant }, testInfo) => {
    const title = uniqueTitle('通过', testInfo.project.name);
    const approver = await userPage(testInfo, true);
    const staff = await userPage(testInfo, false);
    await signIn(approver, tenant, APPROVER_PHONE);
    await expect(approver.locator('html[data-push-stream="open"]')).toHaveCount(1, { timeout: 15_000 }); // the push stream is connected

    await signIn(staff, tenant, APPLICANT_PHONE);
    await startFlow(staff, title, () => keepScreenshot(staff, testInfo, 'approval-flow-form'));
    await releaseUser(staff.context());

    await openPushAbout(approver, title);
    await expect(approver.getByTestId('status-tag').first()).toHaveText('审批中');
    await expect(approver.getByText('参加客户技术交流会')).toBeVisible();
    await keepScreenshot(approver, testInfo, 'approval-detail');
    await approver.getByRole('button', { name: '同意', exact: true }).click();
    const sheet = approver.getByTestId('comment-popup');
    await sheet.getByRole('textbox').fill('同意参加');
    await sheet.getByRole('button', { name: '同意', exact: true }).click();
    await expect(approver.getByText('操作成功')).toBeVisible();
    await expect(approver.getByTestId('status-tag').first()).toHaveText('已通过');
    await expect(approver.getByTestId('step-state').first()).toHaveText('已通过');
    await expect(approver.getByTestId('order-actions')).toHaveCount(0);

    await approver.goto('./#/approvalProcess?tab=done');
    const done = approver.getByTestId('order-row').filter({ hasText: title });
    await expect(done.getByTestId('status-tag')).toHaveText('已通过');
    await expect(done).not.toContainText('审批时间--');
    await keepScreenshot(approver, testInfo, 'approval-list');

    const applicant = await userPage(testInfo, false);
    await applicantOpens(applicant, tenant, title, '已通过');
    await expect(applicant.getByText('审批意见：同意参加')).toBeVisible();
    const approvedAt = applicant.getByTestId('detail-row').filter({ hasText: '审批时间' });
    await expect(approvedAt).toHaveText(/审批时间\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await keepScreenshot(applicant, testInfo, 'approval-applicant-approved');
  });

  test('the approver rejects with a reason, the applicant sees 已驳回 and the reason', async ({ tenant }, testInfo) => {
    const title = uniqueTitle('驳回', testInfo.project.name);
    const reason = '预算超出部门额度';
    const approver = await userPage(testInfo, true);
    const staff = await userPage(testInfo, false);
    await signIn(approver, tenant, APPROVER_PHONE);
    await expect(approver.locator('html[data-push-stream="open"]')).toHaveCount(1, { timeout: 15_000 }); // the push stream is connected

    await signIn(staff, tenant, APPLICANT_PHONE);
    await startFlow(staff, title);
    await releaseUser(staff.context());

    await openPushAbout(approver, title);
    await approver.getByRole('button', { name: '驳回', exact: true }).click();
    const sheet = approver.getByTestId('comment-popup');
    await sheet.getByRole('button', { name: '驳回', exact: true }).click();
    await expect(sheet.getByText('请填写驳回原因')).toBeVisible(); // checked before anything is sent
    await sheet.getByRole('textbox').fill(reason);
    await sheet.getByRole('button', { name: '驳回', exact: true }).click();
    await expect(approver.getByText('操作成功')).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await expect(approver.getByTestId('status-tag').first()).toHaveText('已驳回');
    await expect(approver.getByTestId('reject-reason')).toHaveText(reason);
    await keepScreenshot(approver, testInfo, 'approval-detail-rejected');

    const applicant = await userPage(testInfo, false);
    await applicantOpens(applicant, tenant, title, '已驳回');
    await expect(applicant.getByTestId('reject-reason')).toHaveText(reason);
    await expect(applicant.getByTestId('step-state').first()).toHaveText('已驳回');
  });

  test('the approver hands the step to another staff (转交 opens 选择审批人), the chain shows 已转交', async ({ tenant }, testInfo) => {
    const title = uniqueTitle('转交', testInfo.project.name);
    const approver = await userPage(testInfo, true);
    const staff = await userPage(testInfo, false);
    await signIn(approver, tenant, APPROVER_PHONE);
    await expect(approver.locator('html[data-push-stream="open"]')).toHaveCount(1, { timeout: 15_000 }); // the push stream is connected

    // the flow itself is covered above: here the applicant starts it through the API
    await signIn(staff, tenant, APPLICANT_PHONE);
    const templates = (await apiAs(staff, 'GET', endpointUrl(formEndpoints.listTemplates))).data as Array<{ id: string; name: string }>;
    const general = templates.find((template) => template.name === TEMPLATE);
    const found = (await apiAs(staff, 'GET', endpointUrl(directoryEndpoints.listStaffs, {}, { search: APPROVER_NAME }))).data as {
      results: Array<{ id: string; name: string }>;
    };
    const approverId = found.results.find((person) => person.name === APPROVER_NAME)?.id;
    const created = await apiAs(staff, 'POST', endpointUrl(formEndpoints.startFlow), {
      template_id: general?.id,
      title,
      values: { reason: '采购办公用品', date: '2026-05-01' },
      approvers: [approverId],
    });
    expect(created.status).toBe(201);
    await releaseUser(staff.context());

    await openPushAbout(approver, title);
    await approver.getByRole('button', { name: '转交', exact: true }).click();
    await expect.poll(() => hashPath(approver)).toBe('/approvalProcess/approvalFormsDetail/selectApprover');
    const picker = approver.getByTestId('option-picker');
    await pickInOptionPicker(approver, TRANSFER_TO);
    await expect(approver.getByTestId('transfer-staff')).toContainText(TRANSFER_TO);
    await expect(picker).toHaveCount(0); // the picker has slid away
    await approver.getByPlaceholder('请输入转交说明（选填）').fill('请维修员审批');
    await keepScreenshot(approver, testInfo, 'approval-select-approver');
    await approver.getByRole('button', { name: '确认转交' }).click();
    await expect(approver.getByText('操作成功')).toBeVisible();
    await expect.poll(() => hashPath(approver)).toBe('/approvalProcess/approvalFormsDetail');
    await expect(approver.getByTestId('step-state')).toHaveText(['已转交', '待审批']);
    await expect(approver.getByTestId('approval-steps')).toContainText(`转交给：${TRANSFER_TO}`);
    await expect(approver.getByTestId('order-actions')).toHaveCount(0);
  });

  test('issue 34: step 1 of two approved says so (第 1 步通过，待 演示员工 审批) and 已审批 shows when; the applicant opens on 我发起的', async ({
    tenant,
  }, testInfo) => {
    const title = uniqueTitle('两级', testInfo.project.name);
    const staff = await userPage(testInfo, false);
    const approver = await userPage(testInfo, false);
    await signIn(staff, tenant, APPLICANT_PHONE);
    const templates = (await apiAs(staff, 'GET', endpointUrl(formEndpoints.listTemplates))).data as Array<{ id: string; name: string }>;
    const idOf = async (name: string) =>
      (
        (await apiAs(staff, 'GET', endpointUrl(directoryEndpoints.listStaffs, {}, { search: name }))).data as {
          results: Array<{ id: string; name: string }>;
        }
      ).results.find((person) => person.name === name)?.id;
    const created = await apiAs(staff, 'POST', endpointUrl(formEndpoints.startFlow), {
      template_id: templates.find((template) => template.name === TEMPLATE)?.id,
      title,
      values: { reason: '两级审批', date: '2026-05-01' },
      approvers: [await idOf(APPROVER_NAME), await idOf('演示员工')],
    });
    expect(created.status).toBe(201);
    const id = (created.data as { id: string }).id;

    await signIn(approver, tenant, APPROVER_PHONE, `/approvalProcess/approvalFormsDetail?id=${id}`);
    await approver.getByRole('button', { name: '同意', exact: true }).click();
    await approver.getByTestId('comment-popup').getByRole('button', { name: '同意', exact: true }).click();
    await expect(approver.getByText('操作成功')).toBeVisible();
    await expect(approver.getByTestId('status-tag').first()).toHaveText('审批中');
    const approved = approver.getByTestId('audit-event').filter({ hasText: `${APPROVER_NAME} 同意` });
    await expect(approved.getByTestId('audit-outcome')).toHaveText('第 1 步通过，待 演示员工 审批');
    await keepScreenshot(approver, testInfo, 'approval-step-passed');
    // 已审批: the order still waits for step 2, yet the row says when he approved it
    await approver.goto('./#/approvalProcess?tab=done');
    const done = approver.getByTestId('order-row').filter({ hasText: title });
    await expect(done.getByTestId('status-tag')).toHaveText('审批中');
    await expect(done).toContainText(/审批时间\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await keepScreenshot(approver, testInfo, 'approval-done-in-approval');

    // the plain staff's approval centre opens on 我发起的; nothing of his own under 待我审批
    await staff.goto('./#/approvalProcess');
    await expect(staff.getByRole('tab', { name: '我发起的' })).toHaveAttribute('aria-selected', 'true');
    await expect(staff.getByTestId('approval-list-mine').getByTestId('order-row').filter({ hasText: title })).toBeVisible();
    await keepScreenshot(staff, testInfo, 'approval-staff-mine');
    await staff.getByRole('tab', { name: '待我审批' }).click();
    await expect(staff.getByTestId('approval-list-todo')).toBeVisible();
    await expect(staff.getByTestId('order-row').filter({ hasText: title })).toHaveCount(0);
  });
});
