import type { Page } from '@playwright/test';
import { endpointUrl, hubToday, inspectEndpoints, type RoundInfo, type ViolationInfo } from '@campus/contracts';
import { pickDay, pickInOptionPicker } from '../pickers.ts';
import {
  apiAs,
  blockPushStream,
  expect,
  expectUploaded,
  hashPath,
  keepAccessibleScreenshot,
  newUserPage,
  PLAIN_STAFF_PHONE,
  signIn,
  test,
} from '../fixtures.ts';

/**
 * Inspection rounds and alarms (issue 39), as people try them: the patrolman scans a checkpoint
 * through 扫码签到 (/scanCode) with the location refused, walks the rest of today's round from its
 * screen, marks an item abnormal with a photo and the rectification opens; an alarm is reported by
 * hand with a clip, acknowledged, handed over, its clip played, and resolved by the new handler; scanning in a plain browser says
 * where scanning works (spec 8). A violation found on the round becomes a reform task, its responsible
 * person submits evidence and the patrolman accepts it.
 */

const PATROLMAN_PHONE = '13800000001'; // 巡检员: his routes' rounds, and a first-level alarm handler
const APPROVER_PHONE = '13800000004'; // 审批人: an alarm handler of the second level

/** The seeded tags of the demo checkpoints, by the point's name (packages/server/src/families/inspect/seed.ts). */
const TAGS: Record<string, string> = {
  东门岗亭: 'CP-A01',
  配电房: 'CP-A02',
  消防通道: 'CP-A03',
  宿舍楼大厅: 'CP-B01',
  食堂后厨: 'CP-B02',
};

const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAiElEQVR42u3csQkAIAwEwOw/gONZWbqDbpBOQuQkExz/8JUx13bJBQJAgMqBzqcPECBAvYFGkydBKgYIECBAgADZQRKkYoAAAQIECJAdJEEqBggQIECAANlBEqRigAABAgQIkB0kQYAAAQIECBAgO0iCAAECBAgQIEB2kAQBAlQP5GMBBwjQo7t6wE3WXfL0VQAAAABJRU5ErkJggg==',
  'base64',
);

/** The first bytes of an MP4 (brand isom), as the files service reads a clip. */
const CLIP = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);

/** A fake native shell (docs/native-shell.md): its scanner reads `__fakeShell.answers.scan`, its location is refused until a test allows it. */
function fakeNativeShell(firstScan: string): void {
  const answers: Record<string, unknown> = {
    support: { code: 0 },
    initPush: { code: 0 },
    clearCache: { code: 0 },
    loginSuccess: { code: 0 },
    scan: { code: 0, data: { result: firstScan } },
    getLocation: { code: -1 },
  };
  (window as unknown as { LXDZBridge: unknown }).LXDZBridge = {
    call: (method: string) => Promise.resolve(answers[method] ?? { code: 404, msg: `unknown method ${method}` }),
    on: () => () => undefined,
  };
  (window as unknown as { __fakeShell: unknown }).__fakeShell = { answers };
}

/** What the fake shell's scanner reads next, with the position allowed. */
async function nextScan(page: Page, result: string): Promise<void> {
  await page.evaluate((text) => {
    const shell = (window as unknown as { __fakeShell: { answers: Record<string, unknown> } }).__fakeShell;
    shell.answers.scan = { code: 0, data: { result: text } };
    shell.answers.getLocation = { code: 0, data: { latitude: 30.2741, longitude: 120.1551, accuracy: 20 } };
  }, result);
}

/** The `?id=` of the screen's address. */
const idOnScreen = (page: Page) => page.evaluate(() => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('id') ?? '');

/** Answers the check items of the point on screen: all normal, or the first abnormal with a photo. */
async function answerItems(page: Page, abnormal: boolean): Promise<void> {
  const popup = page.getByTestId('check-items');
  await expect(popup).toBeVisible();
  if (abnormal) {
    await popup.getByTestId('check-item').first().locator('.adm-selector-item', { hasText: '异常' }).click();
    await popup.locator('input[type=file]').setInputFiles({ name: '异常.png', mimeType: 'image/png', buffer: PHOTO });
    await expectUploaded(popup, 1);
  }
  await popup.getByRole('button', { name: '提交检查结果' }).click();
  await expect(popup).toBeHidden();
}

test.describe('inspection rounds and alarms (issue 39)', () => {
  test.setTimeout(150_000);

  test('issue 39 / spec 8, 9: 扫码签到 hands a checkpoint to the round (location refused: the spec’s words), the round is walked, an abnormal item with a photo opens a rectification; a violation becomes a reform task that is closed', async ({
    page,
    tenant,
  }, testInfo) => {
    await blockPushStream(page);
    await signIn(page, tenant, PATROLMAN_PHONE, null);
    // the round open now: A区日间巡检 by day (three points in order), else the overnight one
    const rounds = (await apiAs(page, 'GET', endpointUrl(inspectEndpoints.today))).data as RoundInfo[];
    const open = rounds.filter((r) => r.status === 'pending' || r.status === 'in_progress');
    const round = open.find((r) => r.route.name === 'A区日间巡检') ?? open[0];
    expect(round, 'a round of today is open').toBeDefined();
    const points = (round as RoundInfo).points.slice(0, 3);
    const tags = points.map((p) => TAGS[p.name] ?? '');

    // spec 9 / issue 39: the scanner's QR code is a checkpoint's: /inspect records it
    await page.addInitScript(fakeNativeShell, `campus-checkpoint:${tags[0] ?? ''}`);
    await page.goto('./#/scanCode');
    await expect.poll(() => hashPath(page)).toBe('/inspect');
    // spec 8: the location refused, the scan is still recorded
    await expect(page.getByText('获取定位权限失败，请通过手机开启').first()).toBeVisible();
    await answerItems(page, false);
    const card = page.getByTestId('section-card').filter({ hasText: (round as RoundInfo).route.name });
    await expect(
      card
        .getByTestId('round-point')
        .filter({ hasText: points[0]?.name ?? '' })
        .getByTestId('point-time'),
    ).toContainText('已打卡');
    await keepAccessibleScreenshot(page, testInfo, 'inspect-round');

    for (const [i, tag] of tags.entries()) {
      if (i === 0) continue;
      await nextScan(page, `CODE_128,${tag}`);
      await page.getByRole('button', { name: '扫码打卡' }).click();
      await answerItems(page, i === tags.length - 1);
    }
    await expect(page.getByText(/异常已生成整改/).first()).toBeVisible();
    await expect(card.getByTestId('round-meta')).toContainText(`已巡 ${String(tags.length)}/`);
    await card.getByRole('button', { name: '查看整改' }).click();
    await expect.poll(() => hashPath(page)).toBe('/inspect/inspectRectify/inspectRectifyDetail');
    await expect(page.getByTestId('state-tag').first()).toHaveText('待整改');
    await expect(page.getByRole('button', { name: /查看图片 异常\.png/ }).first()).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'inspect-rectify-detail');

    // issue 39: the scanner splits barcodes: an asset tag (his laptop's) opens the asset, not a checkpoint
    await nextScan(page, 'CODE_128,ZC-NB-001');
    await page.goto('./#/scanCode');
    await expect.poll(() => hashPath(page)).toBe('/assetReceive');
    await expect(page.getByTestId('asset-detail')).toContainText('ZC-NB-001');

    // issue 39: a violation found on the round (recorded through the API) raises a reform task for 普通员工
    const mark = `e2e${String(Date.now()).slice(-6)}`;
    const created = await apiAs(page, 'POST', endpointUrl(inspectEndpoints.createViolation), {
      rule: '消防通道堆放杂物',
      place: `消防通道 ${mark}`,
      description: '通道内堆放纸箱',
      source: 'round',
      round_id: (round as RoundInfo).id,
      client_key: `violation-${mark}`,
    });
    expect(created.status).toBe(201);
    await page.goto(`./#/saViolationDetail?id=${(created.data as ViolationInfo).id}`);
    await page.getByRole('button', { name: '下发整改任务' }).click();
    const raise = page.getByTestId('assign-popup');
    await raise.getByText('请选择整改责任人').click();
    await pickInOptionPicker(page, '普通员工');
    await expect(raise.getByTestId('assign-person')).toHaveText('普通员工');
    await pickDay(page, '整改期限', hubToday());
    await raise.getByRole('textbox', { name: '整改要求' }).fill('清走纸箱，保持通道畅通');
    await keepAccessibleScreenshot(page, testInfo, 'violation-raise-task');
    await raise.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => hashPath(page)).toBe('/saReformTaskList/saReformTaskDetail');
    await expect(page.getByTestId('state-tag').first()).toHaveText('待整改');
    const taskPath = `/saReformTaskList/saReformTaskDetail?id=${await idOnScreen(page)}`;

    // the responsible person submits evidence with a photo (as the INSPECT push opens the task)
    const { page: responsible } = await newUserPage(testInfo);
    await blockPushStream(responsible);
    await signIn(responsible, tenant, PLAIN_STAFF_PHONE, taskPath);
    await responsible.getByRole('button', { name: '提交整改材料' }).click();
    const proof = responsible.getByTestId('proof-popup');
    await proof.getByRole('textbox', { name: '整改情况' }).fill('纸箱已清走');
    await proof.locator('input[type=file]').setInputFiles({ name: '通道.png', mimeType: 'image/png', buffer: PHOTO });
    await expectUploaded(proof, 1);
    await proof.getByRole('button', { name: '提交' }).click();
    await expect(responsible.getByTestId('state-tag').first()).toHaveText('待验收');

    // the patrolman accepts it: the task is closed
    await page.reload();
    await page.getByRole('button', { name: '验收通过' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '验收通过' }).click();
    await expect(page.getByTestId('state-tag').first()).toHaveText('已完成');
    await expect(page.getByTestId('evidence-photos').getByRole('button', { name: /查看图片 通道\.png/ })).toBeVisible();
    // the kept screenshot shows the closed task, not the 已验收 toast over it (polled until it has gone)
    await expect(page.locator('.adm-toast-main', { hasText: '已验收' })).toBeHidden();
    await keepAccessibleScreenshot(page, testInfo, 'reform-task-closed');
  });

  test('issue 39 / spec 8: an alarm reported by hand is acknowledged, handed over and resolved; a scan in a plain browser says where scanning works', async ({
    page,
    tenant,
  }, testInfo) => {
    const mark = `e2e${String(Date.now()).slice(-6)}`;
    await blockPushStream(page);
    await signIn(page, tenant, PLAIN_STAFF_PHONE, '/scanCode');
    // spec 8: outside the supported apps
    await expect(page.getByText('请在钉钉、微信公众号或App内使用扫码功能').first()).toBeVisible();

    await page.goto('./#/alarmApply');
    await expect.poll(() => hashPath(page)).toBe('/alarmApply');
    await page.getByText('请选择告警类型').click();
    await expect.poll(() => hashPath(page)).toBe('/alarmApply/alarmASelType');
    await page.locator('.adm-check-list-item', { hasText: '设备故障' }).click();
    await expect.poll(() => hashPath(page)).toBe('/alarmApply');
    await expect(page.getByTestId('alarm-type')).toHaveText('设备故障');
    await page.getByRole('textbox', { name: '告警地点' }).fill(`1号楼配电室 ${mark}`);
    await page.getByRole('textbox', { name: '告警描述' }).fill('配电柜指示灯闪烁报警');
    // issue 39: a short clip with the report (the files service's video upload)
    await page.getByLabel('选择现场视频').setInputFiles({ name: '配电柜.mp4', mimeType: 'video/mp4', buffer: CLIP });
    await expect(page.getByTestId('video-name')).toContainText('配电柜.mp4');
    await keepAccessibleScreenshot(page, testInfo, 'alarm-apply');
    await page.getByRole('button', { name: '上报告警' }).click();
    await expect.poll(() => hashPath(page)).toBe('/alarm/alarmDetail');
    await expect(page.getByTestId('state-tag').first()).toHaveText('待处理');
    const alarmId = await page.evaluate(() => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('id') ?? '');

    // a first-level handler acknowledges it and hands it over to the approver
    const { page: handler } = await newUserPage(testInfo);
    await blockPushStream(handler);
    await signIn(handler, tenant, PATROLMAN_PHONE, '/alarm');
    await handler.getByTestId('alarm-row').filter({ hasText: mark }).click();
    await expect.poll(() => handler.evaluate(() => window.location.hash)).toContain(alarmId);
    await handler.getByRole('button', { name: '确认告警' }).click();
    await expect(handler.getByTestId('state-tag').first()).toHaveText('处理中');
    await keepAccessibleScreenshot(handler, testInfo, 'alarm-detail');
    await handler.getByRole('button', { name: '转派' }).click();
    await expect.poll(() => hashPath(handler)).toBe('/alarm/alarmDetail/alarmDSelTransfer');
    await handler.getByPlaceholder('搜索姓名或手机号').fill('审批人');
    await handler.getByTestId('transfer-staff').filter({ hasText: '审批人' }).first().click();
    await expect.poll(() => hashPath(handler)).toBe('/alarm/alarmDetail/alarmDSelTransfer/alarmDSelectedTransfer');
    await expect(handler.getByTestId('transfer-chosen')).toContainText('审批人');
    await handler.getByRole('textbox', { name: '转派说明' }).fill('请电工班处理');
    await keepAccessibleScreenshot(handler, testInfo, 'alarm-transfer');
    await handler.getByRole('button', { name: '确认转派' }).click();
    await expect.poll(() => hashPath(handler)).toBe('/alarm/alarmDetail');
    await expect(handler.getByTestId('timeline')).toContainText('转派');

    // alarmVideo plays the clip uploaded with the report (its bytes, fetched with the handler's token)
    await handler.getByTestId('alarm-video-link').click();
    await expect.poll(() => hashPath(handler)).toBe('/alarm/alarmVideo');
    await expect(handler.getByTestId('alarm-video')).toHaveAttribute('src', /^blob:/);
    await keepAccessibleScreenshot(handler, testInfo, 'alarm-video');

    // the new handler resolves it
    const { page: approver } = await newUserPage(testInfo);
    await blockPushStream(approver);
    await signIn(approver, tenant, APPROVER_PHONE, `/alarm/alarmDetail?id=${alarmId}`);
    await approver.getByRole('button', { name: '处理完成' }).click();
    await approver.getByRole('dialog').getByRole('textbox', { name: '处理结果' }).fill('更换指示灯模块，恢复正常');
    await approver.getByRole('dialog').getByRole('button', { name: '提交' }).click();
    await expect(approver.getByTestId('state-tag').first()).toHaveText('已解决');
    await expect(approver.getByTestId('timeline')).toContainText('处理完成');
  });
});
