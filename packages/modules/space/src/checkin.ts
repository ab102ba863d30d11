import type { CheckInResult } from '@campus/contracts';
import { alertDialog, HostError, MSG_SCAN_EMPTY, scanUnsupportedMessage, showToast, whenHostReady } from '@campus/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkIn } from './api.ts';
import { CHECKIN_PARAM } from './checkin-kind.ts';
import { PATHS, withId } from './paths.ts';
import { refusalText } from './refusal.ts';

/** What a check-in scan came to: the booking checked in, or the words to show (spec 8's own for the scanner). */
export type CheckInOutcome = { ok: true; result: CheckInResult } | { ok: false; message: string; from: 'host' | 'server' };

/**
 * Scans the space's or seat's code with the host's scanner (the native shell, DingTalk or WeChat; a
 * plain browser says where scanning works, spec 8) and checks the caller in with what it read.
 */
export async function scanAndCheckIn(): Promise<CheckInOutcome> {
  let text: string;
  try {
    const host = await whenHostReady();
    const scanned = await host.scan();
    text = scanned.value.trim();
    if (text === '') return { ok: false, message: MSG_SCAN_EMPTY, from: 'host' };
  } catch (error) {
    return { ok: false, message: error instanceof HostError ? error.message : scanUnsupportedMessage(), from: 'host' };
  }
  try {
    return { ok: true, result: await checkIn(text) };
  } catch (error) {
    return { ok: false, message: refusalText(error), from: 'server' };
  }
}

export const CHECKED_IN = '签到成功';
export const ALREADY_CHECKED_IN = '已签到，无需重复签到';

/**
 * 扫码签到 for a screen: the scanner's failures as the spec's toasts, the server's refusal in a
 * dialog (it says what to do: come back at the start, the code is of another place ...), and a
 * check-in opens the booking.
 */
export function useCheckIn(onDone?: (result: CheckInResult) => void): { busy: boolean; scan: () => Promise<void> } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const scan = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await scanAndCheckIn();
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.from === 'host') void showToast(outcome.message);
      else await alertDialog(outcome.message, { title: '签到失败' });
      return;
    }
    void showToast(outcome.result.already ? ALREADY_CHECKED_IN : CHECKED_IN, { icon: 'success' });
    if (onDone) onDone(outcome.result);
    else navigate(withId(PATHS.booking, outcome.result.booking.id));
  };
  return { busy, scan };
}

/**
 * A code the hub's scanner handed over (/space?checkin=, spaceCheckinKind): checks in once, then opens
 * the booking; a refusal is said in a dialog and the address forgets the code.
 */
export function useCheckInFromAddress(): boolean {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const code = params.get(CHECKIN_PARAM);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!code || sent.current === code) return;
    sent.current = code;
    void checkIn(code).then(
      (result) => {
        void showToast(result.already ? ALREADY_CHECKED_IN : CHECKED_IN, { icon: 'success' });
        navigate(withId(PATHS.booking, result.booking.id), { replace: true });
      },
      async (error: unknown) => {
        setParams({}, { replace: true });
        await alertDialog(refusalText(error), { title: '签到失败' });
      },
    );
  }, [code, navigate, setParams]);
  return code !== null;
}
