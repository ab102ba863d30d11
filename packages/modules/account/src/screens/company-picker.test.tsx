import type { CompanyOption } from '@campus/contracts';
import { localStore, onHttpClient } from '@campus/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CompanyPicker from './company-picker.tsx';

const LN: CompanyOption[] = [
  { id: 'ln-1', name: '岭南校园', type: 'ln' },
  { id: 'ln-2', name: '岭南北校区', type: 'ln' },
];

// The real axios client with an adapter in place of the network: the list arrives when the test says so.
let release: (companies: CompanyOption[]) => void = () => undefined;
let answer: Promise<CompanyOption[]> = Promise.resolve([]);
onHttpClient((instance) => {
  instance.defaults.adapter = async (config) => ({ data: await answer, status: 200, statusText: 'OK', headers: {}, config });
});

beforeEach(() => {
  localStorage.clear();
  answer = new Promise((resolve) => {
    release = resolve;
  });
});
afterEach(cleanup);

describe('the login page company picker', () => {
  it('waits for the list on a first visit, then names the chosen company and remembers the list', async () => {
    render(<CompanyPicker type="ln" value="ln-2" onChange={() => undefined} />);
    expect(screen.getByRole('button').textContent).toContain('加载单位');
    release(LN);
    expect(await screen.findByRole('button', { name: '单位：岭南北校区（点击更换）' })).toBeTruthy();
    expect(localStore.getCompanyOptions('ln')).toEqual(LN);
  });

  it('names the chosen company at once from the list offered last, while the list loads again', () => {
    localStore.setCompanyOptions('ln', LN);
    render(<CompanyPicker type="ln" value="ln-1" onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: '单位：岭南校园（点击更换）' })).toBeTruthy();
  });
});
