import { endpointUrl, SHOP_PAY_PURPOSE, shopEndpoints } from '@campus/contracts';
import type { Page } from '@playwright/test';
import { expectDatesOnOneLine } from '../dates.ts';
import {
  apiAs,
  blockPushStream,
  DEMO_PHONE,
  expect,
  keepAccessibleScreenshot,
  keepScreenshot,
  PLAIN_STAFF_PHONE,
  signIn,
  test,
} from '../fixtures.ts';

/** The balance the purchase screen shows, in fen; NaN while it loads. */
async function balanceFen(page: Page): Promise<number> {
  const text = (await page.getByTestId('wallet-balance').textContent()) ?? '';
  const yuan = /¥([\d,]+\.\d{2})/.exec(text)?.[1];
  return yuan === undefined ? Number.NaN : Math.round(Number(yuan.replace(/,/g, '')) * 100);
}

async function openWallet(page: Page): Promise<number> {
  await page.goto('./#/mPage');
  await page.getByText('钱包充值', { exact: true }).click();
  await expect.poll(() => balanceFen(page)).not.toBeNaN();
  return balanceFen(page);
}

/** Chooses ¥20.00 and pays with the sandbox provider; ends on its confirmation screen. */
async function startTopUp(page: Page): Promise<void> {
  await page.getByText('¥20.00', { exact: true }).click();
  await expect(page.getByRole('button', { name: '立即支付 ¥20.00' })).toBeVisible();
  await page.getByRole('button', { name: /立即支付/ }).click();
  await expect(page.getByText('这是沙箱支付，仅用于演示和测试，不会产生真实扣款。')).toBeVisible();
}

/** A shop order of 3 鲜榨橙汁 at 园区便利店, placed as the shop's screens place it (shop.spec.ts walks them), no coupon. */
async function placeShopOrder(page: Page): Promise<{ id: string; order_no: string }> {
  const shops = await apiAs(page, 'GET', endpointUrl(shopEndpoints.listShops, {}, { search: '园区便利店' }));
  const shopId = (shops.data as { results: { id: string }[] }).results[0]?.id ?? '';
  const goods = await apiAs(page, 'GET', endpointUrl(shopEndpoints.listGoods, {}, { shop_id: shopId, search: '鲜榨橙汁' }));
  const goodsId = (goods.data as { results: { id: string }[] }).results[0]?.id ?? '';
  const placed = await apiAs(page, 'POST', shopEndpoints.checkout.url, {
    shop_id: shopId,
    scene: 'shop',
    items: [{ goods_id: goodsId, quantity: 3 }],
    coupon_id: null,
    client_key: `e2e-pay-${String(Date.now())}`,
  });
  expect(placed.status, JSON.stringify(placed.data)).toBe(201);
  return placed.data as { id: string; order_no: string };
}

test.describe('payments: the wallet and the sandbox provider (issue 13)', () => {
  // these stories need no push: a car journey's push to the same staff must not cover the wallet
  test.beforeEach(({ page }) => blockPushStream(page));
  test('a staff tops up ¥20.00 with the sandbox: 支付成功, and the balance is 2,000 fen more', async ({ page, tenant }, testInfo) => {
    await signIn(page, tenant, PLAIN_STAFF_PHONE);
    const before = await openWallet(page);
    await keepAccessibleScreenshot(page, testInfo, 'pay-purchase');
    await startTopUp(page);
    await keepAccessibleScreenshot(page, testInfo, 'pay-sandbox-confirm');
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByText('支付成功')).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'pay-result');
    await page.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => balanceFen(page)).toBe(before + 2000);
    // its ledger lists the top-up with the balance after it
    await page.getByRole('tab', { name: '余额明细' }).click();
    await expect(page.getByTestId('ledger-amount').filter({ hasText: '+¥20.00' }).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: '对账' })).toHaveCount(0);
    await keepAccessibleScreenshot(page, testInfo, 'pay-ledger');
  });

  // another staff than the first test's, which may run at the same time: each compares its own balance
  test('a failed sandbox payment says 支付失败, offers 重新支付, and the balance does not change; the admin reconciles', async ({
    page,
    tenant,
  }, testInfo) => {
    await signIn(page, tenant, DEMO_PHONE);
    const before = await openWallet(page);
    await startTopUp(page);
    await page.getByRole('button', { name: '模拟支付失败' }).click();
    await expect(page.getByText('支付失败', { exact: true })).toBeVisible();
    await expect(page.getByText('沙箱支付失败（模拟）')).toBeVisible();
    await expect(page.getByRole('button', { name: '重新支付' })).toBeVisible();
    expect(await openWallet(page)).toBe(before);
    // the admin's reconciliation of this month: paid - refunded agrees with the order ledger
    await page.getByRole('tab', { name: '对账' }).click();
    await expect(page.getByText('收付与账本一致')).toBeVisible();
    await expect(page.getByTestId('total-net')).toHaveText(/¥[\d,]+\.\d{2}/);
    await keepAccessibleScreenshot(page, testInfo, 'pay-reconciliation');
  });

  test("issue 34: #/buy lists what is bought and its total under the order's own number before the method; the result names the order by it; dates stay on one line", async ({
    page,
    tenant,
  }, testInfo) => {
    test.setTimeout(60_000);
    await signIn(page, tenant, PLAIN_STAFF_PHONE);
    const placed = await placeShopOrder(page);
    await page.goto(`./#/buy?${new URLSearchParams({ purpose: SHOP_PAY_PURPOSE, ref_id: placed.id }).toString()}`);
    await expect(page.getByTestId('pay-order-no')).toHaveText(placed.order_no);
    await expect(page.getByTestId('pay-item')).toHaveText(['鲜榨橙汁¥12.00 × 3¥36.00']);
    await expect(page.getByTestId('pay-total')).toHaveText('¥36.00');
    await expect(page.getByRole('button', { name: '立即支付 ¥36.00' })).toBeVisible();
    await keepAccessibleScreenshot(page, testInfo, 'pay-buy-lines');
    await page.getByText('沙箱支付（演示）').click();
    await page.getByRole('button', { name: '立即支付 ¥36.00' }).click();
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByText('支付成功')).toBeVisible();
    // the order's own number, as the order screen shows it, and the payment time on one line at 375 px
    await expect(page.getByTestId('pay-order-no')).toHaveText(placed.order_no);
    await expectDatesOnOneLine(page.locator('.adm-list-item').filter({ hasText: '支付时间' }));
    await keepAccessibleScreenshot(page, testInfo, 'pay-result-number');
    // a coupon's validity ("2026-11-22 至 2027-05-28") wraps between the dates, never inside one
    await page.goto('./#/coupons');
    await expectDatesOnOneLine(page.getByTestId('coupon-card'));
    await keepScreenshot(page, testInfo, 'coupon-dates');
  });
});
