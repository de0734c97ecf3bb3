// Search across the repositories a user may read at the moment of the request: repository titles and
// descriptions, and plain record values. A sensitive value is sealed (its `value` column is null) and its field
// is excluded by name as well, so no search can ever test a secret, not even by whether it matches.
import type { z } from 'zod';
import type { RepoSearchResult, repoSearchSchema } from '@lcars/contract/repo';
import { typed } from '../../db/typed.js';
import { requireRepoClaim, visibleRepos, type RepoContext } from './access.js';

/** A LIKE pattern of the text, lower case, its own %, _ and \ escaped. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** The most repositories a search lists by title or description. */
const REPO_HITS = 20;

interface ValueHit {
  rec_id: number;
  repo_id: number;
  repo_title: string;
  field_id: number;
  field_title: string;
  sort_order: number;
  value: string;
}

export async function searchRepos(
  context: RepoContext,
  input: z.output<typeof repoSearchSchema>,
): Promise<RepoSearchResult> {
  const { db, user } = context;
  requireRepoClaim(user, 'Read');
  const pattern = containing(input.q);
  // Read now, in this request: a share taken back a moment ago already leaves its repository out.
  const readable = () => visibleRepos(db, user.id).select('r.id');

  const repos = await typed<{ id: number; title: string; description: string | null }[]>(
    visibleRepos(db, user.id)
      .where((where) => {
        where
          .whereRaw("lower(r.title) like ? escape '\\'", [pattern])
          .orWhereRaw("lower(coalesce(r.description, '')) like ? escape '\\'", [pattern]);
      })
      .orderBy([{ column: 'r.title' }, { column: 'r.id' }])
      .limit(REPO_HITS)
      .select('r.id', 'r.title', 'r.description'),
  );

  // The newest matching records first, one more than asked to tell whether there are more.
  const matching = await typed<{ id: number }[]>(
    db('repo_records as rec')
      .whereIn('rec.repo_id', readable())
      .whereExists((exists) => {
        void exists
          .select(db.raw('1'))
          .from('repo_record_values as v')
          .join('repo_fields as f', 'f.id', 'v.field_id')
          .whereRaw('v.rec_id = rec.id')
          .andWhere('f.is_sensitive', false)
          .whereNotNull('v.value')
          .andWhereRaw("lower(v.value) like ? escape '\\'", [pattern]);
      })
      .orderBy('rec.id', 'desc')
      .limit(input.limit + 1)
      .select('rec.id'),
  );
  const ids = matching.slice(0, input.limit).map((row) => row.id);
  const values =
    ids.length === 0
      ? []
      : await typed<ValueHit[]>(
          db('repo_record_values as v')
            .join('repo_records as rec', 'rec.id', 'v.rec_id')
            .join('repo_repos as r', 'r.id', 'rec.repo_id')
            .join('repo_fields as f', 'f.id', 'v.field_id')
            .whereIn('v.rec_id', ids)
            .andWhere('f.is_sensitive', false)
            .whereNotNull('v.value')
            .select(
              'v.rec_id',
              'rec.repo_id',
              'r.title as repo_title',
              'v.field_id',
              'f.title as field_title',
              'f.sort_order',
              'v.value',
            ),
        );
  const needle = input.q.toLowerCase();
  const records = ids.map((recordId) => {
    const own = values
      .filter((value) => value.rec_id === recordId)
      .sort((a, b) => a.sort_order - b.sort_order || a.field_id - b.field_id);
    return {
      repoId: own[0]?.repo_id ?? 0,
      repoTitle: own[0]?.repo_title ?? '',
      recordId,
      values: own
        .filter((value) => value.value !== '')
        .map((value) => ({
          fieldId: value.field_id,
          fieldTitle: value.field_title,
          value: value.value,
          matched: value.value.toLowerCase().includes(needle),
        })),
    };
  });
  return {
    repos: repos.map((repo) => ({ id: repo.id, title: repo.title, description: repo.description ?? '' })),
    records,
    more: matching.length > input.limit,
  };
}
