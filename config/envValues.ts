/** A setting the environment gives in a form the portal cannot use: the server refuses to start, naming it. */
export class SettingError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable} ${message}`);
    this.name = 'SettingError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** The variable's text, trimmed; undefined when unset or blank. */
export function text(env: Env, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

/** A whole number of at least `min` (and at most `max`); the fallback when unset or blank. */
export function whole(env: Env, name: string, fallback: number, range: { min?: number; max?: number } = {}): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  const min = range.min ?? 0;
  const max = range.max ?? Number.MAX_SAFE_INTEGER;
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new SettingError(name, `must be a whole number from ${min} to ${max}, not "${raw}"`);
  return value;
}

/** A whole number of at least 1 when set; undefined when unset or blank (the code's default applies). */
export function optionalWhole(env: Env, name: string): number | undefined {
  return text(env, name) === undefined ? undefined : whole(env, name, 0, { min: 1 });
}

/** `true` or `false`; the fallback when unset or blank. */
export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new SettingError(name, `must be true or false, not "${raw}"`);
}
