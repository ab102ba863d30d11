import { expect, type Page } from '@playwright/test';

/** Dismisses every push dialog on screen that is not about `text` (已阅; 知道了 on a push with no screen). */
async function dismissOthers(page: Page, text: string): Promise<void> {
  // closing dialogs stay in the page while they fade out: only the visible ones count
  const others = page.getByRole('dialog').filter({ visible: true }).filter({ hasNotText: text });
  while ((await others.count()) > 0)
    await others
      .first()
      .getByRole('button', { name: /^(已阅|知道了)$/ })
      .dispatchEvent('click');
}

/**
 * Opens (查看) the push dialog about `text`. Pushes about other things (another test of the same
 * company: an approver serves every family's journeys) are dismissed with 已阅, before and after.
 * The clicks are dispatched to the dialog's own buttons: a push sliding in on top at that moment
 * must not take the click.
 */
export async function openPushAbout(page: Page, text: string): Promise<void> {
  const mine = page.getByRole('dialog').filter({ visible: true }).filter({ hasText: text }).first();
  await expect(mine).toBeVisible({ timeout: 15_000 });
  await dismissOthers(page, text);
  await mine.getByRole('button', { name: '查看' }).dispatchEvent('click');
  await expect(mine).toBeHidden();
  await dismissOthers(page, text);
}
