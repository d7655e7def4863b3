import { API, ERROR_CODES } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, type TestMember } from '../test/members.js';
import { createTestApp, json, type TestApp } from '../test/test-app.js';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await newMember(t.app);
});
afterAll(async () => t.close());

const badQuery = `${API.bettingRecord}?startDate=yesterday`;

describe('the request hooks', () => {
  it('check the session before the schemas read the input: no session, 401 whatever the query', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: badQuery });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous).errorCode).toBe(ERROR_CODES.notSession);

    const signedIn = await t.app.inject({
      method: 'GET',
      url: badQuery,
      headers: { authorization: member.token },
    });
    expect(signedIn.statusCode).toBe(400);
    expect(json(signedIn).value).toMatchObject({ field: 'startDate' });
  });

  it('open a sealed body before the session: a plain body is refused as such, signed in or not', async () => {
    for (const headers of [{}, { authorization: member.token }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: API.changePassword,
        headers,
        payload: { oldPassword: 'Secret123', newPassword: 'Secret456', confirmNewPassword: 'Secret456' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).errorCode).toBe(ERROR_CODES.encryptionRequired);
    }
  });

  it('refuse control characters before the session, on calls that need one and on open ones', async () => {
    for (const url of [`${API.memberInfo}?x=a%00b`, `${API.gameList}?gameName=a%00b`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(json(res).errorCode, url).toBe(ERROR_CODES.validation);
    }
  });

  it('resolve a brand only under the API: health answers whatever the Merchant header names', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz', headers: { merchant: 'nobody' } });
    expect(health.statusCode).toBe(200);
    const api = await t.app.inject({ method: 'GET', url: API.memberInfo, headers: { merchant: 'nobody' } });
    expect(api.statusCode).toBe(400);
    expect(json(api).errorCode).toBe(ERROR_CODES.merchantUnknown);
  });
});
