import {
  ERROR_CODES,
  LANGUAGES,
  type AdminLegalDocumentRequest,
  type AdminLegalDocumentValue,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import type { Brand, Origin } from '../../lib/context.js';
import { forbidden } from '../../lib/errors.js';
import type { LegalService } from '../content/index.js';
import type { ModuleDeps } from '../module-deps.js';
import type { OperatorSession } from './operator-auth.service.js';

type Deps = {
  db: Database;
  legal: Pick<LegalService, 'replace'>;
  audit: ModuleDeps['audit'];
  /** Tells every API process that the brand's documents changed (their caches drop them at once). */
  changed: (brand: Brand) => Promise<void>;
};

/** Legal documents bind the brand: only its owners change them. */
const EDIT_ROLES: readonly string[] = ['owner'];

/** Operators replace the brand's legal documents; each change is one audit row with the text before and after. */
export function createLegalDocumentsAdmin({ db, legal, audit, changed }: Deps) {
  return {
    /**
     * The document and its audit row (`legal.document.replace`, the kind and the whole document before
     * and after) commit together; a refused text writes neither. Once committed, every process is told.
     */
    async replace(
      operator: OperatorSession,
      brand: Brand,
      kind: string,
      request: AdminLegalDocumentRequest,
      origin: Origin,
    ): Promise<AdminLegalDocumentValue> {
      if (!EDIT_ROLES.includes(operator.role))
        throw forbidden(ERROR_CODES.forbidden, `The ${operator.role} role may not change legal documents.`);
      const value = await db.transaction(async (tx) => {
        const change = await legal.replace(brand, kind, request, tx);
        await audit.write(
          {
            merchantId: brand.id,
            operatorId: operator.operatorId,
            event: 'legal.document.replace',
            ip: origin.ip,
            detail: { kind: change.kind, before: change.before, after: change.after },
          },
          tx,
        );
        return {
          kind: change.kind,
          version: change.after.version,
          languages: LANGUAGES.filter((l) => change.after.text[l] !== undefined),
          updatedAt: change.after.updatedAt,
        };
      });
      await changed(brand);
      return value;
    },
  };
}
export type LegalDocumentsAdmin = ReturnType<typeof createLegalDocumentsAdmin>;
