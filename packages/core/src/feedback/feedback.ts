import { Dialog, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { antdReady } from './antd-ready.ts';

export interface ToastOptions {
  /** Milliseconds on screen; antd-mobile's default when absent. */
  duration?: number;
  icon?: 'success' | 'fail' | 'loading';
  /** Colour of the toast: danger is red, info is blue (spec 8 start-up messages). */
  tone?: 'danger' | 'info';
}

/** Every toast, dialog and alert of the app goes through here, after antd-mobile is set up. */
export async function showToast(content: ReactNode, options: ToastOptions = {}): Promise<void> {
  await antdReady();
  const { tone, ...rest } = options;
  Toast.show({ content, ...rest, ...(tone === undefined ? {} : { maskClassName: `hub-toast-${tone}` }) });
}

export async function confirmDialog(
  content: ReactNode,
  options: { title?: ReactNode; confirmText?: string; cancelText?: string } = {},
): Promise<boolean> {
  await antdReady();
  return Dialog.confirm({ content, ...options });
}

export async function alertDialog(content: ReactNode, options: { title?: ReactNode; confirmText?: string } = {}): Promise<void> {
  await antdReady();
  await Dialog.alert({ content, ...options });
}
