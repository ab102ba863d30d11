import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { composeRoutes } from '../routing/compose.ts';
import { HubRouter } from '../routing/hub-router.tsx';
import type { RouteFragment } from '../routing/types.ts';
import { createStores, StoresProvider } from '../stores/root-store.tsx';
import { alertDialog, confirmDialog } from './feedback.ts';
import { closeOverlaysLeftBehind, openScreenOverlays } from './overlays.ts';

const go = (hash: string) =>
  act(async () => {
    window.location.hash = hash;
    // a browser tells the router with popstate (the back button, a typed hash); happy-dom does not
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const dialogs = () => document.querySelectorAll('.adm-dialog-body');

afterEach(async () => {
  await go('');
  act(() => closeOverlaysLeftBehind());
  await waitFor(() => expect(dialogs()).toHaveLength(0));
});

describe('issue 34: a dialog of a screen closes when the route changes', () => {
  it('a confirm opened on #/mPage closes (answering no) once the hash is #/coupons; one opened there stays', async () => {
    await go('#/mPage');
    const answer = confirmDialog('由单位的外部系统提供');
    await waitFor(() => expect(dialogs()).toHaveLength(1));
    await go('#/coupons');
    const later = alertDialog('新页面的提示');
    await waitFor(() => expect(openScreenOverlays()).toBe(2));
    act(() => closeOverlaysLeftBehind());
    await expect(answer).resolves.toBe(false);
    expect(openScreenOverlays()).toBe(1);
    await waitFor(() => expect(screen.queryByText('由单位的外部系统提供')).toBeNull());
    expect(screen.getByText('新页面的提示')).toBeTruthy();
    // its own button still answers it
    fireEvent.click(screen.getByText('我知道了'));
    await expect(later).resolves.toBeUndefined();
    expect(openScreenOverlays()).toBe(0);
  });

  it("a push message's dialog (global) is not the screen's: it stays", async () => {
    await go('#/mPage');
    void alertDialog('宿舍通知', { global: true });
    await waitFor(() => expect(screen.getByText('宿舍通知')).toBeTruthy());
    await go('#/coupons');
    act(() => closeOverlaysLeftBehind());
    expect(screen.getByText('宿舍通知')).toBeTruthy();
    fireEvent.click(screen.getByText('我知道了'));
    await waitFor(() => expect(screen.queryByText('宿舍通知')).toBeNull());
  });
});

/** A screen that opens a popup at once and a confirm; two paths share it, as /addBalance and /buy do. */
function Opener() {
  const [open, setOpen] = useState(true);
  useEffect(() => void confirmDialog('要离开吗'), []);
  return (
    <Popup visible={open} onMaskClick={() => setOpen(false)}>
      <div>弹出层内容</div>
    </Popup>
  );
}
function Next() {
  const [taps, setTaps] = useState(0);
  return <Button onClick={() => setTaps((n) => n + 1)}>{`点了${String(taps)}次`}</Button>;
}
const fragment: RouteFragment = {
  module: 'test',
  routes: [
    { path: '/open', name: 'open', title: '打开', public: true, screen: async () => ({ default: Opener }) },
    { path: '/openToo', name: 'openToo', title: '也打开', public: true, screen: async () => ({ default: Opener }) },
    { path: '/next', name: 'next', title: '下一页', public: true, screen: async () => ({ default: Next }) },
  ],
};

describe('issue 34: the router leaves nothing of a screen behind', () => {
  it("a path change unmounts the screen's popup and closes its dialog, also where two paths share the screen", async () => {
    await go('#/open');
    const parts = { inPreparation: async () => ({ default: () => null }), LoadError: () => null, Loading: () => null };
    render(
      <StoresProvider stores={createStores()}>
        <HubRouter composed={composeRoutes([fragment])} parts={parts} />
      </StoresProvider>,
    );
    await waitFor(() => expect(screen.getByText('弹出层内容')).toBeTruthy());
    await waitFor(() => expect(screen.getByText('要离开吗')).toBeTruthy());

    // the same screen on another path: a fresh one (its popup is the new screen's own, opened again)
    await go('#/openToo');
    await waitFor(() => expect(dialogs()).toHaveLength(1));
    expect(openScreenOverlays()).toBe(1);

    await go('#/next');
    await waitFor(() => expect(screen.getByText('点了0次')).toBeTruthy());
    await waitFor(() => expect(screen.queryByText('弹出层内容')).toBeNull());
    await waitFor(() => expect(screen.queryByText('要离开吗')).toBeNull());
    expect(openScreenOverlays()).toBe(0);
    fireEvent.click(screen.getByText('点了0次'));
    expect(screen.getByText('点了1次')).toBeTruthy();
  });
});
