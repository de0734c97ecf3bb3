// Boxing's rankings, matchmaking and careers on both databases: ratings kept as bouts finish equal the ratings
// derived again from every finished bout, a deleted fighter leaves the rankings and nothing else, a second
// user's fighters never appear among another's suggestions, and bad queries are 400s naming the field.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  Bout,
  Career,
  Fighter,
  FighterDetail,
  FighterSave,
  Matchmaking,
  RankingEntry,
  Venue,
} from '@lcars/contract/boxing';
import type { PagedList } from '@lcars/contract';
import { welterweight as welter } from '../../../test/boxing.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { problemFields, testUsers } from '../../../test/requests.js';
import { replayRatings } from './ratings.js';

describeEachDatabase('boxing rankings', (kind) => {
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
  async function bookBout(
    who: string,
    venue: Venue,
    red: Fighter,
    blue: Fighter,
    seed: number,
  ): Promise<Bout> {
    const setUp = await post('/api/boxing/bout', who, {
      redFighterId: red.id,
      blueFighterId: blue.id,
      venueId: venue.id,
      weightClassId: Math.max(red.weightClassId, blue.weightClassId),
      scheduledRounds: 4,
      seed,
    });
    expect(setUp.status, JSON.stringify(setUp.body)).toBe(200);
    return setUp.body as Bout;
  }
  async function fightBooked(who: string, bout: Bout): Promise<Bout> {
    const fought = await post(`/api/boxing/bout/${bout.id}/fight`, who);
    expect(fought.status, JSON.stringify(fought.body)).toBe(200);
    return fought.body as Bout;
  }
  const fightBout = async (who: string, venue: Venue, red: Fighter, blue: Fighter, seed: number) =>
    fightBooked(who, await bookBout(who, venue, red, blue, seed));
  const detail = async (id: number) =>
    (await get(`/api/boxing/fighter/${id}`, 'spectator')).body as FighterDetail;
  const rankingOf = async (division: number) =>
    (
      (await get(`/api/boxing/ranking/list?weightClassId=${division}&itemsPerPage=100`, 'spectator'))
        .body as PagedList<RankingEntry>
    ).records;
  interface KeptRating {
    fighter_id: number;
    weight_class_id: number;
    rating: number;
    rd: number;
    vol: number;
    bouts: number;
  }
  const keptRatings = (): Promise<KeptRating[]> =>
    api
      .db('boxing_ratings')
      .orderBy(['fighter_id', 'weight_class_id'])
      .select('fighter_id', 'weight_class_id', 'rating', 'rd', 'vol', 'bouts');

  it('answers 401 anonymous and 403 without Boxing/Read', async () => {
    expect((await api.request.get('/api/boxing/ranking/list?weightClassId=11')).status).toBe(401);
    expect((await get('/api/boxing/ranking/list?weightClassId=11', 'noboxing')).status).toBe(403);
    expect((await get('/api/boxing/fighter/1/career', 'noboxing')).status).toBe(403);
    expect((await get('/api/boxing/fighter/1/matchmaking', 'noboxing')).status).toBe(403);
    expect((await get('/api/boxing/ranking/list?weightClassId=11', 'spectator')).status).toBe(200);
  });

  it('names the field of a bad query with a 400, and answers 404 for an unknown fighter', async () => {
    for (const query of ['', '?weightClassId=0', '?weightClassId=18', '?weightClassId=abc']) {
      const response = await get(`/api/boxing/ranking/list${query}`, 'bob');
      expect(response.status, query).toBe(400);
      expect(problemFields(response.body)).toEqual(['weightClassId']);
    }
    expect(
      problemFields((await get('/api/boxing/ranking/list?weightClassId=3&itemsPerPage=101', 'bob')).body),
    ).toEqual(['itemsPerPage']);
    for (const limit of ['0', '21', 'x']) {
      const response = await get(`/api/boxing/fighter/1/matchmaking?limit=${limit}`, 'bob');
      expect(response.status).toBe(400);
      expect(problemFields(response.body)).toEqual(['limit']);
    }
    const career = await get('/api/boxing/fighter/1/career?limit=201', 'bob');
    expect(problemFields(career.body)).toEqual(['limit']);
    expect((await get('/api/boxing/fighter/999999/career', 'bob')).status).toBe(404);
    expect((await get('/api/boxing/fighter/999999/matchmaking', 'bob')).status).toBe(404);
  });

  it("rates the demo's finished bouts: each division ranked by rating, the fighter's rank where the list puts it", async () => {
    const bouts = await api
      .db('boxing_bouts')
      .where('status', 'finished')
      .select<{ weight_class_id: number }[]>('weight_class_id');
    expect(bouts.length).toBeGreaterThan(0);
    const division = Number(bouts[0]?.weight_class_id);
    const ranking = await rankingOf(division);
    expect(ranking.length).toBeGreaterThanOrEqual(2);
    expect(ranking.map((entry) => entry.rank)).toEqual(ranking.map((_entry, index) => index + 1));
    for (let index = 1; index < ranking.length; index++)
      expect(ranking[index - 1]!.rating).toBeGreaterThanOrEqual(ranking[index]!.rating);
    for (const entry of ranking) {
      const fighter = await detail(entry.fighterId);
      const standing = fighter.divisions.find((one) => one.weightClassId === division);
      expect(standing).toMatchObject({ rank: entry.rank, rated: ranking.length, bouts: entry.bouts });
      expect(standing?.rating).toBeCloseTo(entry.rating, 6);
    }
  });

  it('rates a finished bout once, keeps a career and derives the same ratings again from the bouts', async () => {
    const venue = (await post('/api/boxing/venue', 'bob', { name: 'Bob gym', city: 'Reno', capacity: 500 }))
      .body as Venue;
    const ace = await createFighter(
      'bob',
      welter('Ace Rated', { power: 95, speed: 95, accuracy: 95, chin: 95 }),
    );
    const bo = await createFighter(
      'bob',
      welter('Bo Rated', { power: 40, speed: 40, accuracy: 40, chin: 40 }),
    );
    const cy = await createFighter('bob', welter('Cy Rated'));
    const light = await createFighter('bob', welter('Di Light', { weightClassId: 10 }));
    const heavy = await createFighter('bob', welter('Ed Heavy', { weightClassId: 17 }));
    expect((await detail(ace.id)).rating).toMatchObject({ rating: 1500, rd: 350, bouts: 0, rank: null });

    const first = await fightBout('bob', venue, ace, bo, 7);
    const aceAfter = await detail(ace.id);
    const boAfter = await detail(bo.id);
    expect(aceAfter.rating.bouts).toBe(1);
    if (first.winner === 'red') expect(aceAfter.rating.rating).toBeGreaterThan(boAfter.rating.rating);
    if (first.winner === 'blue') expect(aceAfter.rating.rating).toBeLessThan(boAfter.rating.rating);
    // Fighting again changes nothing.
    await post(`/api/boxing/bout/${first.id}/fight`, 'bob');
    expect((await detail(ace.id)).rating.bouts).toBe(1);

    // Two bouts of one fighter finishing at once are both rated, one after the other.
    // Booked first, so that the two fights race (on PostgreSQL they once deadlocked on the winner's key).
    const booked = [await bookBout('bob', venue, cy, ace, 11), await bookBout('bob', venue, light, ace, 12)];
    const [second, third] = (await Promise.all(booked.map((bout) => fightBooked('bob', bout)))) as [
      Bout,
      Bout,
    ];
    expect(second.status).toBe('finished');
    expect(third.weightClassId).toBe(11);
    const career = (await get(`/api/boxing/fighter/${ace.id}/career`, 'spectator')).body as Career;
    expect(career.total).toBe(3);
    expect(career.records.map((bout) => bout.boutId)[0]).toBe(first.id);
    expect(career.records[0]).toMatchObject({ corner: 'red', opponentName: 'Bo Rated', ratingBefore: 1500 });
    for (let index = 1; index < career.records.length; index++)
      expect(career.records[index]!.ratingBefore).toBeCloseTo(career.records[index - 1]!.rating!, 9);
    const now = await detail(ace.id);
    expect(now.rating.bouts).toBe(3);
    expect(career.records.at(-1)?.rating).toBeCloseTo(now.rating.rating, 9);
    const limited = (await get(`/api/boxing/fighter/${ace.id}/career?limit=1`, 'spectator')).body as Career;
    expect(limited.records.map((bout) => bout.boutId)).toEqual([career.records.at(-1)?.boutId]);
    // The lightweight who moved up is rated at welterweight, not in their own division.
    const di = await detail(light.id);
    expect(di.rating).toMatchObject({ weightClassId: 10, rank: null, bouts: 0 });
    expect(di.divisions.map((one) => one.weightClassId)).toEqual([11]);

    const kept = await keptRatings();
    await api.db.transaction((trx) => replayRatings(trx));
    const derived = await keptRatings();
    expect(derived.length).toBe(kept.length);
    derived.forEach((row, index) => {
      expect(row).toMatchObject({ fighter_id: kept[index]?.fighter_id, bouts: kept[index]?.bouts });
      expect(Number(row.rating)).toBeCloseTo(Number(kept[index]?.rating), 6);
      expect(Number(row.rd)).toBeCloseTo(Number(kept[index]?.rd), 6);
    });

    // Matchmaking: bob's other fighters within one division, nearest first, never the fighter itself.
    const suggestions = (await get(`/api/boxing/fighter/${cy.id}/matchmaking?limit=20`, 'bob'))
      .body as Matchmaking;
    const ids = suggestions.records.map((one) => one.fighterId);
    expect(ids).not.toContain(cy.id);
    expect(ids).not.toContain(heavy.id);
    expect(ids).toEqual(expect.arrayContaining([ace.id, bo.id, light.id]));
    const distance = (one: Matchmaking['records'][number]) =>
      Math.abs(one.ratingGap) + 150 * Math.abs(one.weightClassGap);
    for (let index = 1; index < suggestions.records.length; index++)
      expect(distance(suggestions.records[index]!)).toBeGreaterThanOrEqual(
        distance(suggestions.records[index - 1]!) - 1e-6,
      );
    for (const one of suggestions.records) {
      expect(one.winChance).toBeGreaterThan(0);
      expect(one.winChance).toBeLessThan(1);
      expect(one.boutWeightClassId).toBe(Math.max(11, one.weightClassId));
    }
    expect(
      ((await get(`/api/boxing/fighter/${cy.id}/matchmaking?limit=1`, 'bob')).body as Matchmaking).records,
    ).toHaveLength(1);

    // Deleting a fighter takes them out of the rankings; their opponents keep their ratings.
    const before = await detail(ace.id);
    expect((await del(`/api/boxing/fighter/${bo.id}`, 'bob')).status).toBe(200);
    const welters = await rankingOf(11);
    expect(welters.map((entry) => entry.fighterId)).not.toContain(bo.id);
    expect(welters.map((entry) => entry.rank)).toEqual(welters.map((_entry, index) => index + 1));
    expect((await detail(ace.id)).rating.rating).toBeCloseTo(before.rating.rating, 9);
    const keptAfterDelete = await keptRatings();
    await api.db.transaction((trx) => replayRatings(trx));
    const derivedAfterDelete = await keptRatings();
    derivedAfterDelete.forEach((row, index) =>
      expect(Number(row.rating)).toBeCloseTo(Number(keptAfterDelete[index]?.rating), 6),
    );
  });

  it("keeps another user's roster out of a fighter's suggestions and their bouts out of reach", async () => {
    const venue = (
      await post('/api/boxing/venue', 'carol', { name: 'Carol gym', city: 'Troy', capacity: 500 })
    ).body as Venue;
    const mine = await createFighter('carol', welter('Carol One'));
    const other = await createFighter('carol', welter('Carol Two'));
    const bobs = (await get('/api/boxing/fighter/list?mine=true&itemsPerPage=100', 'bob'))
      .body as PagedList<Fighter>;
    const bobIds = bobs.records.map((fighter) => fighter.id);
    const forCarol = (await get(`/api/boxing/fighter/${mine.id}/matchmaking?limit=20`, 'carol'))
      .body as Matchmaking;
    expect(forCarol.records.map((one) => one.fighterId)).toEqual([other.id]);
    // Bob may read Carol's fighter's suggestions (fighters are public), which still list only her roster.
    const bobAsks = (await get(`/api/boxing/fighter/${mine.id}/matchmaking`, 'bob')).body as Matchmaking;
    expect(bobAsks.records.map((one) => one.fighterId)).toEqual([other.id]);
    for (const id of bobIds.slice(0, 3)) {
      const theirs = (await get(`/api/boxing/fighter/${id}/matchmaking?limit=20`, 'bob')).body as Matchmaking;
      for (const one of theirs.records) expect([mine.id, other.id]).not.toContain(one.fighterId);
    }
    // Bob cannot book Carol's fighters nor fight her bouts, so her ratings stay as they are.
    const setUp = await post('/api/boxing/bout', 'carol', {
      redFighterId: mine.id,
      blueFighterId: other.id,
      venueId: venue.id,
      weightClassId: 11,
      scheduledRounds: 4,
      seed: 5,
    });
    const boutId = (setUp.body as Bout).id;
    expect((await post(`/api/boxing/bout/${boutId}/fight`, 'bob')).status).toBe(403);
    expect(
      (
        await post('/api/boxing/bout', 'bob', {
          ...(setUp.body as object),
          id: undefined,
          redFighterId: bobIds[0],
          blueFighterId: mine.id,
          seed: 5,
        })
      ).status,
    ).toBe(403);
    expect((await detail(mine.id)).rating.bouts).toBe(0);
    expect(((await get(`/api/boxing/fighter/${mine.id}/career`, 'bob')).body as Career).total).toBe(0);
    expect((await post(`/api/boxing/bout/${boutId}/fight`, 'carol')).status).toBe(200);
    expect((await detail(mine.id)).rating.bouts).toBe(1);
  });
});
