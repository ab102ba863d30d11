import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptWechatResource,
  encryptWechatResource,
  lxdzCanonical,
  lxdzSign,
  PaySignatureError,
  sandboxProvider,
  verifyWechatSignature,
  wechatJsapiParams,
  wechatPaySign,
} from './providers.ts';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('WeChat Pay API v3 (JSAPI) signing and verification, with a generated key pair', () => {
  it('chooseWXPay parameters: paySign is RSA-SHA256 over appId\\ntimeStamp\\nnonceStr\\npackage\\n', () => {
    const p = wechatJsapiParams(
      { appid: 'wx123', private_key: privatePem },
      'wx201410272009395522657a690389285100',
      new Date(1_700_000_000_000),
      'abc',
    );
    expect(p).toMatchObject({
      provider: 'wechat',
      appId: 'wx123',
      timeStamp: '1700000000',
      nonceStr: 'abc',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
    });
    const ok = createVerify('RSA-SHA256')
      .update(`wx123\n1700000000\nabc\nprepay_id=wx201410272009395522657a690389285100\n`)
      .verify(publicPem, p.paySign, 'base64');
    expect(ok).toBe(true);
    // PEM with escaped newlines (from an environment variable) signs the same.
    expect(
      wechatPaySign(privatePem.replaceAll('\n', '\\n'), { appId: 'wx123', timeStamp: '1700000000', nonceStr: 'abc', package: p.package }),
    ).toBe(p.paySign);
  });

  it('notification signature over timestamp\\nnonce\\nbody\\n: genuine passes; a changed body, nonce or key fails', () => {
    const body = '{"id":"1"}';
    const sign = (b: string, nonce = 'n1') => createSign('RSA-SHA256').update(`1700000000\n${nonce}\n${b}\n`).sign(privatePem, 'base64');
    const signature = sign(body);
    expect(verifyWechatSignature(publicPem, { timestamp: '1700000000', nonce: 'n1', signature }, body)).toBe(true);
    expect(verifyWechatSignature(publicPem, { timestamp: '1700000000', nonce: 'n1', signature }, '{"id":"2"}')).toBe(false);
    expect(verifyWechatSignature(publicPem, { timestamp: '1700000000', nonce: 'n2', signature }, body)).toBe(false);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(verifyWechatSignature(other, { timestamp: '1700000000', nonce: 'n1', signature }, body)).toBe(false);
    expect(verifyWechatSignature(publicPem, { timestamp: '', nonce: 'n1', signature }, body)).toBe(false);
    expect(verifyWechatSignature(publicPem, { timestamp: '1700000000', nonce: 'n1', signature: 'not base64 !' }, body)).toBe(false);
  });

  it('resource decryption (AEAD_AES_256_GCM): round trip; a changed ciphertext, nonce, associated data or key fails', () => {
    const key = randomBytes(16).toString('hex');
    const ct = encryptWechatResource(key, '{"trade_state":"SUCCESS"}', 'nonce123456a', 'transaction');
    expect(decryptWechatResource(key, { ciphertext: ct, nonce: 'nonce123456a', associated_data: 'transaction' })).toBe(
      '{"trade_state":"SUCCESS"}',
    );
    const flipped = Buffer.from(ct, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    for (const r of [
      { ciphertext: flipped.toString('base64'), nonce: 'nonce123456a', associated_data: 'transaction' },
      { ciphertext: ct, nonce: 'nonce123456b', associated_data: 'transaction' },
      { ciphertext: ct, nonce: 'nonce123456a', associated_data: 'refund' },
      { ciphertext: 'AAAA', nonce: 'nonce123456a', associated_data: 'transaction' },
    ]) {
      expect(() => decryptWechatResource(key, r)).toThrow(PaySignatureError);
    }
    expect(() =>
      decryptWechatResource(randomBytes(16).toString('hex'), { ciphertext: ct, nonce: 'nonce123456a', associated_data: 'transaction' }),
    ).toThrow(PaySignatureError);
  });
});

describe('lxdz and sandbox signatures', () => {
  it('lxdz: fields sorted by name, k=v joined with &, sign excluded; HMAC-SHA256 hex', () => {
    expect(lxdzCanonical({ b: 2, a: 'x', sign: 'zzz' })).toBe('a=x&b=2');
    expect(lxdzSign('s', { a: 'x', b: 2 })).toMatch(/^[0-9a-f]{64}$/);
    expect(lxdzSign('s', { a: 'x', b: 2 })).not.toBe(lxdzSign('t', { a: 'x', b: 2 }));
  });

  it('sandbox: tokens bind company, order and amount; notifications verify only with the secret', async () => {
    const now = () => new Date();
    const s = sandboxProvider('secret-1', now);
    const p = await s.start({ companyId: 'c', orderId: 'o', amountFen: 100, subject: 'x', openid: null, now: now() });
    const token = p.provider === 'sandbox' ? p.token : '';
    expect(s.checkToken('c', 'o', 100, token)).toBe(true);
    expect(s.checkToken('c', 'o', 101, token)).toBe(false);
    expect(s.checkToken('d', 'o', 100, token)).toBe(false);
    const n = s.notification('c', { orderId: 'o', amountFen: 100, outcome: 'paid' });
    expect(s.verify({ companyId: 'c', headers: n.headers, rawBody: n.body })).toMatchObject({
      orderId: 'o',
      amountFen: 100,
      outcome: 'paid',
    });
    expect(() => sandboxProvider('secret-2', now).verify({ companyId: 'c', headers: n.headers, rawBody: n.body })).toThrow(
      PaySignatureError,
    );
    expect(() => s.verify({ companyId: 'd', headers: n.headers, rawBody: n.body })).toThrow(PaySignatureError);
  });
});
