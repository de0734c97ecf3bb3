import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { Progress, progressBar } from './Progress.js';
import { Spinner } from './Spinner.js';

describe('Progress (Ink)', () => {
  it('draws the bar, the count and the failures in the given width', () => {
    const { lastFrame, rerender } = render(
      <Progress label="Importing users" done={0} total={4} failed={0} width={50} />,
    );
    expect(lastFrame()).toMatch(/^Importing users \[\.+\] 0\/4$/);
    expect(lastFrame()!.length).toBe(50);

    rerender(<Progress label="Importing users" done={2} total={4} failed={1} width={50} />);
    const half = lastFrame()!;
    expect(half).toMatch(/\[#+\.+\] 2\/4 1 failed$/);
    expect(half.length).toBeLessThanOrEqual(50);
    const bar = /\[([#.]+)\]/.exec(half)![1]!;
    expect(bar.replace(/\./g, '').length).toBe(Math.round(bar.length / 2));

    rerender(<Progress label="Importing users" done={4} total={4} failed={1} width={50} />);
    expect(lastFrame()).toMatch(/\[#+\] 4\/4 1 failed$/);
  });

  it('shortens a long label to keep room for the bar', () => {
    const { lastFrame } = render(
      <Progress label={'x'.repeat(80)} done={1} total={2} failed={0} width={40} />,
    );
    expect(lastFrame()!.length).toBeLessThanOrEqual(40);
    expect(lastFrame()).toContain('…');
    expect(lastFrame()).toMatch(/\[#+\.+\] 1\/2$/);
  });

  it('progressBar fills in proportion and is full for an empty job', () => {
    expect(progressBar(1, 4, 8)).toBe('[##......]');
    expect(progressBar(0, 0, 4)).toBe('[####]');
  });
});

describe('Spinner (Ink)', () => {
  it('shows a frame and the label, and moves on', async () => {
    const { lastFrame, frames, unmount } = render(<Spinner label="Loading users" intervalMs={5} />);
    expect(lastFrame()).toMatch(/^. Loading users$/);
    // wait for the next frame rather than a fixed time: a loaded machine may delay the timer
    await vi.waitFor(() => expect(new Set(frames.map((f) => f[0])).size).toBeGreaterThan(1), {
      timeout: 5000,
    });
    unmount();
  });
});
