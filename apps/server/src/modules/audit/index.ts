export { createAuditRepository, type AuditEntry, type AuditRepository } from './audit.repository.js';
