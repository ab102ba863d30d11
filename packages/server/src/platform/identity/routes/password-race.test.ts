import { expect, it } from 'vitest';
import { authEndpoints, permissionEndpoints, endpointUrl } from '@campus/contracts';
import { A, auth, describeOnEveryDatabase, staffId } from '../../test/harness.ts';
import { DEMO_PASSWORD } from '../../seed/data.ts';
import { DEFAULT_TOKEN_TTL_MS, issueToken } from '../tokens.ts';

const PHONE = '13800000004';
const STAFF = 'approver';

describeOnEveryDatabase('password change under a race (issue 34: 50 changes at once leave one new password)', (h) => {
  it('issue 34: 50 concurrent changes with the right old password: one succeeds, its password alone is in force, its session alone stays', async () => {
    // 50 sessions of one person (tokens issued as a login does, without 50 scrypt checks on a shared machine).
    const sessions: { token: string }[] = [];
    for (let i = 0; i < 50; i++) {
      sessions.push({ token: await issueToken(h().db.handle.db, A.id, staffId(A.id, STAFF), DEFAULT_TOKEN_TTL_MS, new Date()) });
    }
    const newPassword = (i: number) => `Race2026x${String(i)}`;
    // Every session is resolved (and cached) before the race, as on a server that served them all.
    for (const s of sessions) {
      expect(
        (await h().app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), headers: auth(s.token) })).statusCode,
      ).toBe(200);
    }

    const results = await Promise.all(
      sessions.map((s, i) =>
        h().app.inject({
          method: 'POST',
          url: endpointUrl(authEndpoints.changePassword),
          headers: auth(s.token),
          payload: { old_password: DEMO_PASSWORD, new_password: newPassword(i) },
        }),
      ),
    );

    const winners = results.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    const winner = winners[0] ?? -1;
    for (const [i, r] of results.entries()) {
      if (i === winner) continue;
      // A loser either checked its old password against the new hash, or its token was already revoked.
      if (r.statusCode === 400) expect(r.json()).toEqual({ old_password: ['原密码错误'] });
      else expect(r.statusCode, r.body).toBe(401);
    }

    const loginStatus = async (password: string) =>
      (
        await h().app.inject({
          method: 'POST',
          url: endpointUrl(authEndpoints.login),
          payload: { phone: PHONE, password, company_id: A.id },
        })
      ).statusCode;
    // One hash is stored: the winner's password is the one it holds; the old one and a loser's are refused.
    expect(await loginStatus(newPassword(winner))).toBe(200);
    expect(await loginStatus(DEMO_PASSWORD)).toBe(400);
    expect(await loginStatus(newPassword((winner + 1) % 50))).toBe(400);

    const live = [];
    for (const [i, s] of sessions.entries()) {
      const res = await h().app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), headers: auth(s.token) });
      if (res.statusCode === 200) live.push(i);
      else expect(res.json()).toMatchObject({ code: 'AUTH_FAIL' });
    }
    // Of the 50 sessions only the winner's is alive, here and in every server's caller cache.
    expect(live).toEqual([winner]);
  }, 180_000);
});
