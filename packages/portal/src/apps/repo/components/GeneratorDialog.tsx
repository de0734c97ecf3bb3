import { useEffect, useState } from 'react';
import { Button, Checkbox, Dialog, Inline, NumberField, RadioGroup, Select, Stack } from '@lcars/ui';
import {
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  generatePassphrase,
  generatePassword,
  normalisedPassword,
  passphraseBits,
  passwordBits,
  type CharacterClass,
  type PassphraseOptions,
  type PasswordOptions,
} from '../generator/password';
import { loadWordList } from '../generator/wordlist';
import * as styles from '../repo.css';

type Mode = 'password' | 'passphrase';

const CLASS_LABELS: [CharacterClass, string][] = [
  ['lower', 'a-z'],
  ['upper', 'A-Z'],
  ['digits', '0-9'],
  ['symbols', '!@#$%'],
];

const SEPARATORS = [
  { id: '-', label: 'Hyphen (-)' },
  { id: ' ', label: 'Space' },
  { id: '.', label: 'Dot (.)' },
  { id: '_', label: 'Underscore (_)' },
];

export interface GeneratorDialogProps {
  /** The field's name (the dialog's title says what the value is for). */
  fieldTitle: string;
  /** The longest value the field takes. */
  maxLength: number;
  isOpen: boolean;
  onClose: () => void;
  /** The chosen value: the caller saves it. */
  onUse: (value: string) => void;
}

/**
 * The password generator of a sensitive field: a random password of a chosen length and classes, or a passphrase
 * of EFF words, drawn from the browser's cryptographic random source (generator/random.ts). Nothing leaves the
 * browser until the user chooses Use.
 */
/** The options of the last use, so that the next field starts from the same choice (this tab only). */
interface Choice {
  mode: Mode;
  password: PasswordOptions;
  passphrase: PassphraseOptions;
}
let remembered: Choice = {
  mode: 'password',
  password: { length: 20, classes: ['lower', 'upper', 'digits', 'symbols'], readable: false },
  passphrase: { words: 6, separator: '-', capitalise: false, withNumber: false },
};

/** Called from event handlers only, never while rendering. */
function remember(choice: Choice) {
  remembered = choice;
}

export function GeneratorDialog({ fieldTitle, maxLength, isOpen, onClose, onUse }: GeneratorDialogProps) {
  const [mode, setMode] = useState<Mode>(remembered.mode);
  const [password, setPassword] = useState<PasswordOptions>(remembered.password);
  const [passphrase, setPassphrase] = useState<PassphraseOptions>(remembered.passphrase);
  const [words, setWords] = useState<readonly string[] | null>(null);
  const passwordOptions = normalisedPassword(password, maxLength);
  // Mounted when opened (the caller renders it only then): the first value is drawn at once.
  const [value, setValue] = useState(() =>
    remembered.mode === 'password'
      ? generatePassword(normalisedPassword(remembered.password, maxLength))
      : '',
  );

  /** Draws a new value from these options (the word list is loaded the first time a passphrase is asked for). */
  const regenerate = (
    nextMode: Mode,
    nextPassword: PasswordOptions,
    nextPassphrase: PassphraseOptions,
    list = words,
  ) => {
    remember({ mode: nextMode, password: nextPassword, passphrase: nextPassphrase });
    if (nextMode === 'password') {
      setValue(generatePassword(normalisedPassword(nextPassword, maxLength)));
    } else if (list) {
      setValue(generatePassphrase(nextPassphrase, list).slice(0, maxLength));
    } else {
      setValue('');
      void loadWordList().then((loaded) => {
        setWords(loaded);
        setValue(generatePassphrase(nextPassphrase, loaded).slice(0, maxLength));
      });
    }
  };
  useEffect(() => {
    // A passphrase remembered from the last use needs the word list first.
    if (remembered.mode === 'passphrase')
      void loadWordList().then((loaded) => {
        setWords(loaded);
        setValue(generatePassphrase(remembered.passphrase, loaded).slice(0, maxLength));
      });
  }, [maxLength]);

  const changeMode = (next: Mode) => {
    setMode(next);
    regenerate(next, password, passphrase);
  };
  const changePassword = (change: Partial<PasswordOptions>) => {
    const next = { ...password, ...change };
    setPassword(next);
    regenerate(mode, next, passphrase);
  };
  const changePassphrase = (change: Partial<PassphraseOptions>) => {
    const next = { ...passphrase, ...change };
    setPassphrase(next);
    regenerate(mode, password, next);
  };

  const bits =
    mode === 'password' ? passwordBits(passwordOptions) : passphraseBits(passphrase, words?.length ?? 7776);
  const toggleClass = (characterClass: CharacterClass, on: boolean) =>
    changePassword({
      classes: on
        ? [...password.classes, characterClass]
        : password.classes.filter((candidate) => candidate !== characterClass),
    });

  return (
    <Dialog
      title={`Generate ${fieldTitle}`}
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Stack>
        <RadioGroup
          label="Kind"
          orientation="horizontal"
          options={[
            { value: 'password', label: 'Password' },
            { value: 'passphrase', label: 'Passphrase' },
          ]}
          value={mode}
          onChange={(next) => changeMode(next === 'passphrase' ? 'passphrase' : 'password')}
        />
        {mode === 'password' ? (
          <>
            <NumberField
              label="Length"
              minValue={PASSWORD_MIN_LENGTH}
              maxValue={Math.max(PASSWORD_MIN_LENGTH, Math.min(PASSWORD_MAX_LENGTH, maxLength))}
              value={passwordOptions.length}
              onChange={(length) => changePassword({ length: length ?? 20 })}
            />
            <Inline space="md" alignY="center">
              {CLASS_LABELS.map(([characterClass, label]) => (
                <Checkbox
                  key={characterClass}
                  value={password.classes.includes(characterClass)}
                  // The last class cannot be taken away: a password needs characters.
                  isDisabled={password.classes.length === 1 && password.classes.includes(characterClass)}
                  onChange={(on) => toggleClass(characterClass, on)}
                >
                  {label}
                </Checkbox>
              ))}
            </Inline>
            <Checkbox
              value={password.readable ?? false}
              onChange={(readable) => changePassword({ readable })}
            >
              Avoid look-alikes (l, 1, O, 0)
            </Checkbox>
          </>
        ) : (
          <>
            <NumberField
              label="Words"
              minValue={PASSPHRASE_MIN_WORDS}
              maxValue={PASSPHRASE_MAX_WORDS}
              value={passphrase.words}
              onChange={(count) => changePassphrase({ words: count ?? 6 })}
            />
            <Select
              label="Separator"
              options={SEPARATORS}
              value={passphrase.separator}
              onChange={(separator) => changePassphrase({ separator: String(separator ?? '-') })}
            />
            <Inline space="md" alignY="center">
              <Checkbox
                value={passphrase.capitalise ?? false}
                onChange={(capitalise) => changePassphrase({ capitalise })}
              >
                Capitalise
              </Checkbox>
              <Checkbox
                value={passphrase.withNumber ?? false}
                onChange={(withNumber) => changePassphrase({ withNumber })}
              >
                Include a number
              </Checkbox>
            </Inline>
          </>
        )}
        <output className={styles.generated} aria-label="Generated value" aria-live="polite">
          {mode === 'passphrase' && !words ? 'Loading the word list…' : value}
        </output>
        <p className={styles.note}>About {bits} bits of randomness.</p>
        <div className={styles.formActions}>
          <Button variant="secondary" onPress={() => regenerate(mode, password, passphrase)}>
            Generate again
          </Button>
          <Button variant="primary" isDisabled={value === ''} onPress={() => onUse(value)}>
            Use
          </Button>
        </div>
      </Stack>
    </Dialog>
  );
}
