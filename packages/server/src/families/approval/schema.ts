/** The approval family's tables: custom form templates (generic flows). */
import { boolean, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.ts';
import { companies } from '../../platform/db/schema.ts';

// ---------------------------------------------------------------------------------------------
// Custom forms (generic flows).

export interface FormFieldConfig {
  key: string;
  label: string;
  type: 'text' | 'textarea' | 'number' | 'date' | 'select';
  options?: string[];
  required: boolean;
}

export const formTemplates = pgTable(
  'form_templates',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<FormFieldConfig[]>().notNull(),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);
