import { Stepper, type StepperProps } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';

export type NamedStepperProps = Omit<StepperProps, 'aria-label'> & {
  /** The accessible name of the number box. */
  label: string;
};

/**
 * antd-mobile's Stepper puts `aria-*` props on its wrapper <div> and leaves its spinbutton <input>
 * nameless (axe: aria-input-field-name): this one names the input itself.
 */
export function NamedStepper({ label, ...props }: NamedStepperProps) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    box.current?.querySelector('input')?.setAttribute('aria-label', label);
  }, [label]);
  return (
    <span ref={box}>
      <Stepper {...(props as StepperProps)} />
    </span>
  );
}
