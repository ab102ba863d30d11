import type { Page } from '@playwright/test';
import { endpointUrl, pushEndpoints } from '@campus/contracts';
import { apiAs, DEMO_PHONE, expect, hashPath, signIn, test } from '../fixtures.ts';
import { VISUAL_TAG, expectElement } from '../visual/visual-check.ts';
import { dismissOthers } from '../push-dialogs.ts';

const repairApproval = {
  title: '报修审批',
  content: '您有一张报修单待审批',
  extras: { msg_type: 'APPROVAL', msg_id: '42', order_type: 'repair', extra_param: { module: 'repair', action_type: 'approve' } },
};

/** A fake native shell (docs/native-shell.md): answers the support check with code 0 and lets the test emit pushes. */
async function injectNativeShell(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const listeners: Array<(payload: unknown) => void> = [];
    const calls: string[] = [];
    Object.assign(window, {
      __shellCalls: calls,
      __emitPush: (payload: unknown) => listeners.forEach((listener) => listener(payload)),
      LXDZBridge: {
        call: async (method: string) => {
          calls.push(method);
          return { code: 0, data: {} };
        },
        on: (_event: string, listener: (payload: unknown) => void) => {
          listeners.push(listener);
          return () => undefined;
        },
      },
    });
  });
}

test.describe('push to screen (issue 4, spec 7)', () => {
  test('a push sent by the server shows 已阅 / 查看 and 查看 opens the repair approval', { tag: VISUAL_TAG }, async ({ page, tenant }) => {
    await signIn(page, tenant);
    await expect(page.locator('html[data-push-stream="open"]')).toHaveCount(1, { timeout: 15_000 }); // the push stream is connected
    const sent = await apiAs(page, 'POST', endpointUrl(pushEndpoints.send), { phone: DEMO_PHONE, ...repairApproval });
    expect(sent.status).toBeLessThan(300);
    // this push's dialog: another may come meanwhile (the seeded alarm's 告警升级 once the server has run its
    // time-out), and is dismissed before the compare
    const dialog = page.getByRole('dialog').filter({ hasText: repairApproval.content });
    await expect(dialog.getByText(repairApproval.content)).toBeVisible();
    await dismissOthers(page, repairApproval.content);
    await expect(dialog.getByRole('button', { name: '已阅' })).toBeVisible();
    await expectElement(dialog.locator('.adm-modal-body, .adm-dialog-body').first(), 'push-dialog'); // issue 42
    await dialog.getByRole('button', { name: '查看' }).click();
    await expect.poll(() => hashPath(page)).toBe('/approvalProcess/approvalRepairDetail');
    const stashed = await page.evaluate(() => JSON.parse(localStorage.getItem('_approvalRepairDetailData') ?? 'null'));
    expect(stashed).toEqual({ id: '42', type: 0 });
  });

  test('spec 4: in the native shell, start-up inits push, listens and clears the cache; a push opens its screen', async ({
    page,
    tenant,
  }) => {
    await injectNativeShell(page);
    await signIn(page, tenant);
    const calls = await page.evaluate(() => (window as unknown as { __shellCalls: string[] }).__shellCalls);
    expect(calls.slice(0, 3)).toEqual(['support', 'initPush', 'clearCache']);
    expect(calls).toContain('loginSuccess');
    await page.evaluate(
      (message) => (window as unknown as { __emitPush: (p: unknown) => void }).__emitPush({ code: 0, ...message }),
      repairApproval,
    );
    await page.getByRole('dialog').getByRole('button', { name: '查看' }).click();
    await expect.poll(() => hashPath(page)).toBe('/approvalProcess/approvalRepairDetail');
  });

  test("spec 8: a native push payload with a nonzero code alerts 'Push Error : {payload}'", async ({ page, tenant }) => {
    await injectNativeShell(page);
    await signIn(page, tenant);
    await page.evaluate(() => (window as unknown as { __emitPush: (p: unknown) => void }).__emitPush({ code: 3, msg: 'bad' }));
    await expect(page.getByRole('dialog')).toContainText('Push Error : {"code":3,"msg":"bad"}');
  });

  test('spec 7: a dormitory2 message with no action shows an alert with 知道了', async ({ page, tenant }) => {
    await signIn(page, tenant);
    await expect(page.locator('html[data-push-stream="open"]')).toHaveCount(1, { timeout: 15_000 }); // the push stream is connected
    await apiAs(page, 'POST', endpointUrl(pushEndpoints.send), {
      phone: DEMO_PHONE,
      title: '宿舍通知',
      content: '本周六宿舍停水',
      extras: { msg_type: 'DORMITORY2', msg_id: '7' },
    });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('本周六宿舍停水')).toBeVisible();
    await dialog.getByRole('button', { name: '知道了' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
