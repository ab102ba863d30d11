import { expect, it } from 'vitest';
import {
  authEndpoints,
  endpointUrl,
  loginDeviceStateSchema,
  specialLoginEndpoints as E,
  specialLoginMessages as M,
  type AuthData,
} from '@campus/contracts';
import { A, A2, B, auth, describeOnDatabase, staffId } from '../../test/harness.ts';
import { DEMO_PASSWORD } from '../../seed/data.ts';

const PHONE_ONE = '13800000002';
const PHONE_TWO = '13800000003';
const DEVICE = 'ios-1f0c9a2b-phone-a';
const OTHER = 'android-77e1-phone-b';
const creds = { appid: 'wx0123456789abcdef', secret: 'app-secret' };

describeOnDatabase('issue 40 /login/bindHardware: a device bound to an account, which a company may require', (h) => {
  const signIn = (companyId: string, phone: string, device?: string) =>
    h().app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      payload: {
        phone,
        password: DEMO_PASSWORD,
        company_id: companyId,
        ...(device ? { device_id: device, device_name: 'iPhone 15' } : {}),
      },
    });
  const call = (token: string, endpoint: (typeof E)[keyof typeof E], payload?: object) =>
    h().app.inject({ method: endpoint.method, url: endpointUrl(endpoint), headers: auth(token), ...(payload ? { payload } : {}) });

  it('issue 40 bind: the account shows its device; a second device is refused; the bound account signs in only on it', async () => {
    const { token } = (await signIn(A.id, PHONE_ONE)).json<AuthData>();
    expect(loginDeviceStateSchema.parse((await call(token, E.loginDevice)).json())).toEqual({ device: null, required: false });
    const bound = await call(token, E.bindDevice, { device_id: DEVICE, device_name: 'iPhone 15' });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json()).toMatchObject({ device: { device_id: DEVICE, device_name: 'iPhone 15' }, required: false });
    expect((await call(token, E.bindDevice, { device_id: DEVICE })).statusCode).toBe(200); // the same device: no change
    const second = await call(token, E.bindDevice, { device_id: OTHER });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ device_id: [M.accountHasDevice] });

    expect((await signIn(A.id, PHONE_ONE, OTHER)).json()).toEqual({ non_field_errors: [M.otherDevice] });
    expect((await signIn(A.id, PHONE_ONE)).json()).toEqual({ non_field_errors: [M.otherDevice] });
    const onIt = await signIn(A.id, PHONE_ONE, DEVICE);
    expect(onIt.statusCode).toBe(200);
    expect(onIt.json<AuthData>().device_bound).toBeUndefined();
    // a wrong password says nothing about the device
    const wrong = await h().app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      payload: { phone: PHONE_ONE, password: 'Wrong@2026', company_id: A.id, device_id: OTHER },
    });
    expect(wrong.json()).toEqual({ non_field_errors: ['手机号或密码错误'] });
  });

  it('issue 40 unbind: the account frees its device and signs in anywhere again; an admin frees a staff’s, only in his company', async () => {
    const { token } = (await signIn(A.id, PHONE_ONE, DEVICE)).json<AuthData>();
    expect((await call(token, E.unbindDevice, {})).json()).toEqual({ detail: '已解绑' });
    expect((await call(token, E.unbindDevice, {})).json()).toEqual({ non_field_errors: [M.noDevice] });
    expect((await signIn(A.id, PHONE_ONE, OTHER)).statusCode).toBe(200);

    const staffToken = (await signIn(A.id, PHONE_TWO)).json<AuthData>().token;
    await call(staffToken, E.bindDevice, { device_id: OTHER });
    const plain = (await signIn(A.id, '13800000005')).json<AuthData>().token;
    expect((await call(plain, E.unbindDevice, { staff_id: staffId(A.id, 'off3driver') })).statusCode).toBe(403);
    const admin = (await h().login(A.id)).token;
    const otherCompany = (await h().login(B.id)).token;
    expect((await call(otherCompany, E.unbindDevice, { staff_id: staffId(A.id, 'off3driver') })).json()).toEqual({ detail: '未找到' });
    expect((await call(admin, E.unbindDevice, { staff_id: 'not-a-guid' })).statusCode).toBe(404);
    expect((await call(admin, E.unbindDevice, { staff_id: staffId(A.id, 'off3driver') })).statusCode).toBe(200);
    expect((await call(staffToken, E.loginDevice)).json()).toMatchObject({ device: null });
  });

  it('issue 40 require: only an admin sets it; then a sign-in from outside the app is refused, the first from the app binds its device', async () => {
    const plain = (await signIn(A2.id, '13800000005')).json<AuthData>().token;
    expect((await call(plain, E.setDevicePolicy, { require_bound_device: true })).statusCode).toBe(403);
    const admin = (await h().login(A2.id)).token;
    expect((await call(admin, E.setDevicePolicy, {})).json()).toEqual({ require_bound_device: ['请选择是否要求绑定设备'] });
    expect((await call(admin, E.setDevicePolicy, { require_bound_device: true })).json()).toEqual({ require_bound_device: true });
    expect((await call(plain, E.devicePolicy)).json()).toEqual({ require_bound_device: true });
    // another company is untouched
    expect((await call((await h().login(A.id)).token, E.devicePolicy)).json()).toEqual({ require_bound_device: false });

    expect((await signIn(A2.id, PHONE_ONE)).json()).toEqual({ non_field_errors: [M.appRequired] });
    // an admin still signs in from a browser (to change the rule, or free a lost phone)
    expect((await signIn(A2.id, '13800000000')).statusCode).toBe(200);
    const first = await signIn(A2.id, PHONE_ONE, DEVICE);
    expect(first.statusCode).toBe(200);
    expect(first.json<AuthData>().device_bound).toBe(true);
    expect((await call(first.json<AuthData>().token, E.loginDevice)).json()).toMatchObject({
      device: { device_id: DEVICE, device_name: 'iPhone 15' },
      required: true,
    });
    expect((await signIn(A2.id, PHONE_ONE, OTHER)).json()).toEqual({ non_field_errors: [M.otherDevice] });
    expect((await signIn(A2.id, PHONE_ONE, DEVICE)).json<AuthData>().device_bound).toBeUndefined();
  });

  it('issue 40 race: two devices binding one account at once bind one (by the endpoint, and by signing in where required)', async () => {
    const { token } = (await signIn(B.id, PHONE_ONE)).json<AuthData>();
    const both = await Promise.all([call(token, E.bindDevice, { device_id: DEVICE }), call(token, E.bindDevice, { device_id: OTHER })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const admin = (await h().login(B.id)).token;
    await call(admin, E.setDevicePolicy, { require_bound_device: true });
    const logins = await Promise.all([signIn(B.id, PHONE_TWO, DEVICE), signIn(B.id, PHONE_TWO, OTHER)]);
    expect(logins.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = logins.find((r) => r.statusCode === 200)?.json<AuthData>();
    expect(winner?.device_bound).toBe(true);
    await call(admin, E.setDevicePolicy, { require_bound_device: false });
  });

  it('issue 40: bad device input answers field errors in Chinese', async () => {
    const { token } = (await signIn(B.id, '13800000004')).json<AuthData>();
    expect((await call(token, E.bindDevice, { device_id: 'x' })).json()).toEqual({ device_id: [M.deviceIdInvalid] });
    expect((await call(token, E.bindDevice, {})).json()).toEqual({ device_id: [M.deviceIdInvalid] });
    expect((await call(token, E.bindDevice, { device_id: DEVICE, device_name: '名'.repeat(65) })).json()).toEqual({
      device_name: [M.deviceNameTooLong],
    });
    expect((await signIn(B.id, '13800000004', 'bad id!')).json()).toEqual({ device_id: ['设备标识无效'] });
  });
});

describeOnDatabase('issue 40 /wxAuthGuide: WeChat’s authorise address from the company’s WeChat app', (h) => {
  it('issue 40: a company with a WeChat app gets the snsapi_base link back to the OAuth step; one without gets null', async () => {
    const server = await h().build({ wechat: { apps: { [A.id]: creds } } });
    const ask = (query: string) =>
      server.inject({ method: 'GET', url: `${endpointUrl(E.wechatAuthorizeUrl)}?${query}`, headers: { host: 'hub.example.com' } });
    const withApp = await ask(`company_id=${A.id}`);
    expect(withApp.statusCode).toBe(200);
    const { url, appid } = withApp.json<{ url: string; appid: string }>();
    expect(appid).toBe(creds.appid);
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(link.hash).toBe('#wechat_redirect');
    expect(link.searchParams.get('appid')).toBe(creds.appid);
    expect(link.searchParams.get('scope')).toBe('snsapi_base');
    expect(link.searchParams.get('response_type')).toBe('code');
    expect(link.searchParams.get('redirect_uri')).toBe(`http://hub.example.com/9077/api/wechat/oauth/?company_id=${A.id}`);
    expect((await ask(`company_id=${B.id}`)).json()).toEqual({ url: null, appid: null });
    expect((await ask('company_id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await ask('company_id=nope')).statusCode).toBe(404);
    expect((await ask('')).json()).toEqual({ company_id: ['请选择单位'] });
  });
});
