import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps the text for assistive technology but draws nothing', async () => {
    const screen = await render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close the log</VisuallyHidden>
      </button>,
    );
    await expect.element(screen.getByRole('button', { name: 'Close the log' })).toBeInTheDocument();
    const box = screen.getByText('Close the log').element().getBoundingClientRect();
    expect(box.width).toBeLessThanOrEqual(1);
    expect(box.height).toBeLessThanOrEqual(1);
  });
});
