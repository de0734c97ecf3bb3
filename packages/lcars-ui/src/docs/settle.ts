// Stories only: waits until the finite CSS animations of the page (an overlay's enter animation) have finished,
// so play functions and the a11y check see the settled state, not a half-transparent frame.
export async function settle(document: Document = globalThis.document): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const running = document
    .getAnimations()
    .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
  await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
}
