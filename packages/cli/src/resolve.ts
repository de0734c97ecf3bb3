// Turning what an administrator types (a user name, a role name, "Money/Read", "recipe-types") into ids.
import type { AdminRole, AdminUser, Claim } from '@lcars/contract';
import { NotificationPriority, SystemItemType, catalogueClaims, getClaimCatalogue } from '@lcars/contract';
import type { ApiClient } from './client.js';
import { CliError, ExitCode } from './errors.js';

const isId = (ref: string): boolean => /^\d+$/.test(ref.trim());

/** A user by id or user name (case-insensitive), through the admin list. */
export async function findUser(client: ApiClient, ref: string): Promise<AdminUser> {
  if (isId(ref)) return client.getUser(Number(ref));
  const wanted = ref.trim().toLowerCase();
  const page = await client.listUsers({ search: ref.trim(), itemsPerPage: 500 });
  const user = page.records.find((u) => u.userName.toLowerCase() === wanted);
  if (!user) throw new CliError(`No user named ${ref}.`);
  return user;
}

/** A recipient's id by id or user name, through the directory any signed-in user may read. */
export async function findRecipientId(client: ApiClient, ref: string): Promise<number> {
  if (isId(ref)) return Number(ref);
  const wanted = ref.trim().toLowerCase();
  const { records } = await client.userDirectory();
  const user = records.find((u) => u.userName.toLowerCase() === wanted);
  if (!user) throw new CliError(`No active user named ${ref}.`);
  return user.id;
}

/** A role by id or name (case-insensitive). */
export async function findRole(client: ApiClient, ref: string): Promise<AdminRole> {
  const { records } = await client.listRoles();
  const wanted = ref.trim().toLowerCase();
  const role = isId(ref)
    ? records.find((r) => r.id === Number(ref))
    : records.find((r) => r.name.toLowerCase() === wanted);
  if (!role)
    throw new CliError(`No role named ${ref}. Known roles: ${records.map((r) => r.name).join(', ')}.`);
  return role;
}

/** `Type/Value` (or `Type:Value`) as a claim, any claim (taking one away needs no knowledge of it). */
export function parseClaim(text: string): Claim {
  const match = /^\s*([^/:\s]+)\s*[/:]\s*(\S+)\s*$/.exec(text);
  if (!match) throw new CliError(`Not a claim: ${text} (write Type/Value, e.g. Money/Read).`, ExitCode.Usage);
  return { type: match[1]!, value: match[2]! };
}

export const claimText = (claim: Claim): string => `${claim.type}/${claim.value}`;

/** Every claim the server knows (`lcars claims list`): the platform's and its apps' (their manifests). */
export async function knownClaims(client: ApiClient): Promise<Claim[]> {
  return catalogueClaims(await client.call(getClaimCatalogue, {}));
}

/**
 * Claims to give, which must be ones the portal knows (`lcars claims list`): a claim nothing checks gives
 * nothing, and a typo ("Money/read") would pass for a grant that never works (issue 29). Exit 2, naming the
 * claim meant when only its case differs. Their form is checked before the server is asked.
 */
export async function parseKnownClaims(client: ApiClient, texts: readonly string[]): Promise<Claim[]> {
  const claims = texts.map(parseClaim);
  if (claims.length === 0) return claims;
  const known = await knownClaims(client);
  for (const claim of claims) {
    if (known.some((candidate) => sameClaim(candidate, claim))) continue;
    const meant = known.find(
      (candidate) => claimText(candidate).toLowerCase() === claimText(claim).toLowerCase(),
    );
    throw new CliError(
      `Unknown claim ${claimText(claim)}${meant ? ` (did you mean ${claimText(meant)}?)` : ''}: ` +
        '`lcars claims list` shows the claims the portal knows.',
      ExitCode.Usage,
    );
  }
  return claims;
}

export const sameClaim = (a: Claim, b: Claim): boolean => a.type === b.type && a.value === b.value;

/** 'RecipeType' -> 'recipe-types', 'Priorities' -> 'priorities'. */
function itemTypeName(key: string): string {
  const kebab = key.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  return kebab.endsWith('s') ? kebab : `${kebab}s`;
}

/** System item types by name, from the contract's enumeration; products are the recipes' ingredients. */
export const ITEM_TYPES: ReadonlyMap<string, number> = new Map([
  ['ingredients', SystemItemType.Product],
  ...Object.entries(SystemItemType).map(([key, value]) => [itemTypeName(key), value] as [string, number]),
]);

export function itemTypesText(): string {
  return [...ITEM_TYPES].map(([name, value]) => `${name} ${value}`).join(', ');
}

/** A system item type by number or name (singular or plural, any case). */
export function parseItemType(text: string): number {
  const trimmed = text.trim().toLowerCase();
  if (isId(trimmed)) {
    const type = Number(trimmed);
    if ([...ITEM_TYPES.values()].includes(type)) return type;
  } else {
    const type = ITEM_TYPES.get(trimmed) ?? ITEM_TYPES.get(`${trimmed}s`);
    if (type !== undefined) return type;
  }
  throw new CliError(`Unknown item type: ${text}. Types: ${itemTypesText()}.`, ExitCode.Usage);
}

/** A notification priority by number (1-5) or name (defcon5, urgent, normal, blase, get-to-it). */
export function parsePriority(text: string): number {
  const trimmed = text
    .trim()
    .toLowerCase()
    .replace(/[-_\s]/g, '');
  if (/^[1-5]$/.test(trimmed)) return Number(trimmed);
  const found = Object.entries(NotificationPriority).find(([name]) => name.toLowerCase() === trimmed);
  if (found) return found[1];
  throw new CliError(
    `Unknown priority: ${text}. Priorities: ${Object.entries(NotificationPriority)
      .map(([name, value]) => `${value} ${name}`)
      .join(', ')}.`,
    ExitCode.Usage,
  );
}

/** A whole number given on the command line, as a usage error when it is not one. */
export function parsePositiveInt(text: string, what: string): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1) {
    throw new CliError(`${what} must be a whole number from 1: ${text}`, ExitCode.Usage);
  }
  return Number(text);
}
