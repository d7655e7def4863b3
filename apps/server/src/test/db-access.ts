import type { FastifyInstance } from 'fastify';
import { createAuthRepository } from '../modules/auth/auth.repository.js';
import { createMembersRepository } from '../modules/members/members.repository.js';

/** Tests reach the app's database through the real repositories. */
export function dbOf(app: FastifyInstance) {
  const db = app.database.db;
  return { raw: db, db: createAuthRepository(db), members: createMembersRepository(db) };
}
