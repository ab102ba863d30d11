import { Input } from 'antd-mobile';

export interface CountInputProps {
  value?: number;
  onChange?: (value: number) => void;
  /** The accessible name (antd's Stepper leaves its number unnamed). */
  label: string;
  min?: number;
  max: number;
}

/** Digits only (spec 5: a numeric-only input strips non-digits and leading zeros), kept within min..max. */
export function CountInput({ value, onChange, label, min = 0, max }: CountInputProps) {
  return (
    <Input
      aria-label={label}
      inputMode="numeric"
      value={value === undefined ? '' : String(value)}
      onChange={(text) => {
        const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
        onChange?.(digits === '' ? min : Math.min(max, Math.max(min, Number(digits))));
      }}
    />
  );
}
