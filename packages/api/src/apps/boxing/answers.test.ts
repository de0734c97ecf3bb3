// Boxing's calls answer what their endpoint descriptors say: the portal types every answer by the
// descriptor's response schema, so a field the server adds, drops or retypes fails here (strict parsing).
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as calls from '@lcars/contract/boxing';
import { answerOf } from '../../../test/answers.js';
import { welterweight as fighter } from '../../../test/boxing.js';
import { testUsers } from '../../../test/requests.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';

describeEachDatabase('boxing answers', (kind) => {
  let api: TestServer;
  const { tokens, addUser } = testUsers(() => api);
  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    await addUser('trainer', ['Member']);
  });
  afterAll(() => api?.close());

  it('answers every call in the shape of its descriptor', async () => {
    const token = tokens.trainer!;
    await answerOf(api, token, calls.getBoxingMetadata, {});
    const venue = await answerOf(api, token, calls.saveVenue, {
      body: { name: 'Answer gym', city: 'Philadelphia', capacity: 800 },
    });
    expect(
      (await answerOf(api, token, calls.listVenues, {})).records.some((item) => item.id === venue.id),
    ).toBe(true);
    const red = await answerOf(api, token, calls.saveFighter, { body: fighter('Red Answer') });
    const blue = await answerOf(api, token, calls.saveFighter, { body: fighter('Blue Answer') });
    await answerOf(api, token, calls.getFighter, { params: { id: red.id } });
    await answerOf(api, token, calls.listFighters, { query: { mine: 'true', itemsPerPage: 10 } });
    const bout = await answerOf(api, token, calls.saveBout, {
      body: {
        redFighterId: red.id,
        blueFighterId: blue.id,
        venueId: venue.id,
        weightClassId: 11,
        scheduledRounds: 4,
      },
    });
    const fought = await answerOf(api, token, calls.fightBout, { params: { id: bout.id } });
    expect(fought.status).toBe('finished');
    await answerOf(api, token, calls.getBout, { params: { id: bout.id } });
    await answerOf(api, token, calls.listBouts, { query: { fighterId: red.id, itemsPerPage: 10 } });

    const legacy = {
      format: 'csv',
      content: [
        'Name,Nickname,Division,Stance,Height,Reach,Age,PWR,SPD,STA,CHN,DEF,ACC,HRT,Record',
        `Legacy Answer,,Welterweight,O,5'10",72,29,70,70,70,70,70,70,70,10-1`,
        `Bad Answer,,Welterweight,O,5'10",72,29,85,150,80,70,70,70,70,10-0-0 (5 KO)`,
      ].join('\n'),
    } as const;
    const preview = await answerOf(api, token, calls.previewLegacyFighters, { body: legacy });
    expect(preview.valid).toBe(1);
    const imported = await answerOf(api, token, calls.importLegacyFighters, { body: legacy });
    expect(imported.imported).toBe(1);
    await answerOf(api, token, calls.deleteFighter, { params: { id: imported.ids[0]! } });
  });
});
