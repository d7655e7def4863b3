import { ACCOUNT_TYPES, ERROR_CODES, encryptedBodySchema } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, forbidden, unavailable } from '../lib/errors.js';
import type { Actor, Brand } from '../lib/context.js';
import { refuseControlCharacters } from './control-characters.js';
import { routedPath, underPrefix } from './paths.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered for a session still verifying a login from a new IP (the verification calls, logout). */
    duringLoginVerification?: boolean;
  }
}

/** What the hooks need of the system, session and encryption services (given by the composition root). */
export type RequestHookDeps = {
  /** The brand a `Merchant` header names; the default brand without one. */
  brandOf: (merchant: string | undefined) => Promise<Brand>;
  /** The session's member; refuses (401) a missing, unknown or expired token. */
  authenticate: (brand: Brand, token: string | undefined) => Promise<Actor>;
  /** Opens an encrypted body (`Encryption` header and the sealed value). */
  decrypt: (header: string, value: string) => Promise<unknown>;
};

const tokenOf = (header: string | undefined) => {
  if (!header) return undefined;
  return header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
};

/**
 * Brand from `Merchant` (on /wps, /lgw and /vendor), the encrypted body opened, then the session checked (required
 * with `config.auth`, used when present with `config.optionalAuth`): in that order.
 */
export function registerRequestHooks(
  app: FastifyInstance,
  { brandOf, authenticate, decrypt }: RequestHookDeps,
) {
  app.decorateRequest('brand', null as never);
  app.decorateRequest('actor', null);

  app.addHook('onRequest', async (request) => {
    // Decided on the routed path (decoded by the router), never on the raw URL: `/%77ps/...` is `/wps/...`.
    const routed = routedPath(request);
    const vendor = underPrefix(routed, '/vendor');
    const operator = underPrefix(routed, '/admin');
    if (!vendor && !operator && !underPrefix(routed, '/wps') && !underPrefix(routed, '/lgw')) return;
    const header = request.headers.merchant;
    request.brand = await brandOf(typeof header === 'string' && header !== '' ? header : undefined);
    // Vendors settle rounds already in play during maintenance too; operators keep working.
    if (
      request.brand.settings.maintenance.enabled &&
      !vendor &&
      !operator &&
      !underPrefix(routed, '/wps/system')
    ) {
      throw unavailable(
        ERROR_CODES.maintenance,
        request.brand.settings.maintenance.message ?? 'The platform is under maintenance.',
      );
    }
  });

  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.encrypted) {
      const header = request.headers.encryption;
      const body = encryptedBodySchema.safeParse(request.body);
      if (typeof header !== 'string' || !body.success) {
        throw badRequest(ERROR_CODES.encryptionRequired, 'This call must be encrypted.');
      }
      request.body = await decrypt(header, body.data.value);
    }
    // The opened body too: no control character reaches a schema, a service or the database. (The site's
    // page, `/*`, reads nothing of its query.)
    if (request.routeOptions.url !== '/*') refuseControlCharacters(request);
  });

  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    if (config.optionalAuth && !config.auth) {
      const token = tokenOf(request.headers.authorization);
      if (!token) return;
      try {
        const actor = await authenticate(request.brand, token);
        // A session still verifying its login is no member yet: answer as to a visitor.
        request.actor = actor.verificationPending ? null : actor;
      } catch (error) {
        // An expired or unknown token on an open call: answer as to a visitor.
        if (!(error instanceof AppError && error.statusCode === 401)) throw error;
      }
      return;
    }
    if (!config.auth) return;
    request.actor = await authenticate(request.brand, tokenOf(request.headers.authorization));
    if (request.actor.verificationPending && !config.duringLoginVerification) {
      throw forbidden(
        ERROR_CODES.verificationRequired,
        'The current IP is not recorded: verify this login first.',
      );
    }
    if (config.noTrial && request.actor.type === ACCOUNT_TYPES.trial) {
      throw forbidden(ERROR_CODES.trialForbidden, 'Register or log in with a real account.');
    }
  });
}
