import { z } from 'zod';
import type { Claim } from './claims.js';
import { endpoint } from './endpoint.js';

/**
 * The claims the platform itself checks, by claim type (decisions.md): the lookup lists (system items) and the
 * admin area. Each app's claims are in its manifest; the claim catalogue puts them together (catalogues.ts).
 */
export const PLATFORM_CLAIMS = {
  SystemItem: ['Read', 'SystemItemCreate'],
  Higgs: ['Boson'],
} as const satisfies Record<string, readonly string[]>;

/** Every claim the platform and its apps check, by claim type, as `GET /api/app/claims` answers it. */
export type ClaimCatalogue = Readonly<Record<string, readonly string[]>>;
export const claimCatalogueSchema = z.record(z.string(), z.array(z.string()));

/** A catalogue as a flat list of claims. */
export function catalogueClaims(catalogue: ClaimCatalogue): Claim[] {
  return Object.entries(catalogue).flatMap(([type, values]) => values.map((value) => ({ type, value })));
}

/** The roles the platform seeds on every start (decisions.md); apps add their own. Registration gives Member. */
export const RoleName = {
  Admin: 'Admin',
  Member: 'Member',
} as const;
export type RoleNameValue = (typeof RoleName)[keyof typeof RoleName];

export const getClaimCatalogue = endpoint({
  method: 'GET',
  path: '/app/claims',
  response: claimCatalogueSchema,
  summary: 'Every claim the platform and its apps check, by claim type (what a role or a user may be given)',
});
