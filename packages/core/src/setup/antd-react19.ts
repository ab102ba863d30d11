import { setDefaultConfig, unstableSetRender } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { createRoot, type Root } from 'react-dom/client';
import { followReducedMotion } from './reduced-motion.ts';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile's imperative APIs (Toast, Dialog) render nothing under React 19
 * until given React 19's renderer, and they do not see ConfigProvider, so the
 * zh-CN locale is set here too (TOOLCHAIN.md, ARCHITECTURE.md). Call first.
 * Its animations follow the system's reduce-motion setting from here on.
 */
export function setupAntdMobile(): void {
  unstableSetRender((node, container) => {
    const root = roots.get(container) ?? createRoot(container);
    roots.set(container, root);
    root.render(node);
    return async () => {
      await Promise.resolve();
      root.unmount();
      roots.delete(container);
    };
  });
  setDefaultConfig({ locale: zhCN });
  followReducedMotion();
}
