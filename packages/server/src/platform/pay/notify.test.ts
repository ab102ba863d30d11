import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { endpointUrl, payEndpoints, payOrderSchema, walletSchema, type PayOrder } from '@campus/contracts';
import { A, B, describeOnDatabase } from '../test/harness.ts';
import { clientOf, type Client } from '../test/client.ts';
import { payService } from './routes.ts';
import { encryptWechatResource, lxdzSign, verifyWechatSignature } from './providers.ts';

// Providers configured for company A (read when the server builds its pay routes). Never called: the
// test plays WeChat Pay with its own platform key pair.
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pemOf = (k: typeof merchant.privateKey | typeof merchant.publicKey) =>
  k.export({ type: k.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString();
const apiV3Key = randomBytes(16).toString('hex'); // 32 characters
const wechat = {
  appid: 'wx0000000000000001',
  mchid: '1900000001',
  serial_no: 'MERCHANTSERIAL',
  private_key: pemOf(merchant.privateKey),
  platform_serial: 'PLATFORMSERIAL',
  platform_public_key: pemOf(platform.publicKey),
  api_v3_key: apiV3Key,
};
// Set for this file only: the server suites share a process per worker, and pay.test.ts checks that
// a provider nobody configured is refused (该支付方式未开通).
beforeAll(() => {
  vi.stubEnv('WECHAT_PAY', JSON.stringify({ [A.id]: wechat }));
  vi.stubEnv('LXDZ_PAY', JSON.stringify({ [A.id]: { merchant_id: 'LX001', secret: 'lxdz-secret-for-tests' } }));
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const order = (res: { json: () => unknown }): PayOrder => payOrderSchema.parse(res.json());
let seq = 0;
const key = () => `notify-${String(Date.now())}-${String(++seq)}`;

/** A WeChat Pay notification as WeChat Pay signs and encrypts it. */
function wechatNotification(o: { id: string; amount: number; txn: string; state?: string }, signer = platform.privateKey) {
  const plain = JSON.stringify({
    appid: wechat.appid,
    mchid: wechat.mchid,
    out_trade_no: o.id.replaceAll('-', ''),
    transaction_id: o.txn,
    trade_state: o.state ?? 'SUCCESS',
    amount: { total: o.amount, payer_total: o.amount, currency: 'CNY' },
  });
  const nonce = randomBytes(6).toString('hex');
  const body = JSON.stringify({
    id: randomBytes(8).toString('hex'),
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: encryptWechatResource(apiV3Key, plain, nonce, 'transaction'),
      associated_data: 'transaction',
      nonce,
    },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonceHeader = randomBytes(8).toString('hex');
  const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonceHeader}\n${body}\n`).sign(signer, 'base64');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonceHeader,
      'wechatpay-signature': signature,
      'wechatpay-serial': wechat.platform_serial,
    },
  };
}

const notifyEndpoints = { sandbox: payEndpoints.notifySandbox, wechat: payEndpoints.notifyWechat, lxdz: payEndpoints.notifyLxdz };

describeOnDatabase('payments (issue 13): provider notifications are verified and idempotent', (h) => {
  let staff: Client;
  beforeAll(async () => {
    staff = await clientOf(h(), A.id, '13800000001');
  });
  const balance = async () => walletSchema.parse((await staff.get(payEndpoints.wallet.url)).json()).balance_fen;
  const notify = (provider: 'sandbox' | 'wechat' | 'lxdz', headers: Record<string, string>, body: string, company = A.id) =>
    h().app.inject({ method: 'POST', url: endpointUrl(notifyEndpoints[provider], { company_id: company }), headers, payload: body });
  const newTopup = async (amount_fen: number, provider = 'sandbox') => {
    const res = await staff.post(payEndpoints.topup.url, { amount_fen, provider, client_key: key() });
    expect(res.statusCode, res.body).toBe(201);
    return order(res);
  };

  it('sandbox: a forged notification is refused (401) and changes nothing; the genuine one delivered twice credits once', async () => {
    const o = await newTopup(700);
    const before = await balance();
    const sandbox = payService(h().app.context).providers.sandbox;
    const genuine = sandbox.notification(A.id, { orderId: o.id, amountFen: 700, outcome: 'paid' });
    // Forged: a body changed under a valid signature, a made-up signature, no signature, another company's URL.
    const tampered = genuine.body.replace('"amount_fen":700', '"amount_fen":7000');
    for (const [headers, body, company] of [
      [genuine.headers, tampered, A.id],
      [{ ...genuine.headers, 'x-sandbox-signature': 'ab'.repeat(32) }, genuine.body, A.id],
      [{ 'content-type': 'application/json' }, genuine.body, A.id],
      [genuine.headers, genuine.body, B.id],
    ] as const) {
      const res = await notify('sandbox', headers, body, company);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({ code: 'FAIL', message: 'signature check failed' });
    }
    expect(order(await staff.get(endpointUrl(payEndpoints.getOrder, { id: o.id }))).status).toBe('created');
    const first = await notify('sandbox', genuine.headers, genuine.body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    const second = await notify('sandbox', genuine.headers, genuine.body);
    expect(second.statusCode).toBe(200);
    expect(await balance()).toBe(before + 700);
    expect(order(await staff.get(endpointUrl(payEndpoints.getOrder, { id: o.id }))).status).toBe('paid');
  });

  it('50 concurrent notifications for one order (some with other transaction ids): paid once, credited once', async () => {
    const o = await newTopup(321);
    const before = await balance();
    const sandbox = payService(h().app.context).providers.sandbox;
    const notes = Array.from({ length: 50 }, (_, i) =>
      i % 5 === 0 ? sandbox.notification(A.id, { orderId: o.id, amountFen: 321, outcome: 'paid' }) : undefined,
    );
    const same = sandbox.notification(A.id, { orderId: o.id, amountFen: 321, outcome: 'paid' });
    const results = await Promise.all(notes.map((n) => notify('sandbox', (n ?? same).headers, (n ?? same).body)));
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect(await balance()).toBe(before + 321);
    const paid = order(await staff.get(endpointUrl(payEndpoints.getOrder, { id: o.id })));
    expect(paid.status).toBe('paid');
  });

  it('an amount that differs from the order is refused', async () => {
    const o = await newTopup(900);
    const n = payService(h().app.context).providers.sandbox.notification(A.id, { orderId: o.id, amountFen: 1, outcome: 'paid' });
    const res = await notify('sandbox', n.headers, n.body);
    expect(res.statusCode).toBe(400);
    expect(order(await staff.get(endpointUrl(payEndpoints.getOrder, { id: o.id }))).status).toBe('created');
  });

  it('WeChat Pay: the order has JSAPI parameters only with a configured company; a notification is checked (signature, serial, decryption) and paid once', async () => {
    // Creating a WeChat order calls WeChat Pay (prepay): refused here without an openid, and never called.
    const noOpenid = await staff.post(payEndpoints.topup.url, { amount_fen: 100, provider: 'wechat', client_key: key() });
    expect(noOpenid.json()).toEqual({ non_field_errors: ['请在微信中打开以使用微信支付'] });
    const bStaff = await clientOf(h(), B.id, '13800000001');
    expect((await bStaff.post(payEndpoints.topup.url, { amount_fen: 100, provider: 'wechat', client_key: key() })).json()).toEqual({
      provider: ['该支付方式未开通'],
    });
    // A created WeChat order (the prepay step done by hand in the database).
    const o = await newTopup(1500, 'sandbox');
    await h().db.handle.db.execute(sql`UPDATE pay_orders SET provider = 'wechat' WHERE id = ${o.id}`);
    const before = await balance();
    const forged = wechatNotification({ id: o.id, amount: 1500, txn: '4200000001' }, merchant.privateKey);
    expect((await notify('wechat', forged.headers, forged.body)).statusCode).toBe(401);
    const wrongSerial = wechatNotification({ id: o.id, amount: 1500, txn: '4200000001' });
    expect((await notify('wechat', { ...wrongSerial.headers, 'wechatpay-serial': 'OTHER' }, wrongSerial.body)).statusCode).toBe(401);
    const genuine = wechatNotification({ id: o.id, amount: 1500, txn: '4200000001' });
    expect(
      verifyWechatSignature(
        wechat.platform_public_key,
        {
          timestamp: genuine.headers['wechatpay-timestamp'],
          nonce: genuine.headers['wechatpay-nonce'],
          signature: genuine.headers['wechatpay-signature'],
        },
        genuine.body,
      ),
    ).toBe(true);
    const ok = await notify('wechat', genuine.headers, genuine.body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await notify('wechat', genuine.headers, genuine.body)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 1500);
    expect(order(await staff.get(endpointUrl(payEndpoints.getOrder, { id: o.id })))).toMatchObject({
      status: 'paid',
      provider: 'wechat',
      provider_txn_id: '4200000001',
    });
    // A sandbox notification cannot pay a WeChat order.
    const o2 = await newTopup(10, 'sandbox');
    await h().db.handle.db.execute(sql`UPDATE pay_orders SET provider = 'wechat' WHERE id = ${o2.id}`);
    const sb = payService(h().app.context).providers.sandbox.notification(A.id, { orderId: o2.id, amountFen: 10, outcome: 'paid' });
    expect((await notify('sandbox', sb.headers, sb.body)).statusCode).toBe(400);
  });

  it('lxdz (native shell bridge): signed parameters; its notification is verified with the HMAC secret', async () => {
    const o = await newTopup(800, 'lxdz');
    expect(o.pay_params).toMatchObject({
      provider: 'lxdz',
      merchant_id: 'LX001',
      order_id: o.id,
      amount_fen: 800,
      sign: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const before = await balance();
    const fields = {
      merchant_id: 'LX001',
      order_id: o.id,
      transaction_id: 'LX-TXN-1',
      amount_fen: 800,
      status: 'SUCCESS',
      timestamp: '1700000000',
    };
    const forged = JSON.stringify({ ...fields, sign: lxdzSign('wrong-secret', fields) });
    expect((await notify('lxdz', { 'content-type': 'application/json' }, forged)).statusCode).toBe(401);
    const genuine = JSON.stringify({ ...fields, sign: lxdzSign('lxdz-secret-for-tests', fields) });
    expect((await notify('lxdz', { 'content-type': 'application/json' }, genuine)).statusCode).toBe(200);
    expect((await notify('lxdz', { 'content-type': 'application/json' }, genuine)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 800);
  });
});
