import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  Button,
  Card,
  Column,
  Columns,
  ConfirmDialog,
  Inline,
  NumberField,
  Select,
  Stack,
  TextField,
} from '@lcars/ui';
import {
  FIGHTER_BOUNDS,
  RATINGS,
  RATING_TITLES,
  STANCES,
  STANCE_TITLES,
  STYLE_TITLES,
  WEIGHT_CLASSES,
  feetAndInches,
  recordText,
  styleOf,
  weightClassLabel,
  type Fighter,
  type FighterSave,
  type Rating,
  type Stance,
} from '@lcars/contract/boxing';
import { boxingApi } from '../api';
import { BOXING_BASE, BoxingHeader, ScrollRegion, useBoxingClaim, useUserId } from '../components/shared';
import { toastSuccess, useLoad } from '../../../kit';
import { RatingBars } from '../components/TaleOfTape';
import * as styles from '../boxing.css';
import { BoutList } from './BoxingLayout';
import { CareerCard, FighterRatingCard, MatchmakingCard } from './RatingPages';

const fighterPath = (id: number) => `${BOXING_BASE}/fighter/${id}`;

function NewFighterButton() {
  const navigate = useNavigate();
  const canEdit = useBoxingClaim('Edit');
  if (!canEdit) return null;
  return (
    <Button variant="primary" onPress={() => void navigate(`${fighterPath(0)}/edit`)}>
      New fighter
    </Button>
  );
}

/** /games/boxing/fighters: the divisions, with the fighters in each. */
export function FightersHomePage() {
  const all = useLoad(
    () => boxingApi.fighters({ itemsPerPage: 100, sortBy: 'wins', sortDirection: 'desc' }),
    'all',
  );
  const byDivision = WEIGHT_CLASSES.map((weightClass) => ({
    weightClass,
    fighters: (all.data?.records ?? []).filter((fighter) => fighter.weightClassId === weightClass.id),
  })).filter((division) => division.fighters.length > 0);
  return (
    <>
      <BoxingHeader
        title="Fighters"
        toolbar={
          <div className={styles.actions}>
            <Link to={`${BOXING_BASE}/fighter/list`} className={styles.link}>
              Fighter list
            </Link>
            <Link to={`${BOXING_BASE}/fighter/legacy`} className={styles.link}>
              Legacy import
            </Link>
            <NewFighterButton />
          </div>
        }
      />
      {all.loading ? (
        <p className={styles.muted}>Loading…</p>
      ) : byDivision.length === 0 ? (
        <p className={styles.muted}>No fighters yet.</p>
      ) : (
        <ul className={styles.cards} aria-label="Divisions">
          {byDivision.map(({ weightClass, fighters }) => (
            <li key={weightClass.id} className={styles.cardItem}>
              <Card title={weightClassLabel(weightClass.id)} headingLevel={2}>
                <ol className={styles.ranking}>
                  {fighters.slice(0, 6).map((fighter) => (
                    <li key={fighter.id}>
                      <Link to={fighterPath(fighter.id)} className={styles.link}>
                        {fighter.name}
                      </Link>{' '}
                      <span className={styles.muted}>{recordText(fighter)}</span>
                    </li>
                  ))}
                </ol>
                {fighters.length > 6 && (
                  <Link
                    to={`${BOXING_BASE}/fighter/list?weightClassId=${weightClass.id}`}
                    className={styles.link}
                  >
                    All {fighters.length}
                  </Link>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const PAGE_SIZE = 25;

/** /games/boxing/fighter/list: every fighter, searched by name or nickname, by division. */
export function FighterListPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const weightClassId = Number(params.get('weightClassId') ?? '') || undefined;
  const page = Number(params.get('page') ?? '1') || 1;
  const [typed, setTyped] = useState(search);
  const list = useLoad(
    () => boxingApi.fighters({ search, weightClassId, page, itemsPerPage: PAGE_SIZE }),
    `${search}|${weightClassId ?? ''}|${page}`,
  );
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  return (
    <>
      <BoxingHeader
        title="Fighter list"
        trail={[{ to: `${BOXING_BASE}/fighters`, label: 'Fighters' }]}
        toolbar={<NewFighterButton />}
      />
      <Columns
        as="form"
        collapseBelow="sm"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          update({ search: typed, page: undefined });
        }}
      >
        <Column>
          <TextField label="Search" type="search" value={typed} onChange={setTyped} />
        </Column>
        {/* The division and the button share a column: the button then sits on the field's line, also on a phone. */}
        <Column>
          <Columns alignY="end">
            <Column>
              <Select
                label="Division"
                placeholder="Every division"
                options={[
                  { id: 0, label: 'Every division' },
                  ...WEIGHT_CLASSES.map((w) => ({ id: w.id, label: w.name })),
                ]}
                value={weightClassId ?? 0}
                onChange={(value) =>
                  update({ weightClassId: value ? String(value) : undefined, page: undefined })
                }
              />
            </Column>
            <Column width="content">
              <Button variant="secondary" type="submit">
                Search
              </Button>
            </Column>
          </Columns>
        </Column>
      </Columns>
      {list.loading ? (
        <p className={styles.muted}>Loading…</p>
      ) : (list.data?.total ?? 0) === 0 ? (
        <p className={styles.muted}>No fighter matches.</p>
      ) : (
        <ScrollRegion label="Fighters table">
          <table className={styles.table} aria-label="Fighters">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Division</th>
                <th scope="col">Record</th>
                <th scope="col">Stance</th>
                <th scope="col" className={styles.numeric}>
                  Age
                </th>
                <th scope="col">Owner</th>
              </tr>
            </thead>
            <tbody>
              {list.data?.records.map((fighter) => (
                <tr key={fighter.id} className={styles.tableRow}>
                  <th scope="row">
                    <Link to={fighterPath(fighter.id)} className={styles.link}>
                      {fighter.name}
                    </Link>
                    {fighter.nickname && <span className={styles.muted}> “{fighter.nickname}”</span>}
                  </th>
                  <td>{WEIGHT_CLASSES[fighter.weightClassId - 1]?.name}</td>
                  <td>{recordText(fighter)}</td>
                  <td>{STANCE_TITLES[fighter.stance]}</td>
                  <td className={styles.numeric}>{fighter.age}</td>
                  <td>{fighter.createdBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {(list.data?.pageCount ?? 0) > 1 && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isDisabled={page <= 1}
            onPress={() => update({ page: String(page - 1) })}
          >
            Previous
          </Button>
          <span>
            Page {page} of {list.data?.pageCount}
          </span>
          <Button
            variant="secondary"
            isDisabled={page >= (list.data?.pageCount ?? 1)}
            onPress={() => update({ page: String(page + 1) })}
          >
            Next
          </Button>
        </div>
      )}
    </>
  );
}

/** /games/boxing/fighter/:fighterId: record, ratings, Glicko-2 rating and rank, matchmaking, career and bout history. */
export function FighterViewPage() {
  const { fighterId = '' } = useParams();
  const id = Number(fighterId);
  const navigate = useNavigate();
  const userId = useUserId();
  const canEdit = useBoxingClaim('Edit');
  const [confirming, setConfirming] = useState(false);
  const fighter = useLoad(() => boxingApi.fighter(id), fighterId);
  const history = useLoad(() => boxingApi.bouts({ fighterId: id, itemsPerPage: 50 }), fighterId);
  if (fighter.loading) return <p className={styles.muted}>Loading…</p>;
  const shown = fighter.data;
  if (!shown) return <p>This fighter could not be loaded.</p>;
  const own = canEdit && shown.createdById === userId;
  return (
    <>
      <BoxingHeader
        title={shown.name}
        trail={[{ to: `${BOXING_BASE}/fighters`, label: 'Fighters' }]}
        toolbar={
          own && (
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => void navigate(`${fighterPath(id)}/edit`)}>
                Edit
              </Button>
              <Button variant="secondary" onPress={() => setConfirming(true)}>
                Delete
              </Button>
            </div>
          )
        }
      />
      <div className={styles.cards}>
        <Card title="Profile" headingLevel={2} subtitle={shown.nickname ? `“${shown.nickname}”` : undefined}>
          <dl className={styles.facts}>
            {[
              ['Record', recordText(shown)],
              ['Division', weightClassLabel(shown.weightClassId)],
              ['Stance', STANCE_TITLES[shown.stance]],
              ['Style', STYLE_TITLES[styleOf(shown)]],
              ['Height', `${shown.heightCm} cm (${feetAndInches(shown.heightCm)})`],
              ['Reach', `${shown.reachCm} cm`],
              ['Age', String(shown.age)],
              ['Owner', shown.createdBy],
            ].map(([term, detail]) => (
              <Inline key={term} space="md" align="spaceBetween" alignY="end">
                <dt className={styles.muted}>{term}</dt>
                <dd style={{ margin: 0 }}>{detail}</dd>
              </Inline>
            ))}
          </dl>
        </Card>
        <Card title="Ratings" headingLevel={2}>
          <RatingBars fighter={shown} />
        </Card>
        <FighterRatingCard fighter={shown} />
        <MatchmakingCard fighterId={id} />
      </div>
      <CareerCard fighterId={id} />
      <Card title="Bout history" headingLevel={2}>
        {(history.data?.records.length ?? 0) === 0 ? (
          <p className={styles.muted}>No bouts yet.</p>
        ) : (
          <BoutList bouts={history.data?.records ?? []} />
        )}
      </Card>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Delete fighter"
        text={`Delete ${shown.name}? Bouts in setup with them go too; fought bouts keep them as they were.`}
        yesLabel="Delete"
        onConfirm={() => {
          void boxingApi.deleteFighter(id).then((answer) => {
            if (!answer) return;
            toastSuccess(`${shown.name} was deleted.`);
            void navigate(`${BOXING_BASE}/fighters`);
          });
        }}
      />
    </>
  );
}

type FighterForm = Omit<
  FighterSave,
  'id' | 'weightClassId' | 'stance' | 'heightCm' | 'reachCm' | 'age' | Rating
> & {
  weightClassId: number | null;
  stance: Stance;
  heightCm: number | null;
  reachCm: number | null;
  age: number | null;
} & Record<Rating, number | null>;

const NEW_FIGHTER: FighterForm = {
  name: '',
  nickname: '',
  weightClassId: 11,
  stance: 'orthodox',
  heightCm: 178,
  reachCm: 180,
  age: 25,
  power: 60,
  speed: 60,
  stamina: 60,
  chin: 60,
  defence: 60,
  accuracy: 60,
  heart: 60,
  wins: 0,
  losses: 0,
  draws: 0,
  kos: 0,
};

/** /games/boxing/fighter/:fighterId/edit: a new fighter (id 0) or one of the user's. */
export function FighterEditPage() {
  const { fighterId = '0' } = useParams();
  const id = Number(fighterId) || 0;
  const existing = useLoad(async () => (id === 0 ? null : boxingApi.fighter(id)), fighterId);
  if (existing.loading) return <p className={styles.muted}>Loading…</p>;
  if (id !== 0 && (existing.failed || !existing.data)) return <p>This fighter could not be loaded.</p>;
  return <FighterEditor key={fighterId} fighter={existing.data ?? null} />;
}

/** A rating is a whole number from 1 to 100: checked as the user types, and again by the API. */
function ratingError(value: number | null): string | undefined {
  if (value === null) return 'Required.';
  return Number.isInteger(value) && value >= 1 && value <= 100 ? undefined : 'Ratings run from 1 to 100.';
}

function FighterEditor({ fighter }: { fighter: Fighter | null }) {
  const navigate = useNavigate();
  const userId = useUserId();
  const [form, setForm] = useState<FighterForm>(fighter ?? NEW_FIGHTER);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (fighter && fighter.createdById !== userId) return <p>Only the fighter's owner may change them.</p>;
  const set = <K extends keyof FighterForm>(key: K, value: FighterForm[K]) =>
    setForm({ ...form, [key]: value });
  const errorOf = (key: string): { errorMessage?: string } => {
    const local = RATINGS.includes(key as Rating) ? ratingError(form[key as Rating]) : undefined;
    const message = local ?? errors[key];
    return message ? { errorMessage: message } : {};
  };
  const invalid =
    RATINGS.some((rating) => ratingError(form[rating]) !== undefined) || form.name.trim() === '';
  const onSave = async () => {
    setBusy(true);
    const answer = await boxingApi.saveFighter({
      ...(fighter ? { id: fighter.id } : {}),
      ...form,
      weightClassId: form.weightClassId ?? 0,
      heightCm: form.heightCm ?? 0,
      reachCm: form.reachCm ?? 0,
      age: form.age ?? 0,
      ...(Object.fromEntries(RATINGS.map((rating) => [rating, form[rating] ?? 0])) as Record<Rating, number>),
    });
    setBusy(false);
    if (!answer.ok) {
      setErrors({ ...answer.problem.fields, form: answer.problem.message });
      return;
    }
    toastSuccess(`${answer.data.name} was saved.`);
    void navigate(fighterPath(answer.data.id));
  };
  const number = (
    key: 'heightCm' | 'reachCm' | 'age',
    label: string,
    bounds: { min: number; max: number },
  ) => (
    <NumberField
      label={label}
      minValue={bounds.min}
      maxValue={bounds.max}
      value={form[key]}
      onChange={(value) => set(key, value)}
      description={`${bounds.min} to ${bounds.max}`}
      {...errorOf(key)}
    />
  );
  return (
    <>
      <BoxingHeader
        title={fighter ? `Edit ${fighter.name}` : 'New fighter'}
        trail={[{ to: `${BOXING_BASE}/fighters`, label: 'Fighters' }]}
      />
      <Stack
        as="form"
        aria-label="Fighter"
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid) void onSave();
        }}
      >
        <Card title="Profile" headingLevel={2}>
          <Stack>
            <Columns collapseBelow="sm">
              <Column>
                <TextField
                  label="Name"
                  isRequired
                  value={form.name}
                  onChange={(value) => set('name', value)}
                  {...errorOf('name')}
                />
              </Column>
              <Column>
                <TextField
                  label="Nickname"
                  value={form.nickname ?? ''}
                  onChange={(value) => set('nickname', value)}
                  {...errorOf('nickname')}
                />
              </Column>
            </Columns>
            <Columns collapseBelow="sm">
              <Column>
                <Select
                  label="Weight class"
                  options={WEIGHT_CLASSES.map((w) => ({ id: w.id, label: weightClassLabel(w.id) }))}
                  value={form.weightClassId}
                  onChange={(value) => set('weightClassId', value === null ? null : Number(value))}
                  {...errorOf('weightClassId')}
                />
              </Column>
              <Column>
                <Select
                  label="Stance"
                  options={STANCES.map((stance) => ({ id: stance, label: STANCE_TITLES[stance] }))}
                  value={form.stance}
                  onChange={(value) => set('stance', (value ?? 'orthodox') as Stance)}
                  {...errorOf('stance')}
                />
              </Column>
            </Columns>
            <Columns collapseBelow="sm">
              <Column>{number('heightCm', 'Height (cm)', FIGHTER_BOUNDS.heightCm)}</Column>
              <Column>{number('reachCm', 'Reach (cm)', FIGHTER_BOUNDS.reachCm)}</Column>
              <Column>{number('age', 'Age', FIGHTER_BOUNDS.age)}</Column>
            </Columns>
          </Stack>
        </Card>
        <Card title="Ratings" subtitle="1 to 100" headingLevel={2}>
          {/* Seven ratings: four on the first line, three on the second, one below the other on a phone. */}
          <Stack>
            {[RATINGS.slice(0, 4), RATINGS.slice(4)].map((line) => (
              <Columns key={line[0]} collapseBelow="sm">
                {line.map((rating) => (
                  <Column key={rating}>
                    <NumberField
                      label={RATING_TITLES[rating]}
                      value={form[rating]}
                      onChange={(value) => set(rating, value)}
                      {...errorOf(rating)}
                    />
                  </Column>
                ))}
              </Columns>
            ))}
          </Stack>
        </Card>
        {!fighter && (
          <Card title="Record" subtitle="Set once: bouts change it after that" headingLevel={2}>
            <Columns collapseBelow="sm">
              {(['wins', 'losses', 'draws', 'kos'] as const).map((key) => (
                <Column key={key}>
                  <NumberField
                    label={key === 'kos' ? 'KOs' : key.charAt(0).toUpperCase() + key.slice(1)}
                    minValue={0}
                    value={form[key] ?? 0}
                    onChange={(value) => set(key, value ?? 0)}
                    {...errorOf(key)}
                  />
                </Column>
              ))}
            </Columns>
          </Card>
        )}
        {errors.form && (
          <p role="alert" className={styles.rowError}>
            {errors.form}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="primary" type="submit" isDisabled={busy || invalid}>
            Save fighter
          </Button>
          <Button variant="secondary" onPress={() => void navigate(-1)}>
            Cancel
          </Button>
        </div>
      </Stack>
    </>
  );
}
