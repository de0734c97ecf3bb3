// The Boxing calls, written once: the API's routes and the portal's api.ts use these descriptors.
import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { queryId } from '../int32.js';
import {
  boutListQuerySchema,
  boutPagedSchema,
  boutSaveSchema,
  boutSchema,
  boxingMetadataSchema,
  deletedSchema,
  fighterListQuerySchema,
  fighterPagedSchema,
  fighterSaveSchema,
  fighterSchema,
  venueListSchema,
  venueSaveSchema,
  venueSchema,
} from './entities.js';
import {
  careerQuerySchema,
  careerSchema,
  fighterDetailSchema,
  matchmakingQuerySchema,
  matchmakingSchema,
  rankingPagedSchema,
  rankingQuerySchema,
} from './ratings.js';
import { legacyFileSchema, legacyImportResultSchema, legacyPreviewSchema } from './legacy.js';

/** The path's id as a number (a fighter's, a bout's). */
const idParams = z.object({ id: queryId() });

export const getBoxingMetadata = endpoint({
  method: 'GET',
  path: '/boxing/md',
  response: boxingMetadataSchema,
  summary: 'Boxing metadata: venues, weight classes, users, stances, result kinds',
});

export const listFighters = endpoint({
  method: 'GET',
  path: '/boxing/fighter/list',
  request: fighterListQuerySchema,
  response: fighterPagedSchema,
  summary: 'A page of fighters (every Boxing user may read them), searched by name or nickname',
});
export const getFighter = endpoint({
  method: 'GET',
  path: '/boxing/fighter/:id',
  params: idParams,
  response: fighterDetailSchema,
  summary:
    'One fighter, with their Glicko-2 rating and rank in their division and every division they fought in',
});
export const saveFighter = endpoint({
  method: 'POST',
  path: '/boxing/fighter',
  request: fighterSaveSchema,
  response: fighterSchema,
  summary: 'Creates a fighter, or updates one of the caller (the record is set only at creation)',
});
export const deleteFighter = endpoint({
  method: 'DELETE',
  path: '/boxing/fighter/:id',
  params: idParams,
  response: deletedSchema,
  summary: "Deletes one of the caller's fighters (finished bouts keep the fighter as they were)",
});
export const previewLegacyFighters = endpoint({
  method: 'POST',
  path: '/boxing/fighter/legacy/preview',
  request: legacyFileSchema,
  response: legacyPreviewSchema,
  summary: 'Validates a legacy fighter file row by row, flagging duplicates; changes nothing',
});
export const importLegacyFighters = endpoint({
  method: 'POST',
  path: '/boxing/fighter/legacy/import',
  request: legacyFileSchema,
  response: legacyImportResultSchema,
  summary: 'Imports the valid, non-duplicate rows of a legacy fighter file in one transaction',
});

export const listVenues = endpoint({
  method: 'GET',
  path: '/boxing/venue/list',
  response: venueListSchema,
  summary: 'Every venue',
});
export const saveVenue = endpoint({
  method: 'POST',
  path: '/boxing/venue',
  request: venueSaveSchema,
  response: venueSchema,
  summary: 'Creates a venue, or updates one of the caller',
});

export const listBouts = endpoint({
  method: 'GET',
  path: '/boxing/bout/list',
  request: boutListQuerySchema,
  response: boutPagedSchema,
  summary: 'A page of bouts, newest first; of one fighter with fighterId',
});
export const getBout = endpoint({
  method: 'GET',
  path: '/boxing/bout/:id',
  params: idParams,
  response: boutSchema,
  summary: 'One bout with its rounds and cards',
});
export const saveBout = endpoint({
  method: 'POST',
  path: '/boxing/bout',
  request: boutSaveSchema,
  response: boutSchema,
  summary: "Sets up a bout between two of the caller's fighters, or changes one still in setup",
});
export const fightBout = endpoint({
  method: 'POST',
  path: '/boxing/bout/:id/fight',
  params: idParams,
  response: boutSchema,
  summary: 'Fights a bout in setup (simulated from its seed) and updates both records once',
});

export const getRanking = endpoint({
  method: 'GET',
  path: '/boxing/ranking/list',
  request: rankingQuerySchema,
  response: rankingPagedSchema,
  summary: "A page of a division's rankings: its rated fighters by Glicko-2 rating, highest first",
});
export const getMatchmaking = endpoint({
  method: 'GET',
  path: '/boxing/fighter/:id/matchmaking',
  params: idParams,
  request: matchmakingQuerySchema,
  response: matchmakingSchema,
  summary: "Opponents for a fighter among its owner's roster, closest in rating and weight first",
});
export const getCareer = endpoint({
  method: 'GET',
  path: '/boxing/fighter/:id/career',
  params: idParams,
  request: careerQuerySchema,
  response: careerSchema,
  summary: "A fighter's latest finished bouts, oldest first, each with the result and the rating after it",
});
