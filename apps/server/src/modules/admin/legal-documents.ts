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
};

/** Legal documents bind the brand: only its owners change them. */
const EDIT_ROLES: readonly string[] = ['owner'];

/** Operators replace the brand's legal documents; each change is one audit row with the text before and after. */
export function createLegalDocumentsAdmin({ db, legal, audit }: Deps) {
  return {
    /**
     * The document and its audit row (`legal.document.replace`, the kind and the whole document before
     * and after) commit together; a refused text writes neither.
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
      return db.transaction(async (tx) => {
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
    },
  };
}
export type LegalDocumentsAdmin = ReturnType<typeof createLegalDocumentsAdmin>;
