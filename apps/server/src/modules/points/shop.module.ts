import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';

/** Points balance and detail, redeeming items, converting points to balance. */
export async function registerPointShop(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
