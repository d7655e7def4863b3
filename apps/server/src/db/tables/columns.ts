// Column helpers shared by the tables.
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const ts = (name: string) => timestamp(name, { withTimezone: true });
