import { endpointUrl, permissionEndpoints } from '@campus/contracts';
import type { Page } from '@playwright/test';

/**
 * The menu entries a journey needs that the company's seeded permission rules may not list yet (issue
 * 39: 报修 `saRepairRoom`, 告警 `alarm` for every staff): added to the rules answer the page reads, each
 * only when the rules lack its keyword, so the journey walks the screens as the seeded menu will
 * open them. Remove once the server's seed lists them.
 */
export async function withMenuEntries(page: Page, entries: readonly { name: string; keyword: string }[]): Promise<void> {
  await page.route(`**${endpointUrl(permissionEndpoints.rules)}*`, async (route) => {
    const response = await route.fetch();
    const rules = (await response.json()) as { name: string; keyword: string; is_active: boolean; child: { keyword: string }[] }[];
    const known = new Set(rules.filter((r) => r.is_active).flatMap((r) => r.child.map((c) => c.keyword)));
    const missing = entries.filter((e) => !known.has(e.keyword));
    if (missing.length > 0)
      rules.push({
        name: '报修与巡检',
        keyword: 'e2e_upkeep',
        is_active: true,
        child: missing.map((e) => ({ ...e, ico: 'repair', isShow: true })),
      });
    await route.fulfill({ response, json: rules });
  });
}
