import type { TestInfo } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { databaseOf, slotSmsOutbox } from './hub-servers.ts';

interface OutboxEntry {
  phone: string | null;
  companyId: string;
  code: string;
}

/**
 * The codes the test's hub server sent so far to this phone of this company, oldest first: what a
 * user would receive by SMS (the server writes them to SMS_OUTBOX_FILE in demo mode).
 */
export function sentCodes(testInfo: TestInfo, phone: string, companyId: string): string[] {
  const outbox = slotSmsOutbox(testInfo.parallelIndex, databaseOf(testInfo.project.name));
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry)
    .filter((entry) => entry.phone === phone && entry.companyId === companyId)
    .map((entry) => entry.code);
}
