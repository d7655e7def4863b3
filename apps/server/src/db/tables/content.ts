// Content of the site, managed per brand in the back office.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Localized } from './brands.js';
import { createdAt, ts } from './columns.js';
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    groupName: text('group_name').notNull(),
    imageUrl: text('image_url').notNull(),
    linkageType: smallint('linkage_type').notNull().default(0),
    linkUrl: text('link_url'),
    sort: integer('sort').notNull().default(0),
    startsAt: ts('starts_at').notNull().defaultNow(),
    endsAt: ts('ends_at'),
    enabled: boolean('enabled').notNull().default(true),
    text: jsonb('text').$type<Localized<{ title: string }>>().notNull(),
  },
  (t) => [index('banners_merchant_group_idx').on(t.merchantId, t.groupName, t.sort)],
);

/** Notices (PL), pop-ups (PU after login, H on the home page) and promotion notices (PR). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    type: text('type').notNull(),
    execution: text('execution').notNull().default('B'),
    sort: integer('sort').notNull().default(0),
    startsAt: ts('starts_at').notNull().defaultNow(),
    endsAt: ts('ends_at'),
    enabled: boolean('enabled').notNull().default(true),
    text: jsonb('text').$type<Localized<{ title: string; content: string }>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_merchant_type_idx').on(t.merchantId, t.type, t.startsAt)],
);

export const resources = pgTable(
  'resources',
  {
    merchantId: merchantId(),
    resourceType: text('resource_type').notNull(),
    url: text('url').notNull(),
    qrCodeUrl: text('qr_code_url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.resourceType] })],
);

export const domainRoutes = pgTable(
  'domain_routes',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    domain: text('domain').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('domain_routes_merchant_domain_uq').on(t.merchantId, t.domain)],
);

export const helpCategories = pgTable('help_categories', {
  id: serial('id').primaryKey(),
  merchantId: merchantId(),
  sort: integer('sort').notNull().default(0),
  text: jsonb('text').$type<Localized<{ title: string }>>().notNull(),
});

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id),
    sort: integer('sort').notNull().default(0),
    text: jsonb('text').$type<Localized<{ title: string; content: string }>>().notNull(),
  },
  (t) => [index('help_articles_category_idx').on(t.categoryId, t.sort)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id').references(() => members.id),
    questionType: text('question_type').notNull(),
    content: text('content').notNull(),
    ip: text('ip'),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_merchant_idx').on(t.merchantId, t.createdAt)],
);

export const affiliateApplications = pgTable(
  'affiliate_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id').references(() => members.id),
    name: text('name').notNull(),
    countryDialingCode: text('country_dialing_code').notNull(),
    mobileNum: text('mobile_num').notNull(),
    email: text('email').notNull(),
    messenger: text('messenger'),
    channel: text('channel').notNull(),
    audience: integer('audience').notNull(),
    message: text('message'),
    ip: text('ip'),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('affiliate_applications_merchant_idx').on(t.merchantId, t.createdAt)],
);

/**
 * The brand's legal documents (`LEGAL_KINDS`: terms of use, privacy policy, responsible gaming): one per
 * kind, with its title and rich-text body per language, the operator's version name and the day it changed.
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    text: jsonb('text').$type<Localized<{ title: string; content: string }>>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('legal_documents_merchant_kind_uq').on(t.merchantId, t.kind)],
);
