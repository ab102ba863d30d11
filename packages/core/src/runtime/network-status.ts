import { showToast } from '../feedback/feedback.ts';
import { STARTUP_TOAST_MS } from '../rules/constants.ts';
import { MSG_NET_DOWN, MSG_NET_UP } from '../rules/messages.ts';
import { suppressNetworkToasts } from '../rules/company.ts';

/**
 * Network toasts of spec 8: '网络连接断开' red and '网络连接正常' blue, 2 s each;
 * none for private companies (type ln, spec 6). Returns the unsubscribe.
 */
export function watchNetwork(win: Window, companyType: () => string | null): () => void {
  const announce = (message: string, tone: 'danger' | 'info') => {
    const suppressed = suppressNetworkToasts(companyType());
    // What the app decided, for tests and support: a toast's absence cannot be observed, a decision can.
    win.document.documentElement.dataset.networkToast = suppressed ? 'suppressed' : 'shown';
    if (!suppressed) void showToast(message, { duration: STARTUP_TOAST_MS, tone });
  };
  const offline = () => announce(MSG_NET_DOWN, 'danger');
  const online = () => announce(MSG_NET_UP, 'info');
  win.addEventListener('offline', offline);
  win.addEventListener('online', online);
  return () => {
    win.removeEventListener('offline', offline);
    win.removeEventListener('online', online);
  };
}
