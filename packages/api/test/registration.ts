// Registering as a browser does: fetch the proof-of-work challenge, solve it (altcha-lib's solver, as the
// widget's workers do), and send the payload with the form. Test servers set the work to 1 iteration a guess.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type supertest from 'supertest';

/** A solved registration challenge, the `altcha` field of POST /api/account/register. */
export async function registrationProof(request: ReturnType<typeof supertest>): Promise<string> {
  const response = await request.get('/api/account/register/challenge');
  if (response.status !== 200) throw new Error(`No registration challenge: ${response.status}`);
  const challenge = response.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The registration challenge was not solved.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
