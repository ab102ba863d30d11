import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The file the test server writes verification codes to (SMS_OUTBOX_FILE, demo mode only):
 * what a user would receive by SMS. One per E2E port, so parallel runs do not mix.
 */
export const SMS_OUTBOX_FILE = join(tmpdir(), `campus-hub-e2e-sms-${process.env.E2E_PORT ?? 8181}.jsonl`);

interface OutboxEntry {
  phone: string | null;
  companyId: string;
  code: string;
}

/** The codes sent so far to this phone of this company, oldest first. */
export function sentCodes(phone: string, companyId: string): string[] {
  if (!existsSync(SMS_OUTBOX_FILE)) return [];
  return readFileSync(SMS_OUTBOX_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry)
    .filter((entry) => entry.phone === phone && entry.companyId === companyId)
    .map((entry) => entry.code);
}
