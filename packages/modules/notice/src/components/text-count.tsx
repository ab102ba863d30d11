/**
 * The character counter under a TextArea, in antd-mobile's own counter style
 * (a `showCount` function replaces antd's element, so it is rebuilt here), red
 * past the limit: the text is kept, and the check says why it cannot be sent.
 */
export function TextCount({ length, max }: { length: number; max: number }) {
  const over = length > max;
  return (
    <div
      className="adm-text-area-count"
      data-testid="word-count"
      data-over={String(over)}
      style={over ? { color: 'var(--adm-color-danger)' } : undefined}
    >
      {length}/{max}
    </div>
  );
}

/** A `showCount` for antd-mobile's TextArea with the limit `max`. */
export const countUpTo = (max: number) => (length: number) => <TextCount length={length} max={max} />;
