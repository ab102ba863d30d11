import { TextArea, type TextAreaProps, type TextAreaRef } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';

export interface NamedTextAreaProps extends Omit<TextAreaProps, 'aria-label'> {
  /** The accessible name of the text box (a list row's title or a dialog's question is not a <label>). */
  label: string;
}

/**
 * antd-mobile's TextArea puts `aria-*` props on its wrapper <div> (axe: aria-prohibited-attr) and not
 * on the <textarea>: this one names the <textarea> itself.
 */
export function NamedTextArea({ label, ...props }: NamedTextAreaProps) {
  const ref = useRef<TextAreaRef>(null);
  useLayoutEffect(() => {
    ref.current?.nativeElement?.setAttribute('aria-label', label);
  }, [label]);
  return <TextArea ref={ref} {...props} />;
}
