// Boxing routes (claim type Boxing): Access for the metadata and the bouts (the home, bout menu and setup
// screens), Read for fighters, venues, rankings, matchmaking and careers, Edit for every change. Who owns what is checked in the services.
import {
  fightBout as fightBoutCall,
  getCareer,
  getMatchmaking,
  getRanking,
  deleteFighter as deleteFighterCall,
  getBout as getBoutCall,
  getBoxingMetadata,
  getFighter as getFighterCall,
  importLegacyFighters,
  listBouts as listBoutsCall,
  listFighters as listFightersCall,
  listVenues as listVenuesCall,
  previewLegacyFighters,
  saveBout as saveBoutCall,
  saveFighter as saveFighterCall,
  saveVenue as saveVenueCall,
} from '@lcars/contract/boxing';
import { requireClaim, route } from '../../http/routes.js';
import { fightBout, getBout, listBouts, saveBout } from './bouts.js';
import { deleteFighter, listFighters, saveFighter } from './fighters.js';
import { career, fighterDetail, matchmaking, ranking } from './ratings.js';
import { importLegacy, previewLegacy } from './legacy.js';
import { boxingMetadata, listVenues, saveVenue } from './venues.js';

const ACCESS = requireClaim('Boxing', 'Access');
const READ = requireClaim('Boxing', 'Read');
const EDIT = requireClaim('Boxing', 'Edit');

export const boxingRoutes = [
  route(getBoxingMetadata, ACCESS, 'boxing.md', (_input, services) => boxingMetadata(services.db)),

  route(listFightersCall, READ, 'boxing.fighter.list', ({ query }, services) =>
    listFighters(services, query),
  ),
  route(previewLegacyFighters, EDIT, 'boxing.fighter.legacy.preview', ({ body }, services) =>
    previewLegacy(services, body),
  ),
  route(importLegacyFighters, EDIT, 'boxing.fighter.legacy.import', ({ body }, services) =>
    importLegacy(services, body),
  ),
  route(getFighterCall, READ, 'boxing.fighter.get', ({ params }, services) =>
    fighterDetail(services, params.id),
  ),
  route(getMatchmaking, READ, 'boxing.fighter.matchmaking', ({ params, query }, services) =>
    matchmaking(services, params.id, query),
  ),
  route(getCareer, READ, 'boxing.fighter.career', ({ params, query }, services) =>
    career(services, params.id, query),
  ),
  route(getRanking, READ, 'boxing.ranking.list', ({ query }, services) => ranking(services, query)),
  route(saveFighterCall, EDIT, 'boxing.fighter.save', ({ body }, services) => saveFighter(services, body)),
  route(deleteFighterCall, EDIT, 'boxing.fighter.delete', ({ params }, services) =>
    deleteFighter(services, params.id),
  ),

  route(listVenuesCall, READ, 'boxing.venue.list', (_input, services) => listVenues(services.db)),
  route(saveVenueCall, EDIT, 'boxing.venue.save', ({ body }, services) => saveVenue(services, body)),

  route(listBoutsCall, ACCESS, 'boxing.bout.list', ({ query }, services) => listBouts(services, query)),
  route(getBoutCall, ACCESS, 'boxing.bout.get', ({ params }, services) => getBout(services, params.id)),
  route(saveBoutCall, EDIT, 'boxing.bout.save', ({ body }, services) => saveBout(services, body)),
  route(fightBoutCall, EDIT, 'boxing.bout.fight', ({ params }, services) => fightBout(services, params.id)),
];
