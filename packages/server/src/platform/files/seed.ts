/**
 * Demo files: a small receipt-like picture per company, stored like an upload (bytes in the
 * configured store, a row naming them). Other families' seeds attach files with `seedFile`.
 */
import { createHash } from 'node:crypto';
import type { StoredFileMime } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { seedId, seedStaffId } from '../seed/ids.ts';
import { localDateTime } from '../time.ts';
import { readFilesConfig } from './config.ts';
import { files } from './schema.ts';
import { localFileStore, s3FileStore, type FileStore } from './store.ts';

/** A 96x64 PNG: a sheet of paper with ruled lines (the demo receipt). */
export const DEMO_RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAiElEQVR42u3csQkAIAwEwOw/gONZWbqDbpBOQuQkExz/8JUx13bJBQJAgMqBzqcPECBAvYFGkydBKgYIECBAgADZQRKkYoAAAQIECJAdJEEqBggQIECAANlBEqRigAABAgQIkB0kQYAAAQIECBAgO0iCAAECBAgQIEB2kAQBAlQP5GMBBwjQo7t6wE3WXfL0VQAAAABJRU5ErkJggg==',
  'base64',
);

let store: Promise<FileStore> | null = null;
const seedStore = (): Promise<FileStore> => {
  const config = readFilesConfig();
  store ??= config.s3 ? s3FileStore(config.s3) : Promise.resolve(localFileStore(config.dir));
  return store;
};

export const seededFileId = (companyId: string, key = 'demo-receipt'): string => seedId(companyId, `file:${key}`);

/** Stores a demo file (idempotent: stable id, bytes rewritten, row kept). Answers its id. */
export async function seedFile(
  db: Database,
  companyId: string,
  file: { key: string; owner: string; name: string; mime: StoredFileMime; bytes: Buffer; createdAt?: Date },
): Promise<string> {
  const id = seededFileId(companyId, file.key);
  const createdAt = file.createdAt ?? new Date();
  const storageKey = `${companyId}/${localDateTime(createdAt).slice(0, 7)}/${id}`;
  const [row] = await db
    .insert(files)
    .values({
      companyId,
      id,
      ownerId: seedStaffId(companyId, file.owner),
      name: file.name,
      mime: file.mime,
      sizeBytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      storageKey,
      createdAt,
    })
    .onConflictDoUpdate({ target: [files.companyId, files.id], set: { sizeBytes: file.bytes.length } })
    .returning({ storageKey: files.storageKey });
  await (await seedStore()).put(row?.storageKey ?? storageKey, file.bytes, file.mime);
  return id;
}

export async function seedFiles(db: Database, company: { id: string }): Promise<void> {
  await seedFile(db, company.id, { key: 'demo-receipt', owner: 'demo', name: '票据示例.png', mime: 'image/png', bytes: DEMO_RECEIPT_PNG });
}
