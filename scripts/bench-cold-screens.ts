/**
 * The screens the Lighthouse bench opens cold beside login and home (issue 35): every family's entry
 * screen (tests/e2e/entry-screens.ts) and the main push targets, each with an order or notice of the
 * demo data, in one bundle per colour family (the first tenant of each main colour, as the per-skin
 * browser suites pick them).
 */
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modules } from '../packages/app/src/modules.ts';
import { composeModules } from '../packages/core/src/modules/compose-modules.ts';
import { ENTRY_SCREENS } from '../tests/e2e/entry-screens.ts';

/** The first tenant (by type) of each main colour, antd's default colour counting as one. */
export function colourFamilyBundles(root: string): string[] {
  const first = new Map<string | null, string>();
  const tenants = readdirSync(join(root, 'tenants'))
    .map((dir) => JSON.parse(readFileSync(join(root, 'tenants', dir, 'tenant.json'), 'utf8')) as { type: string; mainColor?: string })
    .sort((a, b) => a.type.localeCompare(b.type));
  for (const tenant of tenants) {
    const colour = tenant.mainColor?.toLowerCase() ?? null;
    if (!first.has(colour)) first.set(colour, tenant.type);
  }
  return [...first.values()];
}

interface Listed {
  results?: Array<{ id: string; module?: string }>;
}

/** The signed-in page's API answer (its token from local storage). */
async function listed(page: Page, path: string): Promise<Listed> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Authorization: `Token ${localStorage.getItem('token') ?? ''}` } });
    return response.ok ? ((await response.json()) as Listed) : {};
  }, `/9077/api${path}`);
}

/**
 * The hash paths to audit on a signed-in page: the entry screens, then the push targets the demo data
 * has (a notice as the notice push opens it; the approver's first to-do as the approval push opens its
 * family's detail, id and type 0 in the query).
 */
export async function coldScreens(page: Page): Promise<Array<[name: string, hash: string]>> {
  const screens: Array<[string, string]> = ENTRY_SCREENS.map((entry) => [`${entry.family} #${entry.path}`, `#${entry.path}`]);
  const notice = (await listed(page, '/notices/?page=1&page_size=1')).results?.[0];
  if (notice !== undefined) screens.push(['push: notice', `#/notice/noticeDetail?id=${notice.id}`]);
  const todo = (await listed(page, '/approval/todo/?page=1&page_size=1')).results?.[0];
  const { approval } = composeModules(modules);
  const view = todo?.module === undefined ? undefined : approval.byModule.get(todo.module);
  if (todo !== undefined && view !== undefined && approval.basePath !== null)
    screens.push([`push: approval (${todo.module})`, `#${approval.basePath}/${view.detail}?id=${todo.id}&type=0`]);
  return screens;
}
