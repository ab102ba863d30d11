import { describe, expect, it } from 'vitest';
import { canDial, formatApprovalTime, numericOnly } from './input.ts';

describe('numericOnly (spec 5)', () => {
  it.each([
    ['12a3', '123'],
    ['-1.5', '15'],
    ['0012', '12'],
    ['a0b0c7', '7'],
    ['100', '100'],
    ['１２3', '3'],
  ])('spec 5: %s keeps digits without leading zeros: %s', (input, expected) => {
    expect(numericOnly(input)).toBe(expected);
  });

  it.each([['0'], ['000'], ['abc'], ['']])('spec 5: %s (zeros only or no digits) becomes empty', (input) => {
    expect(numericOnly(input)).toBe('');
  });
});

describe('canDial (spec 5)', () => {
  it('spec 5: a phone number of digits only is dialled', () => {
    expect(canDial('13800138000')).toBe(true);
  });

  it.each([['138-0013'], ['+8613800138000'], [' 138'], ['']])('spec 5: %s is not all digits: not dialled', (value) => {
    expect(canDial(value)).toBe(false);
  });

  it('spec 5: an absent number is not dialled', () => {
    expect(canDial(null)).toBe(false);
    expect(canDial(undefined)).toBe(false);
  });
});

describe('formatApprovalTime (spec 3 display rule)', () => {
  it('spec 3: approval time shows the first 16 characters', () => {
    expect(formatApprovalTime('2024-05-01 08:30:59.123456')).toBe('2024-05-01 08:30');
  });

  it('spec 3: a shorter value is shown whole', () => {
    expect(formatApprovalTime('2024-05-01')).toBe('2024-05-01');
  });

  it.each([[undefined], [null], ['']])('spec 3: an absent value (%s) shows --', (value) => {
    expect(formatApprovalTime(value)).toBe('--');
  });

  it('spec 3: no argument shows --', () => {
    expect(formatApprovalTime()).toBe('--');
  });
});
