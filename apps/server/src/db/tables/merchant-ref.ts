// The brand column every per-brand table carries.
import { integer } from 'drizzle-orm/pg-core';
import { merchants } from './brands.js';

export const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
