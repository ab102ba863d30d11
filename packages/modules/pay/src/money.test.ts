import { describe, expect, it } from 'vitest';
import { namedSubject, newClientKey, yuan, yuanToFen } from './money.ts';

describe('money: fen on the wire, yuan on screen', () => {
  it('shows fen as yuan with two decimals', () => {
    expect([yuan(0), yuan(1), yuan(1050), yuan(123456)]).toEqual(['¥0.00', '¥0.01', '¥10.50', '¥1234.56']);
  });

  it('reads typed yuan exactly, refusing what is not an amount', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen(' 0.01 ')).toBe(1);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen('100000')).toBe(10_000_000);
    for (const bad of ['', '0', '0.00', '1.234', '-1', 'abc', '1e3', '100000.01', '1,000']) expect(yuanToFen(bad)).toBeNull();
  });

  it('client keys differ and pass the server check', () => {
    const a = newClientKey();
    expect(a).not.toBe(newClientKey());
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,64}$/);
  });

  it("issue 34: a payment record names its order by the order's own number", () => {
    expect(namedSubject('园区便利店 订单 S2611281914315966', 'S2611281914315966')).toBe('园区便利店 订单 S2611281914315966');
    expect(namedSubject('物业维修', 'S2611281914315966')).toBe('物业维修 S2611281914315966');
    expect(namedSubject('余额充值', null)).toBe('余额充值');
  });
});
