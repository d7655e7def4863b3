import type { LegalKind } from '@platform/contracts';

/** The translation key of each document's name (page titles, links, the footer). */
export const LEGAL_TITLE_KEYS = {
  terms: 'legalPage.titles.terms',
  privacy: 'legalPage.titles.privacy',
  'responsible-gaming': 'legalPage.titles.responsibleGaming',
} as const satisfies Record<LegalKind, string>;
