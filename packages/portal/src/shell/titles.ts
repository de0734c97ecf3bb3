import type { RouteMeta } from './routeMeta';

export const PRODUCT_TITLE = 'LCARS Portal';

/** Guard rule 6: the document title comes from the route. */
export function documentTitle(meta: RouteMeta): string {
  return meta.htmlTitle ? `${meta.htmlTitle} | ${PRODUCT_TITLE}` : PRODUCT_TITLE;
}

/** A menu entry's label: the route's title. */
export function menuTitle(meta: RouteMeta): string {
  return meta.htmlTitle ?? '';
}

/** The hub's heading, with the offline suffix. */
export function hubTitle(isOffline: boolean): string {
  return isOffline ? 'Choose your path (Offline)' : 'Choose your path';
}
