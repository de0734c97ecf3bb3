import type { StoryContext } from '@storybook/react-vite';
import { within } from 'storybook/test';

// Stories only: waits until the finite CSS animations of the page (an overlay's enter animation) have finished,
// so play functions and the a11y check see the settled state, not a half-transparent frame.
export async function settle(document: Document = globalThis.document): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const running = document
    .getAnimations()
    .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
  await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
}

type PlayContext = Pick<StoryContext, 'canvas' | 'canvasElement' | 'userEvent'>;

/**
 * Presses the button named `trigger`, then waits for the overlay it opens (found by `role` and `options` in the
 * page body, where react-aria portals overlays) and for its enter animation to finish. Returns the body's queries
 * and the overlay, for the checks that follow.
 */
export async function openOverlay(
  { canvas, canvasElement, userEvent }: PlayContext,
  trigger: string,
  role: string,
  options?: { name: string | RegExp },
) {
  await userEvent.click(canvas.getByRole('button', { name: trigger }));
  const body = within(canvasElement.ownerDocument.body);
  const overlay = await body.findByRole(role, options);
  await settle(canvasElement.ownerDocument);
  return { body, overlay };
}
