let ready: Promise<void> | null = null;

/**
 * Loads and runs the antd-mobile set-up (React 19 renderer, zh-CN locale) once.
 * It stays out of the first paint: the entry starts it right after the first
 * render, and every imperative call (toast, dialog) awaits it first.
 */
export function antdReady(): Promise<void> {
  ready ??= import('../setup/antd-react19.ts').then(({ setupAntdMobile }) => setupAntdMobile());
  return ready;
}
