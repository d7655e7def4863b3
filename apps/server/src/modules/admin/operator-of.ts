import type { FastifyRequest } from 'fastify';
import type { OperatorSession } from './operator-auth.service.js';

/** The operator of a call in the operator session scope (its hook has set it before any route runs). */
export function operatorOf(request: FastifyRequest): OperatorSession {
  if (!request.operator) throw new Error('route is outside the operator session scope');
  return request.operator;
}
