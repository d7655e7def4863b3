export {
  createAuditRepository,
  type AuditEntry,
  type AuditFilter,
  type AuditRepository,
  type AuditRow,
} from './audit.repository.js';
