import {
  API,
  type Language,
  type LegalDocument,
  type LegalKind,
  type LegalOperator,
} from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const legalKeys = {
  all: ['legal'] as const,
  document: (kind: LegalKind, language: Language) => ['legal', 'document', kind, language] as const,
  operator: () => ['legal', 'operator'] as const,
};

/**
 * A legal document in the interface language (the server answers in the `Language` header's language, or
 * in English when the brand has no text in it).
 */
export const legalDocumentQuery = (kind: LegalKind, language: Language) =>
  queryOptions({
    queryKey: legalKeys.document(kind, language),
    queryFn: () => call<LegalDocument>(API.legalDocument.replace(':kind', kind)),
    staleTime: 5 * 60_000,
  });

/** The brand's operating company and licences (the footer shows them on every page). */
export const legalOperatorQuery = () =>
  queryOptions({
    queryKey: legalKeys.operator(),
    queryFn: () => call<LegalOperator>(API.legalOperator),
    staleTime: 30 * 60_000,
  });
