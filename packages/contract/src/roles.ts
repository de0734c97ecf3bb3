import type { Claim } from './claims.js';

/** Every claim the platform and its apps check, by claim type (decisions.md, apps.md section 6). */
export const CLAIM_CATALOGUE = {
  Money: ['Access', 'Read', 'Create', 'Update', 'Delete'],
  Recipes: ['Access', 'Read', 'Edit', 'Create', 'Update', 'Delete'],
  SystemItem: ['Read', 'SystemItemCreate'],
  Repos: ['Access', 'Read', 'Create', 'Update', 'Delete'],
  Scanner: ['Access', 'Read', 'Edit', 'Create', 'Update', 'Delete'],
  Section31: ['Access', 'Read'],
  Boxing: ['Access', 'Read', 'Edit'],
  Higgs: ['Boson'],
} as const satisfies Record<string, readonly string[]>;
export type ClaimType = keyof typeof CLAIM_CATALOGUE;

/** The catalogue as a flat list of claims. */
export function allCatalogueClaims(): Claim[] {
  return Object.entries(CLAIM_CATALOGUE).flatMap(([type, values]) =>
    values.map((value: string) => ({ type, value })),
  );
}

/** The roles seeded on every start (decisions.md). Registration gives Member. */
export const RoleName = {
  Admin: 'Admin',
  RecipeSuperUser: 'Recipe Super User',
  Member: 'Member',
} as const;
export type RoleNameValue = (typeof RoleName)[keyof typeof RoleName];
