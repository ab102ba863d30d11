import { appendFile } from 'node:fs/promises';
import type { CodeSender } from '../reset-codes.ts';

/** One sent message, one JSON line in the outbox file. */
export interface OutboxEntry {
  phone: string | null;
  companyId: string;
  purpose: string;
  code: string;
  sentAt: string;
}

/** Demo mode: appends every code to a file, so a browser test can read what the user would get by SMS. */
export function outboxFileSender(file: string, now: () => Date = () => new Date()): CodeSender {
  return {
    async send(staff, code, purpose) {
      const entry: OutboxEntry = { phone: staff.phone, companyId: staff.companyId, purpose, code, sentAt: now().toISOString() };
      await appendFile(file, `${JSON.stringify(entry)}\n`);
    },
  };
}
