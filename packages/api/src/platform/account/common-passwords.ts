// Passwords a user may not choose (NIST SP 800-63B, 5.1.1.2): the most common ones (assets/common-passwords.txt,
// shipped with the server), a character or a short unit repeated ("passwordpassword", twelve spaces), and
// context-specific words: the product's name, the user name, the e-mail address. A common word with
// digits or symbols around it ("Password1!") counts as that word.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** src/ and dist/ both sit one level below the package, so the list is found from either. */
const LIST_FILE = fileURLToPath(new URL('../../../assets/common-passwords.txt', import.meta.url));

const PRODUCT_WORDS = ['lcars', 'portal', 'lcarsportal'];

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/** True when the text is one unit of at most 4 characters repeated ("aaaa", "abab", "passpass"...). */
function repeated(text: string): boolean {
  for (let unit = 1; unit <= Math.min(8, text.length / 2); unit += 1) {
    if (text.length % unit === 0 && text.slice(0, unit).repeat(text.length / unit) === text) return true;
  }
  return false;
}

export interface PasswordContext {
  userName?: string | undefined;
  email?: string | undefined;
}

/** Why a password is too easy to guess, or null. */
export function guessablePasswordProblem(password: string, context: PasswordContext = {}): string | null {
  const lower = password.normalize('NFKC').toLowerCase();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, '');
  if (lower.trim() === '' || repeated(lower) || (core !== '' && repeated(core))) {
    return 'Password must not be one character or word repeated.';
  }
  const list = commonPasswords();
  if (list.has(lower) || list.has(core) || list.has(lower.replace(/\s+/g, ''))) {
    return 'Password is too common: choose one that is harder to guess.';
  }
  const words = [
    ...PRODUCT_WORDS,
    context.userName?.trim().toLowerCase(),
    context.email?.trim().toLowerCase(),
    context.email?.trim().toLowerCase().split('@')[0],
  ].filter((word): word is string => word !== undefined && word.length >= 3);
  for (const word of words) {
    // What is left once the word is taken out must be a password of its own (8 characters or more).
    if (lower.includes(word) && lower.split(word).join('').length < 8) {
      return 'Password must not be built from your user name, your e-mail address or the name of the portal.';
    }
  }
  return null;
}
