/** A form row that opens a picker screen and shows what was chosen (the value itself lives in the form). */
export function PickedText({ text, placeholder }: { value?: unknown; text: string | null | undefined; placeholder: string }) {
  return <span style={{ color: text ? 'var(--adm-color-text)' : 'var(--adm-color-weak)' }}>{text || placeholder}</span>;
}
