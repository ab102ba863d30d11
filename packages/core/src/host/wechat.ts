import { wechatEndpoints, type WechatConfigRequest, type WechatConfigResponse } from '@campus/contracts';
import wx from 'weixin-js-sdk';
import { httpClient } from '../api/http-client.ts';
import { MSG_LOCATION_DENIED, MSG_SCAN_EMPTY } from '../rules/messages.ts';
import { classifyScan, isEmptyScan } from '../rules/scan.ts';
import { buildWxSignPackage, signUrl } from '../rules/signature.ts';
import { localStore } from '../storage/local-store.ts';
import { tenantConfig } from '../tenant/tenant-config.ts';
import { MSG_LOCATION_FAILED, MSG_WX_CONFIG_FAILED } from './messages.ts';
import { HostError, type GeoPoint, type HostBridge, type ScanResult } from './types.ts';

/** The one call this bridge makes (an axios instance fits; tests inject a fake). */
export interface WechatHttp {
  post(url: string, body: WechatConfigRequest, config?: { silent?: boolean }): Promise<{ data: unknown }>;
}

/** The remote configuration's answer as the bridge reads it: `appid` or `app_id` (spec 7). */
export type WechatConfigAnswer = Pick<WechatConfigResponse, 'ticket'> & Partial<Pick<WechatConfigResponse, 'appid' | 'app_id'>>;

export interface WechatBridgeOptions {
  /** Company of the remote configuration call; default: the stored auth, company_id, _URL_p, then the tenant's default. */
  companyId?: () => string | null;
  /** Default: the app's axios client. */
  http?: () => Promise<WechatHttp>;
  /** Default: window.location (read on every capability call outside iOS). */
  location?: Pick<Location, 'href'>;
  /** Default: navigator.userAgent (decides iOS). */
  userAgent?: string;
  /** The URL the user first landed on, which iOS WeChat checks; default: location.href at creation. */
  landingUrl?: string;
  /** Clock and randomness of the signature (tests fix them). */
  now?: () => number;
  random?: () => number;
}

/** What the bridge asks wx.config for (scan, location, open-location and pay, spec 7). */
export const WX_JS_API_LIST: wx.jsApiList = ['scanQRCode', 'getLocation', 'openLocation', 'chooseWXPay'];

/** The WeChat bridge also lets pay and map screens wait for the configured SDK. */
export interface WechatBridge extends HostBridge {
  /** Configures the JS-SDK for the current page (once per signed URL); rejects with HostError. */
  ensureConfig(): Promise<void>;
}

const IOS_UA = /iphone|ipad|ipod/i;

export function isIos(userAgent: string): boolean {
  return IOS_UA.test(userAgent);
}

/** Reads the appid under either name; null when the answer lacks a ticket or an appid. */
export function readConfigAnswer(data: unknown): { ticket: string; appId: string } | null {
  if (data === null || typeof data !== 'object') return null;
  const answer = data as Partial<Record<keyof WechatConfigAnswer, unknown>>;
  const appId = typeof answer.appid === 'string' && answer.appid !== '' ? answer.appid : answer.app_id;
  if (typeof answer.ticket !== 'string' || answer.ticket === '' || typeof appId !== 'string' || appId === '') return null;
  return { ticket: answer.ticket, appId };
}

function defaultCompanyId(): string | null {
  const auth = localStore.getAuth<{ company_id?: unknown }>();
  if (typeof auth?.company_id === 'string' && auth.company_id !== '') return auth.company_id;
  return localStore.get('company_id') || localStore.getUrlParams()?.company_id || tenantConfig().defaultCompanyId;
}

function errMsgOf(error: unknown): string {
  const errMsg = (error as { errMsg?: unknown } | null)?.errMsg;
  return typeof errMsg === 'string' ? errMsg : 'fail';
}

/** wx.getLocation failures that mean a refused permission (the user's or the system's). */
const LOCATION_DENIED = /deny|denied/i;

export function createWechatBridge(options: WechatBridgeOptions = {}): WechatBridge {
  const location = options.location ?? window.location;
  const userAgent = options.userAgent ?? window.navigator.userAgent;
  const landingUrl = options.landingUrl ?? location.href;
  const http = options.http ?? httpClient;
  const companyId = options.companyId ?? defaultCompanyId;
  const now = options.now ?? Date.now;
  const configured = new Map<string, Promise<void>>();

  /** Host facts: the signed URL has no '#...'; iOS WeChat checks the landing URL. */
  const pageUrl = (): string => signUrl(isIos(userAgent) ? landingUrl : location.href);

  const configure = async (url: string): Promise<void> => {
    const company = companyId();
    if (company === null || company === '') throw new HostError(MSG_WX_CONFIG_FAILED, 'company_id');
    let data: unknown;
    try {
      const client = await http();
      ({ data } = await client.post(wechatEndpoints.jsConfig.url, { url, company_id: company }, { silent: true }));
    } catch (error) {
      const status = (error as { response?: { status?: number } } | null)?.response?.status;
      throw new HostError(MSG_WX_CONFIG_FAILED, status ?? 'network');
    }
    const answer = readConfigAnswer(data);
    if (answer === null) throw new HostError(MSG_WX_CONFIG_FAILED, 'answer');
    const sign = buildWxSignPackage(answer.ticket, url, now(), options.random);
    await new Promise<void>((resolve, reject) => {
      wx.config({
        debug: false,
        appId: answer.appId,
        timestamp: sign.timestamp,
        nonceStr: sign.noncestr,
        signature: sign.signature,
        jsApiList: WX_JS_API_LIST,
      });
      // The SDK calls the error handler before the ready ones when the check fails; the first to settle wins.
      wx.error((error) => reject(new HostError(MSG_WX_CONFIG_FAILED, errMsgOf(error))));
      wx.ready(() => resolve());
    });
  };

  const ensureConfig = (): Promise<void> => {
    const url = pageUrl();
    let done = configured.get(url);
    if (done === undefined) {
      done = configure(url);
      configured.set(url, done);
      done.catch(() => configured.delete(url)); // a failed configuration is tried again next time
    }
    return done;
  };

  return {
    kind: 'wechat',
    ensureConfig,
    async init() {
      // Configured lazily on the first capability call.
    },
    async notifyLoginSuccess() {
      // WeChat has no host app to tell.
    },
    async closeWindow() {
      return false; // spec 4 closes only the work-chat (DingTalk) container
    },
    async scan(): Promise<ScanResult> {
      await ensureConfig();
      const resultStr = await new Promise<string>((resolve, reject) => {
        wx.scanQRCode({
          needResult: 1,
          scanType: ['qrCode', 'barCode'],
          success: (res) => resolve(res.resultStr),
          fail: (error: unknown) => reject(new HostError(MSG_SCAN_EMPTY, errMsgOf(error))),
          cancel: () => reject(new HostError(MSG_SCAN_EMPTY, 'cancel')),
        });
      });
      if (isEmptyScan(resultStr)) throw new HostError(MSG_SCAN_EMPTY);
      return classifyScan(resultStr); // 'CODE_128,xxx' is a barcode (spec 9)
    },
    async getLocation(): Promise<GeoPoint> {
      await ensureConfig();
      return new Promise<GeoPoint>((resolve, reject) => {
        wx.getLocation({
          type: 'gcj02',
          success: (res) => resolve({ latitude: res.latitude, longitude: res.longitude, accuracy: res.accuracy }),
          fail: (error: unknown) => {
            const errMsg = errMsgOf(error);
            reject(new HostError(LOCATION_DENIED.test(errMsg) ? MSG_LOCATION_DENIED : MSG_LOCATION_FAILED, errMsg));
          },
          cancel: () => reject(new HostError(MSG_LOCATION_DENIED, 'cancel')),
        });
      });
    },
    onPush() {
      return () => undefined; // pushes reach WeChat pages over the server's event stream
    },
  };
}
