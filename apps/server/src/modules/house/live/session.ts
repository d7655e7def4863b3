import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@platform/contracts';
import { unauthorized } from '../../../lib/errors.js';
import type { HouseRepository, HouseSessionRow } from '../house.repository.js';

// The game session of a live page's token, looked up as the house's API looks it up: by the token's hash,
// not expired, launched from a site session that is still open.

export type LiveSession = HouseSessionRow;

const invalidSession = () =>
  unauthorized(
    ERROR_CODES.gameSessionInvalid,
    'The game session is unknown or has expired; open the game again from the site.',
  );

export function createLiveSessions(deps: { repo: Pick<HouseRepository, 'findSession'>; now: () => Date }) {
  return async function sessionOfToken(token: string | undefined): Promise<LiveSession> {
    if (!token || token.length > 128) throw invalidSession();
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const session = await deps.repo.findSession(tokenHash, deps.now());
    if (!session) throw invalidSession();
    return session;
  };
}
export type LiveSessions = ReturnType<typeof createLiveSessions>;
