/** Strings as small integer codes (0 is "none"), so columns of them fit typed arrays. */
export class Dictionary {
  private readonly codes = new Map<string, number>();
  private readonly values: string[] = [''];

  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }

  /** The code of a value, or -1 when no listing ever had it (it then matches nothing). */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }

  value(code: number): string {
    return this.values[code];
  }

  get size(): number {
    return this.values.length;
  }
}
