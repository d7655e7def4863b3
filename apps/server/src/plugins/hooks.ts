import { ACCOUNT_TYPES, ERROR_CODES, encryptedBodySchema } from '@platform/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
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

/** Which brand rules a path falls under: none (no brand), the site's, or a caller kept working in maintenance. */
function brandScope(routed: string): 'site' | 'always' | null {
  if (underPrefix(routed, '/vendor') || underPrefix(routed, '/admin')) return 'always';
  if (underPrefix(routed, '/wps')) return underPrefix(routed, '/wps/system') ? 'always' : 'site';
  return underPrefix(routed, '/lgw') || underPrefix(routed, '/lotto/lgw') ? 'site' : null;
}

/**
 * Brand from `Merchant` (on /wps, /lgw and /vendor, /admin), then, before the schemas see the request, the
 * encrypted body opened, control characters refused and the session checked (required with `config.auth`,
 * used when present with `config.optionalAuth`): in that order. Two hooks, each answering at once when it has
 * nothing to wait for (decision record 036).
 */
export function registerRequestHooks(
  app: FastifyInstance,
  { brandOf, authenticate, decrypt }: RequestHookDeps,
) {
  app.decorateRequest('brand', null as never);
  app.decorateRequest('actor', null);

  async function resolveBrand(request: FastifyRequest, scope: 'site' | 'always') {
    const header = request.headers.merchant;
    request.brand = await brandOf(typeof header === 'string' && header !== '' ? header : undefined);
    // Vendors settle rounds already in play during maintenance too; operators keep working.
    const { maintenance } = request.brand.settings;
    if (maintenance.enabled && scope === 'site') {
      throw unavailable(
        ERROR_CODES.maintenance,
        maintenance.message ?? 'The platform is under maintenance.',
        { operatorMessage: maintenance.message ?? null },
      );
    }
  }

  // Decided on the routed path (decoded by the router), never on the raw URL: `/%77ps/...` is `/wps/...`.
  app.addHook('onRequest', (request, _reply, done) => {
    const scope = brandScope(routedPath(request));
    if (!scope) return done();
    resolveBrand(request, scope).then(() => done(), done);
  });

  async function open(request: FastifyRequest) {
    const header = request.headers.encryption;
    const body = encryptedBodySchema.safeParse(request.body);
    if (typeof header !== 'string' || !body.success) {
      throw badRequest(ERROR_CODES.encryptionRequired, 'This call must be encrypted.');
    }
    request.body = await decrypt(header, body.data.value);
  }

  async function identify(request: FastifyRequest, config: FastifyContextConfig) {
    const token = tokenOf(request.headers.authorization);
    if (!config.auth) {
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
    const actor = await authenticate(request.brand, token);
    request.actor = actor;
    if (actor.verificationPending && !config.duringLoginVerification) {
      throw forbidden(
        ERROR_CODES.verificationRequired,
        'The current IP is not recorded: verify this login first.',
      );
    }
    if (config.noTrial && actor.type === ACCOUNT_TYPES.trial) {
      throw forbidden(ERROR_CODES.trialForbidden, 'Register or log in with a real account.');
    }
  }

  async function admit(request: FastifyRequest, config: FastifyContextConfig, checkText: boolean) {
    if (config.encrypted) await open(request);
    if (checkText) refuseControlCharacters(request);
    if (config.auth || config.optionalAuth) await identify(request, config);
  }

  app.addHook('preValidation', (request, _reply, done) => {
    const { config, url } = request.routeOptions;
    // The opened body too: no control character reaches a schema, a service or the database. (The site's
    // page, `/*`, reads nothing of its query.)
    const checkText = url !== '/*';
    if (!config.encrypted && !config.auth && !config.optionalAuth) {
      if (checkText) refuseControlCharacters(request);
      return done();
    }
    admit(request, config, checkText).then(() => done(), done);
  });
}
