import { describe, expect, it } from 'vitest';
import { clearOutSession, readOutSession, saveOutSession } from './out-session.ts';

describe('the going-out phone session', () => {
  it('is kept until it expires, then forgotten', () => {
    const expires = new Date(Date.now() + 60_000).toISOString();
    saveOutSession({ session: 's1', staff_name: '普通员工', expires_at: expires, company_id: 'c1' });
    expect(readOutSession()?.session).toBe('s1');
    expect(readOutSession(Date.now() + 120_000)).toBeNull();
    expect(readOutSession()).toBeNull();
  });

  it('is cleared on request', () => {
    saveOutSession({ session: 's2', staff_name: 'x', expires_at: new Date(Date.now() + 60_000).toISOString(), company_id: 'c1' });
    clearOutSession();
    expect(readOutSession()).toBeNull();
  });
});
