/** The files family's table: one row per uploaded file; the bytes are in the file store (store.ts). */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { StoredFileMime } from '@campus/contracts';
import { createdAt } from '../db/columns.ts';
import { companies, staff } from '../db/schema.ts';

export const files = pgTable(
  'files',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    ownerId: uuid('owner_id').notNull(),
    /** The name the uploader's device gave it (shown, never used as a path). */
    name: text('name').notNull(),
    /** Read from the bytes at upload. */
    mime: text('mime').$type<StoredFileMime>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the store keeps the bytes: `<company>/<yyyy-mm>/<id>`. */
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.ownerId], foreignColumns: [staff.companyId, staff.id] }),
    index('files_owner_idx').on(t.companyId, t.ownerId, t.createdAt.desc()),
    check('files_size_ck', sql`${t.sizeBytes} > 0`),
  ],
);
