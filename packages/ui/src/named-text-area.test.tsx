import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NamedTextArea } from './named-text-area.tsx';

describe('NamedTextArea (WCAG 4.1.2: a text box has a name)', () => {
  it('names the <textarea> itself, not antd’s wrapper, and still reports what is typed', () => {
    const onChange = vi.fn();
    const { container } = render(<NamedTextArea label="评价内容" placeholder="说说这次行程" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: '评价内容' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(container.querySelector('.adm-text-area')?.hasAttribute('aria-label')).toBe(false);
    fireEvent.change(box, { target: { value: '司机很准时' } });
    expect(onChange).toHaveBeenCalledWith('司机很准时');
  });
});
