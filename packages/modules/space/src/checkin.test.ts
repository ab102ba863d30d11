import { HostError, MSG_SCAN_EMPTY, scanUnsupportedMessage, setCurrentHost, type HostBridge } from '@campus/core';
import { httpError, stubExports } from '@campus/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from './api.ts';
import { scanAndCheckIn } from './checkin.ts';
import { booking } from './test-data.ts';

beforeEach(() => stubExports(api));
afterEach(() => {
  setCurrentHost(null);
  vi.resetAllMocks();
});

/** A host whose scanner answers `scan`. */
const hostScanning = (scan: HostBridge['scan']): HostBridge =>
  ({
    kind: 'native',
    scan,
    init: vi.fn(),
    notifyLoginSuccess: vi.fn(),
    closeWindow: vi.fn(),
    getLocation: vi.fn(),
    onPush: vi.fn(),
  }) as HostBridge;

describe('check-in by scanning the space’s or seat’s code (issue 38, spec 8 scan errors)', () => {
  it('the scanned text is sent as it is; the booking comes back in use', async () => {
    setCurrentHost(hostScanning(() => Promise.resolve({ type: 'qrcode', value: 'campus-space:c1:ABCD2345' })));
    vi.mocked(api.checkIn).mockResolvedValue({ booking: booking({ status: { code: 30, label: '进行中' } }), already: false });
    const outcome = await scanAndCheckIn();
    expect(api.checkIn).toHaveBeenCalledWith('campus-space:c1:ABCD2345');
    expect(outcome).toMatchObject({ ok: true, result: { already: false } });
  });

  it('spec 8: an empty native scan says 扫码获取信息失败; outside the apps, where scanning works', async () => {
    setCurrentHost(hostScanning(() => Promise.resolve({ type: 'qrcode', value: ' ' })));
    expect(await scanAndCheckIn()).toEqual({ ok: false, message: MSG_SCAN_EMPTY, from: 'host' });
    setCurrentHost(hostScanning(() => Promise.reject(new HostError(scanUnsupportedMessage()))));
    expect(await scanAndCheckIn()).toEqual({ ok: false, message: '请在钉钉、微信公众号或App内使用扫码功能', from: 'host' });
    expect(api.checkIn).not.toHaveBeenCalled();
  });

  it('a code of another company is refused with the server’s words', async () => {
    setCurrentHost(hostScanning(() => Promise.resolve({ type: 'qrcode', value: 'campus-space:c2:ABCD2345' })));
    vi.mocked(api.checkIn).mockRejectedValue(httpError(400, { detail: '该签到码不属于本单位' }));
    expect(await scanAndCheckIn()).toEqual({ ok: false, message: '该签到码不属于本单位', from: 'server' });
  });
});
