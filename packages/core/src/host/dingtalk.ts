import { close$ } from 'dingtalk-jsapi/api/biz/navigation/close';
import { scan$ } from 'dingtalk-jsapi/api/biz/util/scan';
import { get$ as getGeolocation$ } from 'dingtalk-jsapi/api/device/geolocation/get';
import dd from 'dingtalk-jsapi/entry/union';
import { MSG_DING_SCAN_FAIL, MSG_LOCATION_DENIED, MSG_SCAN_EMPTY } from '../rules/messages.ts';
import { classifyScan, isEmptyScan } from '../rules/scan.ts';
import { HostError, type GeoPoint, type HostBridge, type ScanResult } from './types.ts';

/**
 * The DingTalk (work-chat) bridge. Only the three APIs it uses are imported, with
 * the core and its platform adapters (entry/union: mobile and PC); this module is
 * itself loaded only inside DingTalk (detect.ts).
 */

/** Host facts: every DingTalk call goes inside dd.ready. */
function ready(): Promise<void> {
  return new Promise((resolve) => dd.ready(resolve));
}

function errorCodeOf(error: unknown): string | number | undefined {
  const code = (error as { errorCode?: unknown } | null)?.errorCode;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Android 2.1 and older nest the answer in `location` (dingtalk-jsapi's note on device.geolocation.get). */
function readPoint(result: unknown): GeoPoint | null {
  const outer = (result ?? {}) as { location?: unknown };
  const point = (outer.location ?? outer) as Partial<Record<keyof GeoPoint, unknown>>;
  if (!isNumber(point.latitude) || !isNumber(point.longitude)) return null;
  return isNumber(point.accuracy)
    ? { latitude: point.latitude, longitude: point.longitude, accuracy: point.accuracy }
    : { latitude: point.latitude, longitude: point.longitude };
}

export function createDingtalkBridge(): HostBridge {
  return {
    kind: 'dingtalk',
    async init() {
      // Nothing to start.
    },
    async notifyLoginSuccess() {
      // DingTalk has nothing to be told.
    },
    async closeWindow() {
      await ready();
      await close$({});
      return true;
    },
    async scan(): Promise<ScanResult> {
      let text: unknown;
      try {
        await ready();
        ({ text } = await scan$({ type: 'all' }));
      } catch (error) {
        throw new HostError(MSG_DING_SCAN_FAIL, errorCodeOf(error)); // spec 8 "Work-chat scan failure"
      }
      if (typeof text !== 'string' || isEmptyScan(text)) throw new HostError(MSG_SCAN_EMPTY);
      return classifyScan(text);
    },
    async getLocation(): Promise<GeoPoint> {
      let result: unknown;
      try {
        await ready();
        result = await getGeolocation$({ targetAccuracy: 200, coordinate: 1, withReGeocode: false, useCache: true });
      } catch (error) {
        // DingTalk fails the call when it, or the phone, may not locate: the spec's permission message.
        throw new HostError(MSG_LOCATION_DENIED, errorCodeOf(error));
      }
      const point = readPoint(result);
      if (point === null) throw new HostError(MSG_LOCATION_DENIED, errorCodeOf(result));
      return point;
    },
    onPush() {
      return () => undefined; // pushes reach DingTalk pages over the server's event stream
    },
  };
}
