import Hex from 'crypto-js/enc-hex';
import SHA1 from 'crypto-js/sha1';
import { NONCE_LENGTH } from './constants.ts';

/** The nonce alphabet: [A-Za-z0-9]. */
export const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 16-character nonce (spec 3, 9). `random` returns [0, 1) like Math.random. */
export function createNonce(random: () => number = Math.random): string {
  let nonce = '';
  for (let i = 0; i < NONCE_LENGTH; i += 1) {
    // min(): a random() returning 1 (outside its contract) still picks a character.
    const index = Math.min(Math.floor(random() * NONCE_ALPHABET.length), NONCE_ALPHABET.length - 1);
    nonce += NONCE_ALPHABET[index];
  }
  return nonce;
}

export interface WxSignFields {
  jsapi_ticket: string;
  noncestr: string;
  timestamp: number | string;
  url: string;
}

export interface WxSignPackage {
  jsapi_ticket: string;
  noncestr: string;
  /** Seconds since the epoch. */
  timestamp: number;
  url: string;
  signature: string;
}

/** The page URL WeChat signs: without '#' and what follows. */
export function signUrl(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/** The string WeChat hashes: the four fields sorted by name, `name=value` joined with '&', raw values. */
export function wxSignString(fields: WxSignFields): string {
  const values: Record<string, string> = {
    jsapi_ticket: fields.jsapi_ticket,
    noncestr: fields.noncestr,
    timestamp: String(fields.timestamp),
    url: signUrl(fields.url),
  };
  return Object.keys(values)
    .sort()
    .map((name) => `${name}=${values[name]}`)
    .join('&');
}

/** WeChat JS-SDK signature: SHA-1 of wxSignString as lowercase hex. */
export function wxSignature(fields: WxSignFields): string {
  return SHA1(wxSignString(fields)).toString(Hex);
}

/** Everything wx.config needs besides appId: ticket, nonce, timestamp in seconds, url and signature. */
export function buildWxSignPackage(ticket: string, pageUrl: string, now: number = Date.now(), random?: () => number): WxSignPackage {
  const fields = {
    jsapi_ticket: ticket,
    noncestr: createNonce(random),
    timestamp: Math.floor(now / 1000),
    url: signUrl(pageUrl),
  };
  return { ...fields, signature: wxSignature(fields) };
}
