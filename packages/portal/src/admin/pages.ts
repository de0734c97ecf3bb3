/** The admin area's base path; its pages come from its routes (routes.ts). */
export const ADMIN_BASE = '/admin';

export const adminPath = (path: string): string => (path ? `${ADMIN_BASE}/${path}` : ADMIN_BASE);
