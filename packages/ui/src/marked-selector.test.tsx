import { fireEvent, render, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MarkedSelector } from './marked-selector.tsx';

const trips = (seatsLeft: number) => [
  { label: '08:00', value: 'a', disabled: seatsLeft === 0 },
  { label: '09:00', value: 'b' },
];

describe('MarkedSelector (WCAG 4.1.2: an option that cannot be chosen says so)', () => {
  it('marks a disabled option aria-disabled and keeps it unchoosable, the others choosable', () => {
    const onChange = vi.fn();
    const { getByRole } = within(render(<MarkedSelector options={trips(0)} onChange={onChange} />).container);
    expect(getByRole('option', { name: '08:00' }).getAttribute('aria-disabled')).toBe('true');
    expect(getByRole('option', { name: '09:00' }).getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(getByRole('option', { name: '08:00' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(getByRole('option', { name: '09:00' }));
    expect(onChange).toHaveBeenCalledWith(['b'], expect.anything());
  });

  it('follows the options when an option sells out after the first render', () => {
    const { rerender, container } = render(<MarkedSelector options={trips(3)} />);
    const { getByRole } = within(container);
    expect(getByRole('option', { name: '08:00' }).getAttribute('aria-disabled')).toBe('false');
    rerender(<MarkedSelector options={trips(0)} />);
    expect(getByRole('option', { name: '08:00' }).getAttribute('aria-disabled')).toBe('true');
  });
});
