import { expect, type Locator, type Page } from '@playwright/test';

/** Turns each wheel of an open antd-mobile picker to its label (年, 月, 日, 时, 分 ...), then 确定. */
export async function turnWheels(picker: Locator, labels: readonly string[]): Promise<void> {
  for (const [i, text] of labels.entries()) {
    const item = picker
      .locator('.adm-picker-view-column')
      .nth(i)
      .locator('.adm-picker-view-column-item')
      .filter({ hasText: new RegExp(`^${text}$`) });
    // the later wheels re-render as earlier ones change: click until the wheel shows it chosen
    // bounded: a wheel without the label fails in seconds, not at the test's time-out
    await expect(async () => {
      await item.dispatchEvent('click', undefined, { timeout: 2_000 });
      await expect(item).toHaveAttribute('data-selected', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  await picker.getByText('确定').click();
  await expect(picker).toHaveCount(0);
}

/** The picker on screen. */
export const openPicker = (page: Page): Locator => page.locator('.adm-picker').filter({ visible: true });

/** Picks a day ('YYYY-MM-DD') on a form's DayInput (ui), opened by the control's name. */
export async function pickDay(page: Page, title: string, day: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${title}：`) }).click();
  const [year, month, date] = day.split('-').map(Number);
  await turnWheels(openPicker(page), [`${year}年`, `${month}月`, `${date}日`]);
  await expect(page.getByRole('button', { name: `${title}：${day}` })).toBeVisible();
}

/**
 * Searches ui's option picker (staff, departments) for `name`, ticks it and 确定. The tick waits for the
 * search's own answer: ticking the first list while the answer replaced it lost the tick (a 确定 with
 * nobody chosen, seen in approval's journey), so the list must show only matches first.
 */
export async function pickInOptionPicker(scope: Page | Locator, name: string): Promise<void> {
  const picker = scope.getByTestId('option-picker').filter({ visible: true });
  await picker.locator('.adm-search-bar input').fill(name);
  const items = picker.locator('.adm-check-list-item');
  await expect(items.filter({ hasNotText: name }), `the picker's list shows only what matches ${name}`).toHaveCount(0);
  const count = picker.getByTestId('picker-count');
  const chosenBefore = await count.innerText();
  // A tap while the list is swapped for the search's answer lands on nothing (seen in inspect's journey):
  // tapped again only while the count still says nobody new is chosen, so a tap that took is never undone.
  await expect(async () => {
    if ((await count.innerText()) === chosenBefore) await items.filter({ hasText: name }).first().click({ timeout: 2_000 });
    await expect(count, `${name} is ticked`).not.toHaveText(chosenBefore, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await picker.getByRole('button', { name: /^确定/ }).click();
}
