export { createMembersRepository, type MembersRepository } from './members.repository.js';
export { createMembersService, type MembersService } from './members.service.js';
export { membersRoutes } from './members.routes.js';
