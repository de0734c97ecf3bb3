import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  Bout,
  BoutSummary,
  BoxingMetadata,
  Fighter,
  FighterSave,
  LegacyImportResult,
  LegacyPreview,
  Venue,
} from '@lcars/contract/boxing';
import type { PagedList } from '@lcars/contract';
import { welterweight as welter } from '../../../test/boxing.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { problemFields, testUsers } from '../../../test/requests.js';

describeEachDatabase('boxing', (kind) => {
  let api: TestServer;
  const { tokens, addUser, get, post, del } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    tokens.demo = await api.login('demo', api.demoPassword ?? '');
    await addUser('bob', ['Member']);
    await addUser('carol', ['Member']);
    await addUser(
      'spectator',
      [],
      [
        ['Boxing', 'Access'],
        ['Boxing', 'Read'],
      ],
    );
    await addUser('noboxing', []);
  });
  afterAll(() => api?.close());

  async function createFighter(who: string, fighter: FighterSave): Promise<Fighter> {
    const response = await post('/api/boxing/fighter', who, fighter);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Fighter;
  }
  async function createVenue(who: string): Promise<Venue> {
    const response = await post('/api/boxing/venue', who, {
      name: `${who}'s gym`,
      city: 'Philadelphia',
      capacity: 800,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Venue;
  }
  async function setUpBout(who: string, body: object): Promise<Bout> {
    const response = await post('/api/boxing/bout', who, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Bout;
  }
  it('answers 401 anonymous, 403 without the Boxing claim, 403 changing without Boxing/Edit', async () => {
    expect((await api.request.get('/api/boxing/md')).status).toBe(401);
    expect((await api.request.post('/api/boxing/bout/1/fight')).status).toBe(401);
    expect((await get('/api/boxing/md', 'noboxing')).status).toBe(403);
    expect((await get('/api/boxing/fighter/list', 'noboxing')).status).toBe(403);
    expect((await get('/api/boxing/bout/list', 'noboxing')).status).toBe(403);
    expect((await get('/api/boxing/fighter/list', 'spectator')).status).toBe(200);
    expect((await post('/api/boxing/fighter', 'spectator', welter('Nope'))).status).toBe(403);
    expect(
      (await post('/api/boxing/venue', 'spectator', { name: 'x', city: 'y', capacity: 100 })).status,
    ).toBe(403);
    expect((await post('/api/boxing/bout/1/fight', 'spectator')).status).toBe(403);
    const legacy = await post('/api/boxing/fighter/legacy/preview', 'spectator', {
      format: 'csv',
      content: 'x',
    });
    expect(legacy.status).toBe(403);
  });

  it('serves the demo roster: twenty fighters, three venues, finished bouts with records that add up', async () => {
    const md = (await get('/api/boxing/md', 'bob')).body as BoxingMetadata;
    expect(md.weightClasses).toHaveLength(17);
    expect(md.weightClasses.at(-1)).toMatchObject({ name: 'Heavyweight', limitLb: null });
    expect(md.venues).toHaveLength(3);
    expect(md.stances.map((stance) => stance.id)).toEqual(['orthodox', 'southpaw', 'switch']);
    expect(md.resultKinds.map((result) => result.id)).toEqual(['KO', 'TKO', 'UD', 'SD', 'MD', 'draw']);
    const fighters = (await get('/api/boxing/fighter/list?itemsPerPage=100', 'bob'))
      .body as PagedList<Fighter>;
    expect(fighters.total).toBe(20);
    const bouts = (await get('/api/boxing/bout/list', 'bob')).body as PagedList<BoutSummary>;
    expect(bouts.total).toBe(4);
    for (const summary of bouts.records) {
      expect(summary.status).toBe('finished');
      const bout = (await get(`/api/boxing/bout/${summary.id}`, 'bob')).body as Bout;
      expect(bout.judges).toHaveLength(3);
      expect(bout.rounds.length).toBe(bout.endRound);
    }
    const search = (await get('/api/boxing/fighter/list?search=volkov', 'bob')).body as PagedList<Fighter>;
    expect(search.records.map((fighter) => fighter.name)).toEqual(['Gleb Volkov']);
    const heavies = (await get('/api/boxing/fighter/list?weightClassId=17', 'bob'))
      .body as PagedList<Fighter>;
    expect(heavies.total).toBe(4);
  });

  it('validates a fighter with a 400 naming the field, and keeps names unique per roster and division', async () => {
    const zero = await post('/api/boxing/fighter', 'bob', welter('Zero Power', { power: 0 }));
    expect(zero.status).toBe(400);
    expect(problemFields(zero.body)).toEqual(['power']);
    const kos = await post('/api/boxing/fighter', 'bob', welter('Too Many KOs', { wins: 3, kos: 4 }));
    expect(problemFields(kos.body)).toEqual(['kos']);
    const division = await post('/api/boxing/fighter', 'bob', welter('No Division', { weightClassId: 18 }));
    expect(problemFields(division.body)).toEqual(['weightClassId']);
    const stance = await post('/api/boxing/fighter', 'bob', { ...welter('Odd'), stance: 'crab' });
    expect(problemFields(stance.body)).toEqual(['stance']);
    await createFighter('bob', welter('Joe Twin'));
    const twin = await post('/api/boxing/fighter', 'bob', welter('  joe   twin '));
    expect(twin.status).toBe(409);
    // Another division, or another user's roster, is another fighter.
    await createFighter('bob', welter('Joe Twin', { weightClassId: 12 }));
    await createFighter('carol', welter('Joe Twin'));
  });

  it('lets only the owner change or delete a fighter, and book only their own', async () => {
    const carols = await createFighter('carol', welter('Carol Champ'));
    const bobs = await createFighter('bob', welter('Bob Brawler'));
    expect((await get(`/api/boxing/fighter/${carols.id}`, 'bob')).status).toBe(200);
    expect((await post('/api/boxing/fighter', 'bob', { ...welter('Hijacked'), id: carols.id })).status).toBe(
      403,
    );
    expect((await del(`/api/boxing/fighter/${carols.id}`, 'bob')).status).toBe(403);
    expect((await get('/api/boxing/fighter/999999', 'bob')).status).toBe(404);
    expect((await post('/api/boxing/fighter', 'bob', { ...welter('Ghost'), id: 999999 })).status).toBe(404);
    const venue = await createVenue('bob');
    const poach = await post('/api/boxing/bout', 'bob', {
      redFighterId: bobs.id,
      blueFighterId: carols.id,
      venueId: venue.id,
      weightClassId: 11,
      scheduledRounds: 10,
    });
    expect(poach.status).toBe(403);
    expect((await post('/api/boxing/venue', 'carol', { ...venue, name: 'Taken over' })).status).toBe(403);
    const after = (await get(`/api/boxing/fighter/${carols.id}`, 'carol')).body as Fighter;
    expect(after.name).toBe('Carol Champ');
  });

  it('refuses a booking above the division limit, a fighter against themself and an unknown venue', async () => {
    const light = await createFighter('bob', welter('Light Larry', { weightClassId: 9 }));
    const welterweight = await createFighter('bob', welter('Welter Walt'));
    const venue = await createVenue('bob');
    const booking = {
      redFighterId: light.id,
      blueFighterId: welterweight.id,
      venueId: venue.id,
      scheduledRounds: 8,
    };
    const tooHeavy = await post('/api/boxing/bout', 'bob', { ...booking, weightClassId: 9 });
    expect(tooHeavy.status).toBe(400);
    expect(problemFields(tooHeavy.body)).toEqual(['weightClassId']);
    expect((tooHeavy.body as { detail: string }).detail).toContain('Welter Walt');
    // Moving up is allowed: the lightweight fights at welterweight.
    await setUpBout('bob', { ...booking, weightClassId: 11 });
    const self = await post('/api/boxing/bout', 'bob', {
      ...booking,
      blueFighterId: light.id,
      weightClassId: 11,
    });
    expect(problemFields(self.body)).toEqual(['blueFighterId']);
    const nowhere = await post('/api/boxing/bout', 'bob', { ...booking, venueId: 999999, weightClassId: 11 });
    expect(problemFields(nowhere.body)).toEqual(['venueId']);
    const rounds = await post('/api/boxing/bout', 'bob', {
      ...booking,
      weightClassId: 11,
      scheduledRounds: 13,
    });
    expect(problemFields(rounds.body)).toEqual(['scheduledRounds']);
  });

  it('fights a bout once: many fight calls at once update both records exactly once', async () => {
    const red = await createFighter('bob', welter('Red Rocket', { wins: 5, losses: 0, draws: 0, kos: 3 }));
    const blue = await createFighter('bob', welter('Blue Baron', { wins: 4, losses: 1, draws: 0, kos: 1 }));
    const venue = await createVenue('bob');
    const bout = await setUpBout('bob', {
      redFighterId: red.id,
      blueFighterId: blue.id,
      venueId: venue.id,
      weightClassId: 11,
      scheduledRounds: 12,
      seed: 424242,
    });
    expect(bout).toMatchObject({ status: 'setup', seed: 424242, rounds: [], result: null });
    expect(bout.red?.name).toBe('Red Rocket');
    expect((await post(`/api/boxing/bout/${bout.id}/fight`, 'carol')).status).toBe(403);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(`/api/boxing/bout/${bout.id}/fight`, 'bob')),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const fought = answers[0]?.body as Bout;
    for (const answer of answers) expect(answer.body).toEqual(fought);
    expect(fought.status).toBe('finished');
    expect(fought.judges).toHaveLength(3);
    const after = {
      red: (await get(`/api/boxing/fighter/${red.id}`, 'bob')).body as Fighter,
      blue: (await get(`/api/boxing/fighter/${blue.id}`, 'bob')).body as Fighter,
    };
    const games = (fighter: Fighter) => fighter.wins + fighter.losses + fighter.draws;
    expect(games(after.red)).toBe(games(red) + 1);
    expect(games(after.blue)).toBe(games(blue) + 1);
    if (fought.winner === null) expect([after.red.draws, after.blue.draws]).toEqual([1, 1]);
    else {
      const [winner, loser, before] =
        fought.winner === 'red' ? [after.red, after.blue, red] : [after.blue, after.red, blue];
      expect(fought.winnerId).toBe(winner.id);
      expect(winner.wins).toBe(before.wins + 1);
      expect(winner.kos).toBe(before.kos + (fought.result === 'KO' || fought.result === 'TKO' ? 1 : 0));
      expect(loser.losses).toBe((loser.id === red.id ? red : blue).losses + 1);
    }
    // Fighting again changes nothing; a fought bout can no longer be set up.
    expect((await post(`/api/boxing/bout/${bout.id}/fight`, 'bob')).body).toEqual(fought);
    expect(games((await get(`/api/boxing/fighter/${red.id}`, 'bob')).body as Fighter)).toBe(games(red) + 1);
    const change = await post('/api/boxing/bout', 'bob', {
      id: bout.id,
      redFighterId: red.id,
      blueFighterId: blue.id,
      venueId: venue.id,
      weightClassId: 11,
      scheduledRounds: 4,
    });
    expect(change.status).toBe(409);
    // Anyone with Boxing may watch it; the fighters' bout history lists it.
    expect(((await get(`/api/boxing/bout/${bout.id}`, 'spectator')).body as Bout).rounds).toEqual(
      fought.rounds,
    );
    const history = (await get(`/api/boxing/bout/list?fighterId=${red.id}`, 'bob'))
      .body as PagedList<BoutSummary>;
    expect(history.records.map((summary) => summary.id)).toEqual([bout.id]);
    expect(history.records[0]).toMatchObject({ redName: 'Red Rocket', blueName: 'Blue Baron' });

    // The same fighters and seed fight the same fight.
    const rematch = await setUpBout('bob', {
      redFighterId: red.id,
      blueFighterId: blue.id,
      venueId: venue.id,
      weightClassId: 11,
      scheduledRounds: 12,
      seed: 424242,
    });
    const replay = (await post(`/api/boxing/bout/${rematch.id}/fight`, 'bob')).body as Bout;
    expect(replay.rounds).toEqual(fought.rounds);
    expect(replay.judges).toEqual(fought.judges);

    // A deleted fighter leaves the finished bouts as they were.
    expect((await del(`/api/boxing/fighter/${red.id}`, 'bob')).status).toBe(200);
    const kept = (await get(`/api/boxing/bout/${bout.id}`, 'bob')).body as Bout;
    expect(kept.redFighterId).toBeNull();
    expect(kept.red?.name).toBe('Red Rocket');
    expect(kept.rounds).toEqual(fought.rounds);
  });

  it('previews a legacy CSV file row by row and imports only the valid rows on confirmation', async () => {
    await createFighter('carol', welter('Existing Eddie'));
    const csv = [
      'Name,Nickname,Division,Stance,Height,Reach,Age,PWR,SPD,STA,CHN,DEF,ACC,HRT,Record',
      `Manny Legacy,"Pac",Junior welterweight,S,"5'6""",67,30,85,92,88,70,72,80,95,"55-5-2 (38 KO)"`,
      `Bad Row,,Welterweight,O,5'10",72,29,85,150,80,70,70,70,70,10-0-0 (5 KO)`,
      `Existing Eddie,,Welterweight,O,5'10",72,29,70,70,70,70,70,70,70,10-1`,
      `Nowhere Man,,Catchweight,X,tall,72,29,70,70,70,70,70,70,70,5-0`,
      `Manny Legacy,Again,140,O,170cm,170cm,30,85,92,88,70,72,80,95,1-0`,
    ].join('\n');
    const preview = await post('/api/boxing/fighter/legacy/preview', 'carol', {
      format: 'csv',
      content: csv,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const body = preview.body as LegacyPreview;
    expect(body).toMatchObject({ total: 5, valid: 1, invalid: 2, duplicates: 2 });
    const [manny, bad, eddie, nowhere, again] = body.rows;
    expect(manny).toMatchObject({ row: 1, errors: [], duplicate: null });
    expect(manny?.fighter).toMatchObject({
      weightClassId: 10,
      stance: 'southpaw',
      heightCm: 168,
      reachCm: 170,
      wins: 55,
      losses: 5,
      draws: 2,
      kos: 38,
    });
    expect(bad?.errors.map((error) => error.field)).toEqual(['SPD']);
    expect(eddie).toMatchObject({ duplicate: 'existing', errors: [] });
    expect(nowhere?.errors.map((error) => error.field)).toEqual(['Division', 'Stance', 'Height']);
    expect(again).toMatchObject({ duplicate: 'file' });
    const before = ((await get('/api/boxing/fighter/list?mine=true', 'carol')).body as PagedList<Fighter>)
      .total;
    // The preview changed nothing.
    const imported = await post('/api/boxing/fighter/legacy/import', 'carol', {
      format: 'csv',
      content: csv,
    });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ imported: 1, skipped: 4 } satisfies Partial<LegacyImportResult>);
    const mine = (await get('/api/boxing/fighter/list?mine=true&search=legacy', 'carol'))
      .body as PagedList<Fighter>;
    expect(mine.records.map((fighter) => fighter.name)).toEqual(['Manny Legacy']);
    expect(
      ((await get('/api/boxing/fighter/list?mine=true', 'carol')).body as PagedList<Fighter>).total,
    ).toBe(before + 1);
    // Importing the same file again: Manny is now a duplicate, nothing is imported.
    const again2 = await post('/api/boxing/fighter/legacy/import', 'carol', { format: 'csv', content: csv });
    expect(again2.body).toMatchObject({ imported: 0, skipped: 5 });
  });

  it('reads the legacy JSON form too, and names the field of a file it cannot read', async () => {
    const json = JSON.stringify({
      fighters: [
        {
          NAME: 'Json Jones',
          Division: 'Middleweight',
          Stance: 'O',
          Height: '6\'1"',
          Reach: 76,
          Age: 27,
          PWR: 80,
          SPD: 70,
          STA: 75,
          CHN: 80,
          DEF: 70,
          ACC: 72,
          HRT: 85,
          Record: '12-0',
        },
        {
          Name: '',
          Division: 'Middleweight',
          Stance: 'O',
          Height: '6\'1"',
          Reach: 76,
          Age: 12,
          PWR: 80,
          SPD: 70,
          STA: 75,
          CHN: 80,
          DEF: 70,
          ACC: 72,
          HRT: 85,
          Record: '12-0',
        },
      ],
    });
    const preview = (
      await post('/api/boxing/fighter/legacy/preview', 'bob', { format: 'json', content: json })
    ).body as LegacyPreview;
    expect(preview.rows[0]?.fighter).toMatchObject({
      name: 'Json Jones',
      weightClassId: 13,
      heightCm: 185,
      reachCm: 193,
    });
    expect(preview.rows[1]?.errors.map((error) => error.field)).toEqual(['Name', 'Age']);
    // In a person's words, not zod's "Too small: expected number to be >=18".
    expect(preview.rows[1]?.errors[1]?.message).toBe('Age must be at least 18.');
    const broken = await post('/api/boxing/fighter/legacy/preview', 'bob', {
      format: 'json',
      content: '{"fighters": ',
    });
    expect(broken.status).toBe(400);
    expect(problemFields(broken.body)).toEqual(['content']);
    const format = await post('/api/boxing/fighter/legacy/preview', 'bob', {
      format: 'xml',
      content: '<x/>',
    });
    expect(problemFields(format.body)).toEqual(['format']);
    const empty = await post('/api/boxing/fighter/legacy/preview', 'bob', {
      format: 'csv',
      content: 'Name\n',
    });
    expect(problemFields(empty.body)).toEqual(['content']);
  });
});
