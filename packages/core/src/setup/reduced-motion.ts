import { reduceMotion, restoreMotion } from 'antd-mobile';

const QUERY = '(prefers-reduced-motion: reduce)';

export interface MotionSwitch {
  reduceMotion(): void;
  restoreMotion(): void;
}

/**
 * Follows the system's "reduce motion" setting (WCAG 2.3.3): antd-mobile's spring animations
 * (popups, dialogs, toasts, swipers) jump to their end while it is on, and resume when it is
 * turned off. CSS animations and transitions are cut by the same media query in global.css.
 */
export function followReducedMotion(motion: MotionSwitch = { reduceMotion, restoreMotion }): void {
  if (typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia(QUERY);
  const apply = () => (query.matches ? motion.reduceMotion() : motion.restoreMotion());
  apply();
  query.addEventListener('change', apply);
}
