export { createRecordsRepository, type RecordsRepository } from './records.repository.js';
export { createRecordsService, type RecordsService } from './records.service.js';
export { recordsRoutes } from './records.routes.js';
