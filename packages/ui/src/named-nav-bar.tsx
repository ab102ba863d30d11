import { NavBar, type NavBarProps } from 'antd-mobile';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';

/** What a screen reader announces for the back arrow. */
export const BACK_LABEL = '返回';

/**
 * antd-mobile's NavBar with an accessible back arrow. NavBar always renders its left
 * area as an unnamed `role="button"` that the keyboard cannot reach; this names it
 * 返回 and makes it focusable, or drops the role when there is no back arrow.
 */
export function NamedNavBar(props: NavBarProps) {
  const frame = useRef<HTMLDivElement>(null);
  const hasBack = props.back !== null;
  useLayoutEffect(() => {
    const left = frame.current?.querySelector('.adm-nav-bar-left');
    if (!(left instanceof HTMLElement)) return;
    if (hasBack) {
      left.setAttribute('aria-label', BACK_LABEL);
      left.tabIndex = 0;
    } else {
      left.removeAttribute('role');
      left.removeAttribute('aria-label');
      left.removeAttribute('tabindex');
    }
  }, [hasBack]);
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (hasBack && target.classList.contains('adm-nav-bar-left') && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      props.onBack?.();
    }
  };
  return (
    <div ref={frame} onKeyDown={onKeyDown}>
      <NavBar {...props} />
    </div>
  );
}
