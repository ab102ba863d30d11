import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '@campus/core';
import { HostError, MSG_DING_SCAN_FAIL, MSG_SCAN_UNSUPPORTED, type HostBridge, type ScanKind } from '@campus/core';
import { currentLocation, renderScreen } from '@campus/ui/testing';
import ScanCodeScreen from './scan-code-screen.tsx';

const checkpoint: ScanKind = {
  kind: 'fixture-point',
  label: '点位',
  matches: (code) => code.type === 'qrcode' && code.value.startsWith('PT-'),
  open: (code) => `/points?code=${code.value}`,
};

const host = (scan: HostBridge['scan']) => vi.spyOn(core, 'whenHostReady').mockResolvedValue({ kind: 'native', scan } as HostBridge);

beforeEach(() => {
  vi.spyOn(core, 'showToast').mockResolvedValue(undefined);
  vi.spyOn(core, 'installedModules').mockReturnValue({ ...core.installedModules(), scanKinds: [checkpoint] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const open = async () => {
  await act(async () => {
    renderScreen(<ScanCodeScreen />, { at: '/scanCode' });
  });
};

describe('/scanCode: one scanner through the host bridge (issue 39, spec 8, spec 9)', () => {
  it('a code of a registered kind goes to the family that handles it', async () => {
    host(async () => ({ type: 'qrcode', value: 'PT-7' }));
    await open();
    await waitFor(() => expect(currentLocation()).toBe('/points?code=PT-7'));
  });

  it('spec 9: a barcode nobody claims is shown as its raw text, named a barcode', async () => {
    host(async () => ({ type: 'barcode', value: '6901234567892' }));
    await open();
    expect((await screen.findByTestId('scan-raw')).textContent).toBe('6901234567892');
    expect(screen.getByText('条形码')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新扫码' })).toBeTruthy();
  });

  it('spec 8: outside a supported host the toast says where scanning works, and the screen says it too', async () => {
    host(async () => {
      throw new HostError(MSG_SCAN_UNSUPPORTED);
    });
    await open();
    expect(await screen.findByText(MSG_SCAN_UNSUPPORTED)).toBeTruthy();
    expect(core.showToast).toHaveBeenCalledWith(MSG_SCAN_UNSUPPORTED);
  });

  it('spec 8: a DingTalk failure shows 无法调取钉钉扫码; an empty native result 扫码获取信息失败', async () => {
    host(async () => {
      throw new HostError(MSG_DING_SCAN_FAIL);
    });
    await open();
    expect(await screen.findByText('无法调取钉钉扫码')).toBeTruthy();
    cleanup();
    host(async () => ({ type: 'qrcode', value: '  ' }));
    await open();
    expect(await screen.findByText('扫码获取信息失败')).toBeTruthy();
  });
});
