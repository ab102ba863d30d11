import { describe, expect, it } from 'vitest';
import { familyNames } from './names.ts';

describe('npm run new:family: names (issue 8)', () => {
  it('derives every name from one', () => {
    expect(familyNames('lostFound', ' 失物招领 ')).toEqual({
      name: 'lostFound',
      title: '失物招领',
      pascal: 'LostFound',
      table: 'lost_found_items',
      segment: 'lost_found',
    });
  });

  it('refuses a name that cannot be a folder, route and identifier, and a missing title', () => {
    expect(() => familyNames('Lost-found', '失物招领')).toThrow(/lower-case/);
    expect(() => familyNames('x', '失物招领')).toThrow(/2 to 24/);
    expect(() => familyNames('demo', '')).toThrow(/--title/);
  });
});
