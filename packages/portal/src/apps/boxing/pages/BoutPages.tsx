import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Card, Column, Columns, NumberField, Select, Stack, TextField } from '@lcars/ui';
import { MAX_ROUNDS, SEED_RULE, MIN_ROUNDS, weightClassLabel, type Bout } from '@lcars/contract/boxing';
import { boxingApi } from '../api';
import { FightPlayback } from '../components/FightPlayback';
import { BOXING_BASE, BoxingHeader, ScrollRegion, useBoxingClaim, useUserId } from '../components/shared';
import { toastSuccess, useLoad } from '../../../kit';
import { TaleOfTape } from '../components/TaleOfTape';
import * as styles from '../boxing.css';
import { boutOutcomeText, boutTitle } from './BoxingLayout';

const PAGE_SIZE = 20;

/** /games/boxing/bout: the bouts, newest first, and a new one. */
export function BoutMenuPage() {
  const [page, setPage] = useState(1);
  const canEdit = useBoxingClaim('Edit');
  const navigate = useNavigate();
  const bouts = useLoad(() => boxingApi.bouts({ page, itemsPerPage: PAGE_SIZE }), String(page));
  return (
    <>
      <BoxingHeader
        title="Bouts"
        toolbar={
          canEdit && (
            <Button variant="primary" onPress={() => void navigate(`${BOXING_BASE}/bout/setup/new`)}>
              New bout
            </Button>
          )
        }
      />
      {bouts.loading ? (
        <p className={styles.muted}>Loading…</p>
      ) : (bouts.data?.total ?? 0) === 0 ? (
        <p className={styles.muted}>No bouts yet. Set one up between two of your fighters.</p>
      ) : (
        <ScrollRegion label="Bouts table">
          <table className={styles.table} aria-label="Bouts">
            <thead>
              <tr>
                <th scope="col">Bout</th>
                <th scope="col">Result</th>
                <th scope="col">Division</th>
                <th scope="col">Venue</th>
                <th scope="col">Rounds</th>
              </tr>
            </thead>
            <tbody>
              {bouts.data?.records.map((bout) => (
                <tr key={bout.id} className={styles.tableRow}>
                  <th scope="row">
                    <Link to={`${BOXING_BASE}/bout/setup/${bout.id}`} className={styles.link}>
                      {boutTitle(bout)}
                    </Link>
                  </th>
                  <td>{boutOutcomeText(bout)}</td>
                  <td>{weightClassLabel(bout.weightClassId)}</td>
                  <td>{bout.venueName}</td>
                  <td>{bout.scheduledRounds}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {(bouts.data?.pageCount ?? 0) > 1 && (
        <div className={styles.actions}>
          <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
            Newer
          </Button>
          <span>
            Page {page} of {bouts.data?.pageCount}
          </span>
          <Button
            variant="secondary"
            isDisabled={page >= (bouts.data?.pageCount ?? 1)}
            onPress={() => setPage(page + 1)}
          >
            Older
          </Button>
        </div>
      )}
    </>
  );
}

interface SetupForm {
  redFighterId: number | null;
  blueFighterId: number | null;
  venueId: number | null;
  weightClassId: number | null;
  scheduledRounds: number | null;
  seed: string;
}

const emptyForm: SetupForm = {
  redFighterId: null,
  blueFighterId: null,
  venueId: null,
  weightClassId: null,
  scheduledRounds: 12,
  seed: '',
};

/** /games/boxing/bout/setup/:boutId: set up a bout ('new'), change it, fight it; a fought bout plays back. */
export function BoutSetupPage() {
  const { boutId = 'new' } = useParams();
  const id = /^\d+$/.test(boutId) && boutId !== '0' ? Number(boutId) : null;
  const bout = useLoad(async () => (id === null ? null : boxingApi.bout(id)), boutId);
  if (bout.loading) return <p className={styles.muted}>Loading…</p>;
  if (id !== null && (bout.failed || !bout.data)) return <p>This bout could not be loaded.</p>;
  const current = bout.data ?? null;
  return (
    <>
      <BoxingHeader
        title={
          current
            ? `${current.red?.name ?? 'Red corner'} vs ${current.blue?.name ?? 'Blue corner'}`
            : 'New bout'
        }
        trail={[{ to: `${BOXING_BASE}/bout`, label: 'Bouts' }]}
      />
      {current?.status === 'finished' ? (
        <FinishedBout bout={current} />
      ) : (
        <SetupForm key={boutId} bout={current} onFought={(fought) => bout.setData(fought)} />
      )}
    </>
  );
}

function FinishedBout({ bout }: { bout: Bout }) {
  return (
    <Stack>
      <p className={styles.muted}>
        {weightClassLabel(bout.weightClassId)} · {bout.scheduledRounds} rounds · {bout.venueName} · seed{' '}
        {bout.seed}
      </p>
      <FightPlayback bout={bout} />
      <details>
        <summary>Tale of the tape</summary>
        <TaleOfTape red={bout.red} blue={bout.blue} />
      </details>
    </Stack>
  );
}

function SetupForm({ bout, onFought }: { bout: Bout | null; onFought: (bout: Bout) => void }) {
  const navigate = useNavigate();
  const userId = useUserId();
  const canEdit = useBoxingClaim('Edit');
  const metadata = useLoad(() => boxingApi.metadata(), 'md');
  const fighters = useLoad(
    () => boxingApi.fighters({ mine: 'true', itemsPerPage: 100, sortBy: 'name' }),
    'mine',
  );
  const [form, setForm] = useState<SetupForm>(
    bout
      ? {
          redFighterId: bout.redFighterId,
          blueFighterId: bout.blueFighterId,
          venueId: bout.venueId,
          weightClassId: bout.weightClassId,
          scheduledRounds: bout.scheduledRounds,
          seed: String(bout.seed),
        }
      : emptyForm,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const own = bout === null || bout.createdById === userId;
  const mine = fighters.data?.records ?? [];
  const byId = (fighterId: number | null) => mine.find((fighter) => fighter.id === fighterId) ?? null;
  const red = byId(form.redFighterId) ?? (bout?.red?.id === form.redFighterId ? bout?.red : null) ?? null;
  const blue =
    byId(form.blueFighterId) ?? (bout?.blue?.id === form.blueFighterId ? bout?.blue : null) ?? null;

  /** Picking a fighter books the bout at the heavier fighter's division, unless one was chosen. */
  const pickFighter = (side: 'redFighterId' | 'blueFighterId', fighterId: number | null) => {
    const next = { ...form, [side]: fighterId };
    const classes = [byId(next.redFighterId)?.weightClassId, byId(next.blueFighterId)?.weightClassId].filter(
      (value): value is number => value !== undefined,
    );
    if (classes.length > 0) next.weightClassId = Math.max(...classes);
    setForm(next);
  };

  const save = async (): Promise<Bout | null> => {
    const seed = form.seed.trim();
    if (seed !== '' && !/^\d+$/.test(seed)) {
      setErrors({ seed: SEED_RULE });
      return null;
    }
    const answer = await boxingApi.saveBout({
      ...(bout ? { id: bout.id } : {}),
      redFighterId: form.redFighterId ?? 0,
      blueFighterId: form.blueFighterId ?? 0,
      venueId: form.venueId ?? 0,
      weightClassId: form.weightClassId ?? 0,
      scheduledRounds: form.scheduledRounds ?? 0,
      ...(seed === '' ? {} : { seed: Number(seed) }),
    });
    if (!answer.ok) {
      setErrors({ ...answer.problem.fields, form: answer.problem.message });
      return null;
    }
    setErrors({});
    return answer.data;
  };

  const onSave = async () => {
    setBusy(true);
    const saved = await save();
    setBusy(false);
    if (saved) {
      toastSuccess('The bout is set up.');
      if (!bout) void navigate(`${BOXING_BASE}/bout/setup/${saved.id}`, { replace: true });
    }
  };

  const onFight = async () => {
    setBusy(true);
    const saved = await save();
    const fought = saved ? await boxingApi.fight(saved.id) : undefined;
    setBusy(false);
    if (!fought) return;
    if (!bout) void navigate(`${BOXING_BASE}/bout/setup/${fought.id}`, { replace: true });
    onFought(fought);
  };

  const fighterOptions = mine.map((fighter) => ({
    id: fighter.id,
    label: `${fighter.name} (${fighter.wins}-${fighter.losses}-${fighter.draws})`,
  }));
  const field = (name: string) => (errors[name] ? { errorMessage: errors[name] } : {});
  if (!own) {
    return (
      <Stack>
        <p className={styles.muted}>This bout is in setup by {bout.createdBy}: only they can fight it.</p>
        <TaleOfTape red={bout.red} blue={bout.blue} />
      </Stack>
    );
  }
  return (
    <Stack>
      <Card title="Fight card" headingLevel={2}>
        {!fighters.loading && mine.length < 2 && (
          <p>
            You need two fighters of your own to set up a bout.{' '}
            <Link to={`${BOXING_BASE}/fighter/0/edit`} className={styles.link}>
              Create a fighter
            </Link>{' '}
            or{' '}
            <Link to={`${BOXING_BASE}/fighter/legacy`} className={styles.link}>
              import your roster
            </Link>
            .
          </p>
        )}
        <Stack
          as="form"
          aria-label="Bout setup"
          onSubmit={(event) => {
            event.preventDefault();
            void onSave();
          }}
        >
          <Columns collapseBelow="sm">
            <Column>
              <Select
                label="Red corner"
                placeholder="Pick a fighter"
                options={fighterOptions}
                value={form.redFighterId}
                onChange={(value) => pickFighter('redFighterId', value === null ? null : Number(value))}
                {...field('redFighterId')}
              />
            </Column>
            <Column>
              <Select
                label="Blue corner"
                placeholder="Pick a fighter"
                options={fighterOptions}
                value={form.blueFighterId}
                onChange={(value) => pickFighter('blueFighterId', value === null ? null : Number(value))}
                {...field('blueFighterId')}
              />
            </Column>
          </Columns>
          <Columns collapseBelow="sm">
            <Column>
              <Select
                label="Venue"
                placeholder="Pick a venue"
                options={(metadata.data?.venues ?? []).map((venue) => ({
                  id: venue.id,
                  label: `${venue.name}, ${venue.city}`,
                }))}
                value={form.venueId}
                onChange={(value) => setForm({ ...form, venueId: value === null ? null : Number(value) })}
                {...field('venueId')}
              />
            </Column>
            <Column>
              <Select
                label="Weight class"
                placeholder="Pick a division"
                options={(metadata.data?.weightClasses ?? []).map((weightClass) => ({
                  id: weightClass.id,
                  label: weightClassLabel(weightClass.id),
                }))}
                value={form.weightClassId}
                onChange={(value) =>
                  setForm({ ...form, weightClassId: value === null ? null : Number(value) })
                }
                {...field('weightClassId')}
              />
            </Column>
          </Columns>
          <Columns collapseBelow="sm">
            <Column>
              <NumberField
                label="Scheduled rounds"
                minValue={MIN_ROUNDS}
                maxValue={MAX_ROUNDS}
                value={form.scheduledRounds}
                onChange={(value) => setForm({ ...form, scheduledRounds: value })}
                description={`${MIN_ROUNDS} to ${MAX_ROUNDS}`}
                {...field('scheduledRounds')}
              />
            </Column>
            <Column>
              <TextField
                label="Seed"
                inputMode="numeric"
                value={form.seed}
                onChange={(value) => setForm({ ...form, seed: value })}
                description="The same seed and fighters give the same fight. Blank: a new one."
                {...field('seed')}
              />
            </Column>
          </Columns>
          {errors.form && !Object.keys(errors).some((key) => key !== 'form') && (
            <p role="alert" className={styles.rowError}>
              {errors.form}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" type="submit" isDisabled={!canEdit || busy}>
              Save setup
            </Button>
            <Button variant="primary" isDisabled={!canEdit || busy} onPress={() => void onFight()}>
              Fight!
            </Button>
          </div>
        </Stack>
      </Card>
      <Card title="Tale of the tape" headingLevel={2}>
        <TaleOfTape red={red} blue={blue} />
      </Card>
    </Stack>
  );
}
