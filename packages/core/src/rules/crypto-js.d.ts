/**
 * Types for the two crypto-js entry points the rules use (the project has no
 * @types/crypto-js; importing only these keeps the bundle ~2.4 KB instead of ~24 KB).
 */
declare module 'crypto-js/enc-hex' {
  interface WordArrayLike {
    words: number[];
    sigBytes: number;
  }
  interface Encoder {
    stringify(wordArray: WordArrayLike): string;
    parse(text: string): WordArrayLike;
  }
  const Hex: Encoder;
  export default Hex;
}

declare module 'crypto-js/sha1' {
  interface WordArray {
    words: number[];
    sigBytes: number;
    toString(encoder?: { stringify(wordArray: WordArray): string }): string;
  }
  function SHA1(message: string): WordArray;
  export default SHA1;
}
