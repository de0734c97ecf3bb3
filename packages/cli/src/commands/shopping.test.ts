import { describe, expect, it } from 'vitest';
import type { ShoppingList } from '@lcars/contract/recipes';
import { CliError } from '../errors.js';
import { findItem, parseServings, sharingText, tickText } from './shopping.js';

const list: ShoppingList = {
  id: 3,
  title: 'Weekend shop',
  ownerId: 1,
  ownerName: 'sam',
  sharedUsers: [],
  itemCount: 3,
  checkedCount: 0,
  isOwner: true,
  modifiedDate: '2026-01-01T00:00:00.000Z',
  items: ['Egg', 'Salt', 'salt'].map((name, index) => ({
    id: 10 + index,
    listId: 3,
    productId: null,
    name,
    amount: '',
    sources: '',
    checked: index === 0,
    checkedAt: null,
    sortOrder: index,
  })),
};

describe('lcars shopping, what it reads and says', () => {
  it('finds an item by id or name (case aside), and names the ids when a name is shared', () => {
    expect(findItem(list, '10').name).toBe('Egg');
    expect(findItem(list, ' egg ').id).toBe(10);
    expect(() => findItem(list, 'SALT')).toThrow(
      '2 items of Weekend shop are called SALT: use the id (11, 12).',
    );
    expect(() => findItem(list, 'Caviar')).toThrow(CliError);
    expect(() => findItem(list, '99')).toThrow('Weekend shop has no item 99 (see lcars shopping show 3).');
  });

  it('takes servings above 0 up to the bound, decimals too', () => {
    expect(parseServings('2.5')).toBe(2.5);
    expect(parseServings('1000')).toBe(1000);
    for (const bad of ['0', '-1', '1001', 'six', '', 'Infinity'])
      expect(() => parseServings(bad)).toThrow('--servings must be a number above 0 and at most 1000');
  });

  it('says whose a list is and what a tick did', () => {
    expect(sharingText(list)).toBe('yours');
    expect(sharingText({ ...list, sharedUsers: [4, 5] })).toBe('yours, shared with 2');
    expect(sharingText({ ...list, isOwner: false, ownerName: 'pat' })).toBe('shared by pat');
    const egg = list.items[0]!;
    const result = { list, applied: [10], superseded: [], missing: [] };
    expect(tickText(result, egg, true)).toBe('Ticked Egg on Weekend shop.');
    expect(tickText({ ...result, applied: [], superseded: [10] }, egg, false)).toBe(
      'Egg was changed later on another device: it stays ticked.',
    );
    expect(tickText({ ...result, applied: [], missing: [10] }, egg, true)).toBe(
      'Egg is no longer on Weekend shop.',
    );
  });
});
