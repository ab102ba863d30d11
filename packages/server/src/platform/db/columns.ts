/** Column helpers shared by the platform's and the families' tables. */
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
