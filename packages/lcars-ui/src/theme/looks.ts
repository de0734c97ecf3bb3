import type { Look } from './tokens';

const otherLook: Record<Look, Look> = { material: 'lcars', lcars: 'material' };

/**
 * A vanilla-extract selector for `&` inside a ThemeProvider of the given look, for the few structural
 * differences between looks that tokens cannot express (an LCARS header bar versus a material title).
 * The nearest provider wins for one level of nesting (a material preview inside the lcars look gets material
 * structure); a third nested provider of the first look would not: CSS cannot select the nearest ancestor.
 * `within` narrows it to `&` inside another selector, e.g. a component's selected state.
 */
export function inLook(look: Look, within = ''): string {
  const other = otherLook[look];
  const scope = within ? `${within} ` : '';
  return `[data-look="${look}"] ${scope}&:not([data-look="${look}"] [data-look="${other}"] *)`;
}
