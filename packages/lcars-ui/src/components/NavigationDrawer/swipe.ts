/** Width of the strip at the start edge where a swipe opens the modal navigation drawer (px). */
export const navigationSwipeEdge = 25;

/** How far a finger must travel inward before the drawer opens (px). */
export const navigationSwipeDistance = 40;

/** Whether a touch at clientX starts on the drawer's edge strip (the left edge, or the right in rtl). */
export function startsOnSwipeEdge(
  clientX: number,
  viewportWidth: number,
  dir: 'ltr' | 'rtl' = 'ltr',
  edge = navigationSwipeEdge,
): boolean {
  return dir === 'rtl' ? clientX >= viewportWidth - edge : clientX <= edge;
}

/** Whether a horizontal travel (current minus start clientX) opens the drawer: inward far enough. */
export function swipeOpens(
  deltaX: number,
  dir: 'ltr' | 'rtl' = 'ltr',
  distance = navigationSwipeDistance,
): boolean {
  return (dir === 'rtl' ? -deltaX : deltaX) >= distance;
}
