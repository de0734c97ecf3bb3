import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Checkbox, FileDropZone, Select, Stack, Switch, TextArea } from '@lcars/ui';
import {
  CANDIDATE_BOUND,
  MAX_COMBINED_WORDS,
  MAX_WORDS,
  OFFICE_UPLOAD_KEEP_HOURS,
  OFFICE_UPLOAD_MAX_BYTES,
  MAX_RULES,
  VARIATIONS,
  WORDLIST_MAX_BYTES,
  WORDLIST_MAX_LINE_BYTES,
  WORDLIST_MAX_WORDS,
  WORDLISTS_PER_USER,
  type CandidateCount,
  type CandidateSpecInput,
  type OfficeUpload,
  type Wordlist,
} from '@lcars/contract/tools';
import { toastError, toastSuccess } from '../../../kit';
import { useDebounced } from '../../../kit/useLoad';
import { toolsApi, type Outcome } from '../api';
import { RESULTS_PATH } from '../plan';
import {
  EMPTY_BUILDER,
  FLAG_TITLES,
  formatCount,
  PROTECTION_TITLES,
  SEPARATOR_CHOICES,
  specOf,
  specProblem,
  VARIATION_TEXT,
  type BuilderForm,
} from '../toolsText';
import { ToolsHeader } from './shared';
import * as styles from '../tools.css';

const OFFICE_TYPES = [
  '.docx',
  '.docm',
  '.dotx',
  '.xlsx',
  '.xlsm',
  '.xltx',
  '.pptx',
  '.pptm',
  '.doc',
  '.xls',
  '.ppt',
];

/**
 * /tools/op: the office password finder. A file of the user's own, its protection told, then what to do.
 * /tools/op?file=<id> comes back to a kept upload (a search of it ended without the password) to search again.
 */
export function OfficePasswordPage() {
  const [params, setParams] = useSearchParams();
  const keptId = Number(params.get('file'));
  const [confirmed, setConfirmed] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, setUpload] = useState<OfficeUpload | null>(null);

  useEffect(() => {
    if (!Number.isInteger(keptId) || keptId <= 0) return;
    let live = true;
    void toolsApi.kept(keptId).then((answer) => {
      if (!live) return;
      if (answer.ok) setUpload(answer.data);
      else setProblem(`${answer.message} Upload the file again to search it.`);
    });
    return () => {
      live = false;
    };
  }, [keptId]);

  const check = async () => {
    const file = files[0];
    if (!file) return;
    if (!confirmed) {
      setProblem('Confirm that the file is your own first.');
      return;
    }
    setUploading(true);
    setProblem(null);
    const answer = await toolsApi.upload(file);
    setUploading(false);
    if (answer.ok) {
      setUpload(answer.data);
      // The address names the upload: a reload, or coming back, finds it again.
      setParams({ file: String(answer.data.fileId) }, { replace: true });
    } else setProblem(answer.message);
  };

  /** Starting over: the file checked so far is deleted (it is kept only for searches of it). */
  const another = async () => {
    if (upload && upload.searchId === null) {
      const removed = await toolsApi.remove(upload.fileId);
      if (!removed.ok) toastError(removed.message);
    }
    setUpload(null);
    setFiles([]);
    // Each file needs its owner's confirmation.
    setConfirmed(false);
    setProblem(null);
    setParams({}, { replace: true });
  };

  return (
    <>
      <ToolsHeader
        title="Office password finder"
        actions={
          <Link to={RESULTS_PATH} className={styles.link}>
            Your results
          </Link>
        }
      />
      {upload === null ? (
        <Card title="Your file" headingLevel={2}>
          <Stack>
            <p className={styles.muted}>
              For your own Word, Excel and PowerPoint files whose password you forgot. The file is checked on
              the server: what protects it, and whether a search can open it. It is kept for further searches
              until you remove it or check another file, and deleted once a search finds its password, and{' '}
              {OFFICE_UPLOAD_KEEP_HOURS} hours after the upload at the latest.
            </p>
            <FileDropZone
              label="Office file"
              accept={OFFICE_TYPES}
              maxSize={OFFICE_UPLOAD_MAX_BYTES}
              value={files}
              onChange={setFiles}
            />
            <Checkbox value={confirmed} onChange={setConfirmed}>
              This file is mine, or its owner asked me to open it.
            </Checkbox>
            {problem && (
              <p role="alert" className={styles.error}>
                {problem}
              </p>
            )}
            <div className={styles.actions}>
              <Button isDisabled={files.length === 0 || !confirmed || uploading} onPress={() => void check()}>
                {uploading ? 'Checking…' : 'Check the file'}
              </Button>
            </div>
          </Stack>
        </Card>
      ) : (
        <>
          <Report upload={upload} onAnother={() => void another()} />
          {upload.report.searchable &&
            (upload.searchId === null ? (
              <CandidateBuilder upload={upload} />
            ) : (
              <Card title="A search is running" headingLevel={2}>
                <p>
                  A search of {upload.name} is running: a second one can start once it ends.{' '}
                  <Link to={`${RESULTS_PATH}/${upload.searchId}`} className={styles.link}>
                    Follow the search
                  </Link>
                </p>
              </Card>
            ))}
        </>
      )}
    </>
  );
}

/** What protects the file, in plain words, and the unprotected copy when flags are all there is. */
function Report({ upload, onAnother }: { upload: OfficeUpload; onAnother: () => void }) {
  const { report } = upload;
  const [busy, setBusy] = useState(false);
  const unprotect = async () => {
    setBusy(true);
    const answer = await toolsApi.unprotect(upload.fileId, upload.name);
    setBusy(false);
    if (answer.ok) toastSuccess(`Downloaded ${answer.data}`);
    else toastError(answer.message);
  };
  return (
    <Card title="What protects it" headingLevel={2}>
      <Stack>
        <p className={styles.kind}>{PROTECTION_TITLES[report.kind]}</p>
        <p>{report.explanation}</p>
        <dl className={styles.facts}>
          <dt>File</dt>
          <dd>{upload.name}</dd>
          <dt>Format</dt>
          <dd>{report.format}</dd>
          {report.cipher && (
            <>
              <dt>Cipher</dt>
              <dd>{report.cipher}</dd>
            </>
          )}
          {report.hash && (
            <>
              <dt>Hash</dt>
              <dd>
                {report.hash}
                {report.spinCount ? `, ${formatCount(String(report.spinCount))} rounds a guess` : ''}
              </dd>
            </>
          )}
        </dl>
        {report.flags.length > 0 && (
          <ul aria-label="Protection flags">
            {report.flags.map((flag) => (
              <li key={`${flag.part}-${flag.flag}`}>
                {FLAG_TITLES[flag.flag] ?? flag.flag} <span className={styles.small}>({flag.part})</span>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          {report.kind === 'flags' && (
            <Button isDisabled={busy} onPress={() => void unprotect()}>
              Download the unprotected copy
            </Button>
          )}
          <Button variant="secondary" onPress={onAnother}>
            Check another file
          </Button>
        </div>
        {report.kind === 'flags' && (
          <p className={styles.small}>
            The copy is the same file with the flags removed, nothing else changed.
          </p>
        )}
        <p className={styles.small}>
          The file is kept for further searches until {new Date(upload.keptUntil).toLocaleString()}, unless
          you check another file first or a search finds its password.
        </p>
      </Stack>
    </Card>
  );
}

/** The candidates, from what the owner remembers; their exact count, live; the search. */
function CandidateBuilder({ upload }: { upload: OfficeUpload }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<BuilderForm>(EMPTY_BUILDER);
  const [count, setCount] = useState<Outcome<CandidateCount> | null>(null);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const spec = specOf(form);
  const specText = JSON.stringify(spec);
  // A spec past a limit is not sent: the page says which limit, and why, at once.
  const refusal = specProblem(spec);
  const asked = useDebounced(specText, 300);
  const counting = asked !== specText;
  useEffect(() => {
    const asking = JSON.parse(asked) as CandidateSpecInput;
    if (specProblem(asking) !== null) return;
    const controller = new AbortController();
    void toolsApi.count(asking, controller.signal).then((answer) => {
      if (!controller.signal.aborted) setCount(answer);
    });
    return () => controller.abort();
  }, [asked]);

  const change = (patch: Partial<BuilderForm>) => setForm((current) => ({ ...current, ...patch }));
  const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
    on ? [...list, value] : list.filter((item) => item !== value);

  const start = async () => {
    setStarting(true);
    setProblem(null);
    const answer = await toolsApi.search(upload.fileId, spec);
    setStarting(false);
    if (answer.ok) void navigate(`${RESULTS_PATH}/${answer.data.id}`);
    else setProblem(answer.message);
  };

  const allowed = refusal === null && !counting && count?.ok === true && count.data.allowed;
  const why =
    refusal ?? (count?.ok === false ? count.message : count?.data.allowed ? null : count?.data.message);
  return (
    <Card title="What you remember of the password" headingLevel={2}>
      <Stack>
        <p className={styles.muted}>
          Every candidate is tried against the file until one opens it. Words are put together in every order,
          with the separators and variations you choose; masks add candidates of their own. At most{' '}
          {formatCount(String(CANDIDATE_BOUND))} candidates a search.
        </p>
        <div className={styles.twoColumns}>
          <Stack>
            <TextArea
              label="Words and fragments"
              description={`One a line, as you might have typed them: names, places, numbers (at most ${formatCount(String(MAX_WORDS))}).`}
              rows={5}
              value={form.words}
              onChange={(words) => change({ words })}
            />
            <Select
              label="Combine up to"
              options={Array.from({ length: MAX_COMBINED_WORDS }, (_, i) => ({
                id: i + 1,
                label: i === 0 ? '1 word (each alone)' : `${i + 1} words`,
              }))}
              value={form.maxWords}
              onChange={(value) => change({ maxWords: Number(value ?? 1) })}
            />
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Between combined words</legend>
              {SEPARATOR_CHOICES.map((choice) => (
                <Checkbox
                  key={choice.label}
                  value={form.separators.includes(choice.value)}
                  onChange={(on) => change({ separators: toggle(form.separators, choice.value, on) })}
                >
                  {choice.label}
                </Checkbox>
              ))}
            </fieldset>
          </Stack>
          <Stack>
            <fieldset className={`${styles.fieldset} ${styles.column}`}>
              <legend className={styles.legend}>Variations</legend>
              {VARIATIONS.map((variation) => (
                <Switch
                  key={variation}
                  value={form.variations.includes(variation)}
                  onChange={(on) => change({ variations: toggle(form.variations, variation, on) })}
                  description={VARIATION_TEXT[variation].description}
                >
                  {VARIATION_TEXT[variation].title}
                </Switch>
              ))}
            </fieldset>
            <TextArea
              label="Masks"
              rows={3}
              value={form.masks}
              onChange={(masks) => change({ masks })}
              description={
                <>
                  One a line, in either form. The easy one: <code className={styles.code}>#</code> is any
                  digit, so <code className={styles.code}>Summer20##</code> tries Summer2000 to Summer2099 (
                  <code className={styles.code}>\#</code> is a # itself). hashcat's:{' '}
                  <code className={styles.code}>?l</code> a lower-case letter,{' '}
                  <code className={styles.code}>?u</code> upper-case, <code className={styles.code}>?d</code>{' '}
                  a digit, <code className={styles.code}>?s</code> a symbol,{' '}
                  <code className={styles.code}>?a</code> any of them, <code className={styles.code}>??</code>{' '}
                  a question mark: <code className={styles.code}>?u?l?l?l?d?d</code>.
                </>
              }
            />
          </Stack>
        </div>
        <WordlistPicker
          value={form.wordlistId}
          onChange={(wordlistId) => change({ wordlistId })}
          rules={form.rules}
          onRules={(rules) => change({ rules })}
        />
        <Stack space="xs" role="status" aria-live="polite">
          <p className={styles.count}>
            {refusal !== null || count?.ok === false
              ? 'Not counted'
              : count
                ? `${formatCount(count.data.count)} candidates`
                : 'Counting…'}
            {counting && refusal === null ? ' …' : ''}
          </p>
          {why && <p className={styles.refusal}>{why}</p>}
        </Stack>
        {problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
        <div className={styles.actions}>
          <Button isDisabled={!allowed || starting} onPress={() => void start()}>
            {starting ? 'Starting…' : 'Start the search'}
          </Button>
        </div>
        <p className={styles.small}>
          Your words, masks and rules are used for this search only: they are never logged, and deleted when
          it ends. A word list stays until you remove it.
        </p>
      </Stack>
    </Card>
  );
}

/** The user's word lists: upload one, choose one for the search (with its rules), remove one. */
function WordlistPicker({
  value,
  onChange,
  rules,
  onRules,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  rules: string;
  onRules: (rules: string) => void;
}) {
  const [lists, setLists] = useState<Wordlist[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void toolsApi.wordlists().then((answer) => {
      if (live && answer.ok) setLists(answer.data.records);
    });
    return () => {
      live = false;
    };
  }, []);
  const chosen = lists.find((list) => list.fileId === value) ?? null;

  const add = async () => {
    const file = files[0];
    if (!file) return;
    setBusy(true);
    setProblem(null);
    const answer = await toolsApi.uploadWordlist(file);
    setBusy(false);
    if (!answer.ok) {
      setProblem(answer.message);
      return;
    }
    setLists((current) => [answer.data, ...current]);
    setFiles([]);
    onChange(answer.data.fileId);
  };
  const remove = async (list: Wordlist) => {
    const answer = await toolsApi.removeWordlist(list.fileId);
    if (!answer.ok) {
      toastError(answer.message);
      return;
    }
    setLists((current) => current.filter((item) => item.fileId !== list.fileId));
    if (value === list.fileId) onChange(null);
    toastSuccess(`Removed ${list.name}`);
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Word list and rules</legend>
      <Stack>
        <p className={styles.small}>
          A text file of one word a line (UTF-8, at most {formatCount(String(WORDLIST_MAX_WORDS))} words of{' '}
          {WORDLIST_MAX_LINE_BYTES} bytes, {Math.round(WORDLIST_MAX_BYTES / 1048576)} MB). It stays until you
          remove it, for as many searches as you like; you keep at most {WORDLISTS_PER_USER}.
        </p>
        <div className={styles.twoColumns}>
          <Stack>
            <Select
              label="Word list"
              options={[
                { id: 0, label: 'None' },
                ...lists.map((list) => ({
                  id: list.fileId,
                  label: `${list.name} (${formatCount(String(list.words))} words)`,
                })),
              ]}
              value={value ?? 0}
              onChange={(id) => onChange(Number(id ?? 0) === 0 ? null : Number(id))}
            />
            {chosen && (
              <div className={styles.actions}>
                <Button variant="secondary" onPress={() => void remove(chosen)}>
                  Remove {chosen.name}
                </Button>
              </div>
            )}
            <FileDropZone
              label="New word list"
              accept={['.txt', '.lst', '.dic']}
              maxSize={WORDLIST_MAX_BYTES}
              value={files}
              onChange={setFiles}
            />
            {problem && (
              <p role="alert" className={styles.error}>
                {problem}
              </p>
            )}
            <div className={styles.actions}>
              <Button variant="secondary" isDisabled={files.length === 0 || busy} onPress={() => void add()}>
                {busy ? 'Uploading…' : 'Upload the word list'}
              </Button>
            </div>
          </Stack>
          <TextArea
            label="Rules"
            rows={5}
            value={rules}
            onChange={onRules}
            isDisabled={value === null}
            description={
              <>
                One rule a line (at most {MAX_RULES}), each word of the list tried through each rule; none is
                the words as they are. hashcat's functions: <code className={styles.code}>:</code> as it is,{' '}
                <code className={styles.code}>l</code> <code className={styles.code}>u</code>{' '}
                <code className={styles.code}>c</code> lower, upper, capitalised,{' '}
                <code className={styles.code}>r</code> reversed, <code className={styles.code}>d</code> twice,{' '}
                <code className={styles.code}>$1</code> append 1, <code className={styles.code}>^1</code>{' '}
                prepend 1, <code className={styles.code}>sa@</code> a becomes @. Several on a line:{' '}
                <code className={styles.code}>c $1 $!</code>.
              </>
            }
          />
        </div>
      </Stack>
    </fieldset>
  );
}
