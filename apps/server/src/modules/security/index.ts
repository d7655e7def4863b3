import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';

export async function registerSecurity(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
