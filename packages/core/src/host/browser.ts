import { MSG_LOCATION_DENIED } from '../rules/messages.ts';
import { scanUnsupportedMessage } from '../rules/scan.ts';
import { MSG_LOCATION_FAILED } from './messages.ts';
import { HostError, type GeoPoint, type HostBridge, type ScanResult } from './types.ts';

/** How long the browser may look for a position. */
export const BROWSER_LOCATION_TIMEOUT_MS = 15_000;

/** GeolocationPositionError.PERMISSION_DENIED (the constant is not on every test DOM). */
const PERMISSION_DENIED = 1;

/** A plain browser: no scanner, the W3C geolocation, nothing to start or tell. */
export function createBrowserBridge(win: Window = window): HostBridge {
  return {
    kind: 'browser',
    async init() {
      // Nothing to start.
    },
    async notifyLoginSuccess() {
      // No host app to tell.
    },
    async closeWindow() {
      return false;
    },
    async scan(): Promise<ScanResult> {
      // Spec 8: outside the supported apps, say where scanning works.
      throw new HostError(scanUnsupportedMessage());
    },
    getLocation(): Promise<GeoPoint> {
      const geolocation = win.navigator?.geolocation;
      if (geolocation === undefined || geolocation === null) {
        return Promise.reject(new HostError(MSG_LOCATION_FAILED, 'unsupported'));
      }
      return new Promise<GeoPoint>((resolve, reject) => {
        geolocation.getCurrentPosition(
          ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
          (error) =>
            reject(
              error.code === PERMISSION_DENIED ? new HostError(MSG_LOCATION_DENIED, -1) : new HostError(MSG_LOCATION_FAILED, error.code),
            ),
          { enableHighAccuracy: true, timeout: BROWSER_LOCATION_TIMEOUT_MS, maximumAge: 0 },
        );
      });
    },
    onPush() {
      return () => undefined; // pushes reach the browser over the server's event stream
    },
  };
}
