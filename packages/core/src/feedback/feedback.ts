import { Dialog, Toast, type DialogShowProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { antdReady } from './antd-ready.ts';
import { trackScreenOverlay } from './overlays.ts';

export interface ToastOptions {
  /** Milliseconds on screen; antd-mobile's default when absent. */
  duration?: number;
  icon?: 'success' | 'fail' | 'loading';
  /** Colour of the toast: danger is red, info is blue (spec 8 start-up messages). */
  tone?: 'danger' | 'info';
}

export interface DialogOptions {
  title?: ReactNode;
  /**
   * Not the screen's: a push message's dialog stays when the route changes (it is about the message,
   * and the navigation that opens the app must not take it away). Others close with their screen.
   */
  global?: boolean;
}

/** Every toast, dialog and alert of the app goes through here, after antd-mobile is set up. */
export async function showToast(content: ReactNode, options: ToastOptions = {}): Promise<void> {
  await antdReady();
  const { tone, ...rest } = options;
  Toast.show({ content, ...rest, ...(tone === undefined ? {} : { maskClassName: `hub-toast-${tone}` }) });
}

/**
 * antd-mobile's Dialog.show with the given actions; resolves with the key of the action tapped, or null
 * when the dialog closed otherwise (its screen was left). Dialog.alert and Dialog.confirm give no handle
 * to close them, so they are built here the way antd-mobile builds them.
 */
async function openDialog(
  content: ReactNode,
  options: DialogOptions,
  actions: NonNullable<DialogShowProps['actions']>,
): Promise<string | null> {
  await antdReady();
  return new Promise((resolve) => {
    let untrack: (() => void) | undefined;
    const handler = Dialog.show({
      content,
      title: options.title,
      closeOnAction: true,
      actions,
      onAction: (action) => resolve(String(action.key)),
      onClose: () => {
        untrack?.();
        resolve(null);
      },
    });
    if (options.global !== true) untrack = trackScreenOverlay(() => void handler.close());
  });
}

export async function confirmDialog(
  content: ReactNode,
  options: DialogOptions & { confirmText?: string; cancelText?: string } = {},
): Promise<boolean> {
  const tapped = await openDialog(content, options, [
    [
      { key: 'cancel', text: options.cancelText ?? '取消' },
      { key: 'confirm', text: options.confirmText ?? '确定', bold: true },
    ],
  ]);
  return tapped === 'confirm';
}

export async function alertDialog(content: ReactNode, options: DialogOptions & { confirmText?: string } = {}): Promise<void> {
  await openDialog(content, options, [{ key: 'confirm', text: options.confirmText ?? '我知道了' }]);
}
