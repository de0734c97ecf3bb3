// Seeds run on every start and are idempotent: they add what is missing and never overwrite what an
// administrator changed. Inserts use ON CONFLICT DO NOTHING so two instances starting together agree.
// The apps' lookup lists and demo seeds are handed in by the caller (db/ never names an app).
import type { FileStore } from '../files/store.js';
import {
  RoleName,
  appCatalogue,
  catalogueClaims,
  claimCatalogue,
  type AppManifest,
  type Claim,
} from '@lcars/contract';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { generatePassword, type PasswordHasher } from './auth/passwords.js';
import { seedNotificationTemplates } from './notifications/service.js';
import { DEFAULT_SYSTEM_SETTINGS } from './settings/service.js';
import type { LookupListSeed } from './system-items/seed-data.js';
import { seedSystemItems } from './system-items/service.js';
import { APP_PRIMARY, APP_SECONDARY } from './themes/builtin.js';
import { createUser, findUserByLogin, normalizeName } from './users/service.js';
import type { Db } from '../db/knex.js';

export const ADMIN_USER_NAME = 'admin';
export const DEMO_USER_NAME = 'demo';

/** A role seeded on every start, with its claims. */
export interface SeededRole {
  readonly name: string;
  readonly description: string;
  readonly claims: readonly Claim[];
}

/**
 * The roles of these apps (their manifests): Admin has every claim, including the admin area; each app's own
 * roles (Recipe Super User); Member has every claim of every app: Access and Read, Create/Update/Delete of
 * their own data, Edit where a form needs it.
 */
export function seededRoles(apps: readonly AppManifest[]): SeededRole[] {
  return [
    {
      name: RoleName.Admin,
      description: 'Every claim, including the admin area.',
      claims: catalogueClaims(claimCatalogue(apps)),
    },
    ...apps.flatMap((app) => app.roles ?? []),
    {
      name: RoleName.Member,
      description: 'Uses every app with their own data.',
      claims: apps.flatMap((app) => app.claims.map((value) => ({ type: app.claimType, value }))),
    },
  ];
}

/** What an app's demo seed receives: the database and who the seeded users are. */
export interface DemoSeedContext {
  readonly db: Db;
  /** The file store, open: demo images are stored files like any upload. */
  readonly files: FileStore;
  readonly config: Config;
  readonly log: Logger;
  readonly adminUserName: string;
  readonly demoUserName: string;
}

/** An app's demo content; idempotent, as it runs on every start when demo content is on. */
export type DemoSeed = (context: DemoSeedContext) => Promise<void>;

export interface SeedOptions {
  config: Config;
  passwords: PasswordHasher;
  log: Logger;
  /** The apps' manifests, in the order of their list: the apps table, the claims and the roles. */
  apps: readonly AppManifest[];
  /** The apps' lookup lists, seeded after the platform's. */
  lookupLists: readonly LookupListSeed[];
  /** The apps' demo seeds, run in order when demo content is on. */
  demoSeeds: readonly DemoSeed[];
  files: FileStore;
}

export interface SeedResult {
  /** Set only when this run created the admin user. */
  adminPassword?: string;
  /** Set only when this run created the demo user. */
  demoPassword?: string;
}

async function seedSettings(db: Db): Promise<void> {
  await db('system_settings').insert(DEFAULT_SYSTEM_SETTINGS).onConflict('id').ignore();
}

async function seedRoles(db: Db, apps: readonly AppManifest[]): Promise<void> {
  for (const role of seededRoles(apps)) {
    await db('roles')
      .insert({
        name: role.name,
        normalized_name: normalizeName(role.name),
        description: role.description,
        is_system: true,
      })
      .onConflict('normalized_name')
      .ignore();
    const row = await db('roles')
      .where({ normalized_name: normalizeName(role.name) })
      .first<{ id: number }>('id');
    if (!row) throw new Error(`Role ${role.name} was not seeded.`);
    await db('role_claims')
      .insert(
        role.claims.map((claim) => ({ role_id: row.id, claim_type: claim.type, claim_value: claim.value })),
      )
      .onConflict(['role_id', 'claim_type', 'claim_value'])
      .ignore();
  }
}

async function seedApps(db: Db, apps: readonly AppManifest[]): Promise<void> {
  await db('apps')
    .insert(
      appCatalogue(apps).map((app, index) => ({
        id: app.id,
        title: app.title,
        narrative: app.narrative,
        path: app.path,
        sort_order: (index + 1) * 10,
        primary_color: APP_PRIMARY,
        secondary_color: APP_SECONDARY,
        claim_type: app.claimType,
        claim_value: app.claimValue,
      })),
    )
    .onConflict('id')
    .ignore();
}

async function seedUser(
  db: Db,
  options: SeedOptions,
  user: { userName: string; email: string; firstName: string; lastName: string; role: string },
  givenPassword: string | undefined,
): Promise<string | undefined> {
  if (await findUserByLogin(db, user.userName)) return undefined;
  const password = givenPassword ?? generatePassword();
  await createUser(db, {
    userName: user.userName,
    email: user.email,
    passwordHash: await options.passwords.hash(password, 'trusted'),
    emailConfirmed: true,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: [user.role],
  });
  return password;
}

export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const { config, log } = options;
  await seedSettings(db);
  await seedRoles(db, options.apps);
  await seedApps(db, options.apps);
  await seedSystemItems(db, options.lookupLists);
  await seedNotificationTemplates(db);
  const result: SeedResult = {};

  const adminPassword = await seedUser(
    db,
    options,
    {
      userName: ADMIN_USER_NAME,
      email: 'admin@example.com',
      firstName: 'Admin',
      lastName: '',
      role: RoleName.Admin,
    },
    config.adminPassword,
  );
  if (adminPassword !== undefined) {
    result.adminPassword = adminPassword;
    log.info(
      config.adminPassword === undefined
        ? `LCARS admin user "${ADMIN_USER_NAME}" created with password: ${adminPassword}`
        : `LCARS admin user "${ADMIN_USER_NAME}" created with the secret given in the environment.`,
    );
  }

  if (config.demo) {
    const demoPassword = await seedUser(
      db,
      options,
      {
        userName: DEMO_USER_NAME,
        email: 'demo@example.com',
        firstName: 'Demo',
        lastName: 'User',
        role: RoleName.Member,
      },
      config.demoPassword,
    );
    if (demoPassword !== undefined) {
      result.demoPassword = demoPassword;
      log.info(
        config.demoPassword === undefined
          ? `LCARS demo user "${DEMO_USER_NAME}" created with password: ${demoPassword}`
          : `LCARS demo user "${DEMO_USER_NAME}" created with the secret given in the environment.`,
      );
    }
    for (const seedDemo of options.demoSeeds) {
      await seedDemo({
        db,
        files: options.files,
        config,
        log,
        adminUserName: ADMIN_USER_NAME,
        demoUserName: DEMO_USER_NAME,
      });
    }
  }
  return result;
}
