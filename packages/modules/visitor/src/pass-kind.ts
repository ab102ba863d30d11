import { VISITOR_PASS_QR } from '@campus/contracts';
import type { ScanKind } from '@campus/core/routing';

/** The query of the gate view (门岗扫码) that brings a pass scanned elsewhere: the guard picks the direction. */
export const PASS_PARAM = 'qr';

/**
 * A visitor's, a let-off's or a going-out pass (issue 37) read by the hub's own scanner (/scanCode,
 * 扫码签到, issue 39): it opens the gate view with the pass filled in, for the guard to record in or out.
 */
export const visitorPassKind: ScanKind = {
  kind: 'visitorPass',
  label: '通行证',
  examples: ['CHP1.0123456789ABCDEFGHJKMNPQ'],
  matches: (code) => code.type === 'qrcode' && VISITOR_PASS_QR.test(code.value.trim().toUpperCase()),
  open: (code) => `/makingAppointment?view=gate&${PASS_PARAM}=${encodeURIComponent(code.value.trim().toUpperCase())}`,
};
