// Boxing routes (claim type Boxing): Access for the metadata and the bouts (the home, bout menu and setup
// screens), Read for fighters and venues, Edit for every change. Who owns what is checked in the services.
import { z } from 'zod';
import {
  boutListQuerySchema,
  boutSaveSchema,
  fightBout as fightBoutCall,
  fighterListQuerySchema,
  fighterSaveSchema,
  deleteFighter as deleteFighterCall,
  getBout as getBoutCall,
  getBoxingMetadata,
  getFighter as getFighterCall,
  importLegacyFighters,
  legacyFileSchema,
  listBouts as listBoutsCall,
  listFighters as listFightersCall,
  listVenues as listVenuesCall,
  previewLegacyFighters,
  saveBout as saveBoutCall,
  saveFighter as saveFighterCall,
  saveVenue as saveVenueCall,
  venueSaveSchema,
} from '@lcars/contract/boxing';
import { requireClaim, routeFor } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import { fightBout, getBout, listBouts, saveBout } from './bouts.js';
import { deleteFighter, getFighter, listFighters, saveFighter } from './fighters.js';
import { importLegacy, previewLegacy } from './legacy.js';
import { boxingMetadata, listVenues, saveVenue } from './venues.js';

const ACCESS = requireClaim('Boxing', 'Access');
const READ = requireClaim('Boxing', 'Read');
const EDIT = requireClaim('Boxing', 'Edit');

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const route = routeFor;

export const boxingRoutes = [
  route(getBoxingMetadata, ACCESS, 'boxing.md', (_ctx, context) => boxingMetadata(context.db)),

  route(listFightersCall, READ, 'boxing.fighter.list', (ctx, context) =>
    listFighters(context, validate(fighterListQuerySchema, ctx.query)),
  ),
  route(previewLegacyFighters, EDIT, 'boxing.fighter.legacy.preview', (ctx, context) =>
    previewLegacy(context, validate(legacyFileSchema, ctx.request.body)),
  ),
  route(importLegacyFighters, EDIT, 'boxing.fighter.legacy.import', (ctx, context) =>
    importLegacy(context, validate(legacyFileSchema, ctx.request.body)),
  ),
  route(getFighterCall, READ, 'boxing.fighter.get', (ctx, context) =>
    getFighter(context, validate(idParams, ctx.params).id),
  ),
  route(saveFighterCall, EDIT, 'boxing.fighter.save', (ctx, context) =>
    saveFighter(context, validate(fighterSaveSchema, ctx.request.body)),
  ),
  route(deleteFighterCall, EDIT, 'boxing.fighter.delete', (ctx, context) =>
    deleteFighter(context, validate(idParams, ctx.params).id),
  ),

  route(listVenuesCall, READ, 'boxing.venue.list', (_ctx, context) => listVenues(context.db)),
  route(saveVenueCall, EDIT, 'boxing.venue.save', (ctx, context) =>
    saveVenue(context, validate(venueSaveSchema, ctx.request.body)),
  ),

  route(listBoutsCall, ACCESS, 'boxing.bout.list', (ctx, context) =>
    listBouts(context, validate(boutListQuerySchema, ctx.query)),
  ),
  route(getBoutCall, ACCESS, 'boxing.bout.get', (ctx, context) =>
    getBout(context, validate(idParams, ctx.params).id),
  ),
  route(saveBoutCall, EDIT, 'boxing.bout.save', (ctx, context) =>
    saveBout(context, validate(boutSaveSchema, ctx.request.body)),
  ),
  route(fightBoutCall, EDIT, 'boxing.bout.fight', (ctx, context) =>
    fightBout(context, validate(idParams, ctx.params).id),
  ),
];
