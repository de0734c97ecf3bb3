import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHoverIntent, menuCloseDelay, menuOpenDelay } from './hoverIntent';

describe('createHoverIntent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const hover = createHoverIntent();
    return {
      onOpen,
      onClose,
      intent: {
        enter: () => hover.enter(onOpen),
        leave: () => hover.leave(onClose),
        cancel: () => hover.cancel(),
      },
    };
  };

  it('opens after 300 ms and closes after 250 ms', () => {
    expect([menuOpenDelay, menuCloseDelay]).toEqual([300, 250]);
  });

  it('opens 300 ms after the pointer enters', () => {
    const { onOpen, intent } = setup();
    intent.enter();
    vi.advanceTimersByTime(299);
    expect(onOpen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('does not open when the pointer only passes over', () => {
    const { onOpen, onClose, intent } = setup();
    intent.enter();
    vi.advanceTimersByTime(100);
    intent.leave();
    vi.advanceTimersByTime(1000);
    expect(onOpen).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes 250 ms after leaving unless the pointer comes back', () => {
    const { onClose, intent } = setup();
    intent.leave();
    vi.advanceTimersByTime(200);
    intent.enter();
    vi.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
    intent.leave();
    vi.advanceTimersByTime(250);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('forgets a pending timer on cancel', () => {
    const { onOpen, intent } = setup();
    intent.enter();
    intent.cancel();
    vi.advanceTimersByTime(1000);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
