import { expect, type Locator, type Page } from '@playwright/test';

const DISMISS = /^(已阅|知道了)$/;

/** Push dialogs (they carry 已阅 or 知道了) on screen about something other than `text` (another test of the company sent them). */
const otherPushes = (page: Page, text: string, dismiss: RegExp = DISMISS): Locator =>
  page
    .getByRole('dialog')
    .filter({ visible: true })
    .filter({ hasNotText: text })
    .filter({ has: page.getByRole('button', { name: dismiss }) });

/** Dismisses every push dialog on screen that is not about `text` (已阅; 知道了 on a push with no screen). */
export async function dismissOthers(page: Page, text: string): Promise<void> {
  const others = otherPushes(page, text);
  // bounded: a dialog counted here may close (or be replaced) before its click, and the next count sees what is left
  while ((await others.count()) > 0)
    await others
      .first()
      .getByRole('button', { name: DISMISS })
      .dispatchEvent('click', undefined, { timeout: 1_000 })
      .catch(() => undefined);
}

/**
 * Opens (查看) the push dialog about `text`. Pushes about other things (another test of the same
 * company: an approver serves every family's journeys) are dismissed with 已阅, now and whenever one
 * later covers what the test clicks (a locator handler). The click is dispatched to the dialog's own
 * button: a push sliding in on top at that moment must not take it.
 */
export async function openPushAbout(page: Page, text: string): Promise<void> {
  const mine = page.getByRole('dialog').filter({ visible: true }).filter({ hasText: text }).first();
  await expect(mine).toBeVisible({ timeout: 15_000 });
  await dismissOthers(page, text);
  await mine.getByRole('button', { name: '查看' }).dispatchEvent('click');
  await expect(mine).toBeHidden();
  await dismissOthers(page, text);
  // later ones: only 已阅 confirms (a 知道了 alert may be the screen's own)
  await page.addLocatorHandler(otherPushes(page, text, /^已阅$/).first(), (dialog) =>
    dialog.getByRole('button', { name: '已阅' }).dispatchEvent('click'),
  );
}
