/** The text of a badge: the number, or "max+" past its maximum ("99+" for a maximum of 99). */
export function badgeText(content: number, max = 99): string {
  const whole = Math.max(0, Math.floor(content));
  return whole > max ? `${max}+` : String(whole);
}
