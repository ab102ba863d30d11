import { endpointUrl, permissionEndpoints } from '@campus/contracts';
import type { Locator, Page } from '@playwright/test';
import { blockPushStream, expect, hashPath, signIn, test } from '../fixtures.ts';
import { openPicker } from '../pickers.ts';

/** Whatever antd-mobile draws over a screen: dialogs, popups, pickers, action sheets, their masks. */
const overlays = (page: Page): Locator =>
  page
    .locator('.adm-mask, .adm-dialog, .adm-popup-body, .adm-picker, .adm-action-sheet, .adm-image-viewer-content')
    .filter({ visible: true });

/** Nothing of the screen left covers this one, and a tap on it lands (the click fails if something intercepts it). */
async function nothingLeftOver(page: Page, tap: Locator, landed: () => Promise<void>): Promise<void> {
  await expect(overlays(page)).toHaveCount(0);
  await tap.click({ timeout: 5_000 });
  await landed();
}

const goHash = (page: Page, hash: string) => page.evaluate((to) => (window.location.hash = to), hash);

test.describe('issue 34: no dialog, popup or picker outlives its screen', () => {
  test.beforeEach(({ page }) => blockPushStream(page));

  test('an alert, a confirm, a popup and a picker each close when the route changes (hash or back button), and the next screen takes taps', async ({
    page,
    tenant,
  }) => {
    // a menu entry of another site (the whitelisted eBuy keyword), whatever the company's own menu holds
    await page.route(`**${endpointUrl(permissionEndpoints.rules)}**`, async (route) => {
      const answer = await route.fetch();
      const rules = (await answer.json()) as { child: { name: string; keyword: string; ico: string; isShow: boolean }[] }[];
      rules[0]?.child.push({ name: '单位商城', keyword: 'eBuy', ico: '', isShow: true });
      await route.fulfill({ response: answer, json: rules });
    });
    await signIn(page, tenant);

    // the alert of an external entry, then the hash goes to #/coupons (the case)
    await page.getByText('单位商城', { exact: true }).click();
    await expect(page.getByRole('dialog').getByText(/由单位的外部系统提供/)).toBeVisible();
    await goHash(page, '#/coupons');
    const couponsTakeTaps = () =>
      nothingLeftOver(page, page.getByRole('tab', { name: '发券管理' }), () =>
        expect(page.getByRole('tab', { name: '发券管理' })).toHaveAttribute('aria-selected', 'true'),
      );
    await couponsTakeTaps();

    // a picker (a form's date), then the back button
    await goHash(page, '#/bus/busApplyAdd');
    // the routes arrive above the dates and move them down: a tap aimed before that lands on a route
    await expect(page.getByText(/^剩余名额/).first()).toBeVisible();
    await page.getByText('开始日期', { exact: true }).click();
    await expect(openPicker(page)).toBeVisible();
    await page.goBack();
    await expect.poll(() => hashPath(page)).toBe('/coupons');
    await couponsTakeTaps();

    // a confirm (退出登录), then the back button
    await goHash(page, '#/userInfo');
    await page.getByText('退出登录', { exact: true }).click();
    await expect(page.getByRole('dialog').getByText('确定退出登录吗？')).toBeVisible();
    await page.goBack();
    await expect.poll(() => hashPath(page)).toBe('/coupons');
    await couponsTakeTaps();

    // a popup (the car administrator's 车辆报修 sheet), then the hash changes
    await goHash(page, '#/applyCarV3?tab=vehicles');
    await page.getByRole('button', { name: '车辆报修' }).click();
    await expect(overlays(page).first()).toBeVisible();
    await goHash(page, '#/userInfo');
    await nothingLeftOver(page, page.getByText('关于我们', { exact: true }), () => expect.poll(() => hashPath(page)).not.toBe('/userInfo'));
  });
});
