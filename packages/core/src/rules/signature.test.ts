import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NONCE_ALPHABET, buildWxSignPackage, createNonce, signUrl, wxSignString, wxSignature } from './signature.ts';

const WX_EXAMPLE = {
  jsapi_ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  noncestr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
};
const WX_EXAMPLE_STRING =
  'jsapi_ticket=sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg&noncestr=Wm3WZYTPz0wzccnW&timestamp=1414587457&url=http://mp.weixin.qq.com?params=value';

function nodeSha1(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

function sequence(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] as number;
}

describe('createNonce (spec 3 signature helper, spec 9)', () => {
  it('spec 9: noncestr is 16 characters of [A-Za-z0-9]', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('spec 9: the nonce alphabet is the 62 letters and digits', () => {
    expect(NONCE_ALPHABET).toHaveLength(62);
    expect(new Set(NONCE_ALPHABET).size).toBe(62);
  });

  it('spec 9: an injected random source makes the nonce deterministic', () => {
    expect(createNonce(() => 0)).toBe('AAAAAAAAAAAAAAAA');
    expect(createNonce(sequence([0, 26 / 62, 61 / 62]))).toBe('Aa9Aa9Aa9Aa9Aa9A');
  });

  it('spec 9: a random source returning 1 still yields a valid character', () => {
    expect(createNonce(() => 1)).toBe('9999999999999999');
  });
});

describe('wxSignature (spec 3 signature helper; ARCHITECTURE host facts)', () => {
  it("spec 3: WeChat's documented example gives its documented signature", () => {
    expect(wxSignString(WX_EXAMPLE)).toBe(WX_EXAMPLE_STRING);
    expect(wxSignature(WX_EXAMPLE)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('spec 3: the signature is the lowercase SHA-1 hex of the sorted name=value string (checked with node:crypto)', () => {
    const fields = { jsapi_ticket: 'T', noncestr: 'N0nce', timestamp: '1700000000', url: 'https://hub.example/?a=1&b=中文' };
    const expected = nodeSha1('jsapi_ticket=T&noncestr=N0nce&timestamp=1700000000&url=https://hub.example/?a=1&b=中文');
    expect(wxSignature(fields)).toBe(expected);
    expect(wxSignature(fields)).toMatch(/^[0-9a-f]{40}$/);
  });

  it("spec 3: the url is signed without '#' and what follows", () => {
    expect(wxSignature({ ...WX_EXAMPLE, url: `${WX_EXAMPLE.url}#/mPage?x=1` })).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('spec 3: values are raw, not URL-encoded', () => {
    expect(wxSignString({ jsapi_ticket: 'a b', noncestr: 'n', timestamp: 1, url: 'http://x/?q=a b' })).toBe(
      'jsapi_ticket=a b&noncestr=n&timestamp=1&url=http://x/?q=a b',
    );
  });

  it("signUrl: a URL without '#' is unchanged; a bare '#' is cut", () => {
    expect(signUrl('http://x/a?b=1')).toBe('http://x/a?b=1');
    expect(signUrl('http://x/a#')).toBe('http://x/a');
  });
});

describe('buildWxSignPackage (spec 3, spec 9)', () => {
  it('spec 9: the package carries ticket, 16-character noncestr, timestamp in seconds, url without hash and the signature', () => {
    const pkg = buildWxSignPackage('TICKET', 'https://hub.example/index.html?c=1#/scanCode', 1_700_000_000_999, () => 0);
    expect(pkg).toEqual({
      jsapi_ticket: 'TICKET',
      noncestr: 'AAAAAAAAAAAAAAAA',
      timestamp: 1_700_000_000,
      url: 'https://hub.example/index.html?c=1',
      signature: nodeSha1('jsapi_ticket=TICKET&noncestr=AAAAAAAAAAAAAAAA&timestamp=1700000000&url=https://hub.example/index.html?c=1'),
    });
  });

  it('spec 9: by default the timestamp is now in seconds and the nonce random', () => {
    const before = Math.floor(Date.now() / 1000);
    const pkg = buildWxSignPackage('T', 'https://hub.example/');
    expect(pkg.timestamp).toBeGreaterThanOrEqual(before);
    expect(pkg.timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(pkg.noncestr).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(pkg.signature).toBe(wxSignature(pkg));
  });
});
