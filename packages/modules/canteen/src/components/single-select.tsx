import { Selector, type SelectorOption } from 'antd-mobile';

/**
 * A choice of exactly one (canteen, date, period): antd's Selector, except that tapping the chosen
 * option keeps it chosen instead of leaving nothing chosen. Works as a Form.Item child (value, onChange).
 */
export function SingleSelect<T extends string>({
  label,
  options,
  value,
  onChange,
  columns,
}: {
  label: string;
  options: SelectorOption<T>[];
  value?: T[];
  onChange?: (value: T[]) => void;
  columns: number;
}) {
  return (
    <Selector<T>
      aria-label={label}
      columns={columns}
      options={options}
      value={value ?? []}
      onChange={(v) => v.length > 0 && onChange?.(v)}
    />
  );
}
