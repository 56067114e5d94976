import { Dictionary } from './Dictionary';

/**
 * A set of tokens per listing (amenities, views…) as bits: the vocabulary's codes index the bits,
 * `words` 32-bit words per listing. An open vocabulary grows: past the words it has, the column
 * widens (one copy).
 */
export class TokenSetColumn {
  readonly dictionary = new Dictionary();
  words = 1;
  bits: Uint32Array;

  constructor(capacity: number) {
    this.bits = new Uint32Array(capacity * this.words);
  }

  grow(capacity: number): void {
    const bits = new Uint32Array(capacity * this.words);
    bits.set(this.bits);
    this.bits = bits;
  }

  set(slot: number, tokens: readonly string[]): void {
    const codes = tokens.map((t) => this.dictionary.code(t) - 1);
    const needed = Math.ceil(this.dictionary.size / 32);
    if (needed > this.words) this.widen(needed);
    const base = slot * this.words;
    this.bits.fill(0, base, base + this.words);
    for (const code of codes) this.bits[base + (code >>> 5)] |= 1 << (code & 31);
  }

  has(slot: number, code: number): boolean {
    return code >= 0 && (this.bits[slot * this.words + (code >>> 5)] & (1 << (code & 31))) !== 0;
  }

  /** Codes (bit numbers) of tokens; -1 for a token no listing has. */
  codesOf(tokens: readonly string[]): number[] {
    return tokens.map((t) => {
      const code = this.dictionary.find(t);
      return code < 0 ? -1 : code - 1;
    });
  }

  tokensOf(slot: number): string[] {
    const out: string[] = [];
    for (let w = 0; w < this.words; w++) {
      let word = this.bits[slot * this.words + w];
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        out.push(this.dictionary.value(w * 32 + bit + 1));
        word &= word - 1;
      }
    }
    return out;
  }

  private widen(words: number): void {
    const capacity = this.bits.length / this.words;
    const bits = new Uint32Array(capacity * words);
    for (let slot = 0; slot < capacity; slot++) {
      for (let w = 0; w < this.words; w++) bits[slot * words + w] = this.bits[slot * this.words + w];
    }
    this.bits = bits;
    this.words = words;
  }
}
