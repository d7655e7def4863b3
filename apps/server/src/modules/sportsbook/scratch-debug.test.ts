import { it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
it('debug', async () => {
  const t = await createTestApp({ sportsbookFeed: null });
  t.app.addHook('onError', async (_req, _rep, err) => { console.log('ERR', err); });
  const login = await t.app.inject({ method: 'POST', url: '/admin/session/login', headers: { merchant: 'demo' }, payload: { username: 'admin', password: 'Lotus2026' } });
  const token = login.json().value.token;
  const res = await t.app.inject({ method: 'POST', url: '/admin/sportsbook/fixtures', headers: { merchant: 'demo', authorization: token }, payload: {
  sport: 'football', league: { code: 'friendly', name: 'Club friendlies', country: 'INT' }, home: 'A', away: 'B', startsAt: new Date(Date.now() + 120000).toISOString(), model: { homeGoals: 1.8, awayGoals: 0.9 } } });
  console.log(res.statusCode, res.body);
  await t.close();
});
