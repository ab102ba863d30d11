import { Selector, type SelectorProps } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';

const DISABLED_CLASS = 'adm-selector-item-disabled';

/**
 * antd-mobile's Selector marks a disabled option only by its class: a screen reader announces a sold-out
 * trip as choosable, and axe reads its faded text as active text (colour-contrast 1.7:1). This one also
 * marks each disabled option `aria-disabled`, which WCAG 1.4.3 exempts as an inactive component.
 */
export function MarkedSelector<V extends string | number>(props: SelectorProps<V>) {
  const box = useRef<HTMLDivElement>(null);
  // every render: an option's disabled state follows its data (seats left), not the Selector's props alone
  useLayoutEffect(() => {
    for (const item of box.current?.querySelectorAll('[role="option"]') ?? [])
      item.setAttribute('aria-disabled', String(item.classList.contains(DISABLED_CLASS)));
  });
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <Selector {...props} />
    </div>
  );
}
