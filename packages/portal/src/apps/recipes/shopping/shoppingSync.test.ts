import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallInput, Endpoint } from '@lcars/contract';
import type { ShoppingChange, ShoppingList } from '@lcars/contract/recipes';
import { memoryBackend, setTableBackendFactory } from '../../../core/offline/tables';

// The shop without a network: ticks change the device's copy at once, wait, and are sent when the server
// answers; a tick made while a sync runs is not lost.
const list: ShoppingList = {
  id: 5,
  title: 'Saturday',
  ownerId: 1,
  ownerName: 'bob',
  sharedUsers: [],
  itemCount: 2,
  checkedCount: 0,
  isOwner: true,
  modifiedDate: '2026-01-01T00:00:00.000Z',
  items: [1, 2].map((id) => ({
    id,
    listId: 5,
    productId: null,
    name: `Item ${id}`,
    amount: '',
    sources: '',
    checked: false,
    checkedAt: null,
    sortOrder: id,
  })),
};

/** What the server was sent, and what it does: answer (online) or not (no network). */
const sent: ShoppingChange[][] = [];
let online = true;
let during: (() => Promise<void>) | null = null;
const call = vi.fn(async (_endpoint: Endpoint, input: CallInput<Endpoint>) => {
  if (!online) return undefined;
  const changes = (input as { body: { changes: ShoppingChange[] } }).body.changes;
  sent.push(changes);
  await during?.();
  const latest = new Map(changes.map((change) => [change.itemId, change]));
  return {
    list: {
      ...list,
      items: list.items.map((item) => ({ ...item, checked: latest.get(item.id)?.checked ?? item.checked })),
    },
    applied: changes.map((change) => change.itemId),
    superseded: [],
    missing: [],
  };
});
vi.mock('../../../core/call', () => ({ call }));

const { keepList, listOnDevice, recordTick, syncList, syncAll, useShoppingSyncStore } =
  await import('./shoppingSync');

describe('shopping list ticks on the device', () => {
  beforeEach(async () => {
    const backends = new Map<string, ReturnType<typeof memoryBackend>>();
    setTableBackendFactory((table) => {
      if (!backends.has(table)) backends.set(table, memoryBackend());
      return backends.get(table)!;
    });
    sent.length = 0;
    online = true;
    during = null;
    await keepList(list);
  });
  afterEach(() => setTableBackendFactory(null));

  it('keeps ticks made without a network and sends them, the last per item, when it is back', async () => {
    online = false;
    await recordTick(5, 1, true, new Date('2026-01-01T10:00:00Z'));
    await recordTick(5, 2, true, new Date('2026-01-01T10:01:00Z'));
    const copy = await recordTick(5, 1, false, new Date('2026-01-01T10:02:00Z'));
    expect(copy?.items.map((item) => item.checked)).toEqual([false, true]);
    expect(useShoppingSyncStore.getState().pending[5]).toBe(2);
    expect(await syncList(5)).toBeNull();
    expect(useShoppingSyncStore.getState().pending[5]).toBe(2);

    online = true;
    expect(await syncAll()).toBe(1);
    expect(sent).toEqual([
      [
        { itemId: 2, checked: true, changedAt: '2026-01-01T10:01:00.000Z' },
        { itemId: 1, checked: false, changedAt: '2026-01-01T10:02:00.000Z' },
      ],
    ]);
    expect(useShoppingSyncStore.getState().pending[5]).toBe(0);
    expect((await listOnDevice(5))?.items.map((item) => item.checked)).toEqual([false, true]);
  });

  it('keeps a tick made while a sync runs for the next sync', async () => {
    await recordTick(5, 1, true, new Date('2026-01-01T10:00:00Z'));
    during = async () => {
      during = null;
      await recordTick(5, 1, false, new Date('2026-01-01T10:05:00Z'));
    };
    const after = await syncList(5);
    // The server's answer had item 1 ticked; the newer untick still waits and shows.
    expect(after?.items[0]?.checked).toBe(false);
    expect(useShoppingSyncStore.getState().pending[5]).toBe(1);
    await syncList(5);
    expect(sent[1]).toEqual([{ itemId: 1, checked: false, changedAt: '2026-01-01T10:05:00.000Z' }]);
    expect(useShoppingSyncStore.getState().pending[5]).toBe(0);
  });
});
