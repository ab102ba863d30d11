import { describe, expect, it } from 'vitest';
import { wechatIdentityFrom } from './bind-phone-screen.tsx';

describe('/bindPhone reads the WeChat identity the start-up passed on (issue 40)', () => {
  it('issue 40: the openid with its signed p, or with the company of a demo openid login; the route’s query first', () => {
    expect(wechatIdentityFrom('?openid=o1&p=s1.c.x.y', '')).toEqual({ openid: 'o1', p: 's1.c.x.y' });
    expect(wechatIdentityFrom('', '?openid=o2&company_id=c2')).toEqual({ openid: 'o2', company_id: 'c2' });
    expect(wechatIdentityFrom('?openid=o1&p=p1', '?openid=o2&p=p2')).toEqual({ openid: 'o1', p: 'p1' });
  });

  it('issue 40: no openid, no identity (the screen offers WeChat authorisation or the account sign-in)', () => {
    expect(wechatIdentityFrom('', '')).toBeNull();
    expect(wechatIdentityFrom('?openid=', '?p=x')).toBeNull();
  });
});
