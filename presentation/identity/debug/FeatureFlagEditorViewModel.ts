import { makeAutoObservable } from 'mobx';
import {
  FEATURE_FLAG_NAMES,
  FLAG_OVERRIDES_COOKIE,
  FLAG_OVERRIDES_MAX_AGE_S,
  serializeFlagOverrides,
  type FeatureFlagName,
  type FeatureFlagOverrides,
} from '#domain/portal/FeatureFlagOverrides';
import type { FeatureFlags } from '#domain/portal/Portal';

/** 'portal' leaves the flag as the portal configures it. */
export type FlagChoice = 'portal' | 'on' | 'off';

/** The browser work the editor needs; the shell's browserRegional does it for real. */
export interface FlagBrowser {
  setCookie(name: string, value: string, maxAgeSeconds: number): void;
  reload(): void;
}

/**
 * The debug panel's feature flag editor (document 000 §2 "edit feature flags"; flags of §6).
 * Choices are applied together: the override cookie is written and the page reloads, so the
 * server renders with the new flags as the browser does. The server reads the cookie in debug
 * mode only (server/middleware/regionalVisitor.ts).
 */
export class FeatureFlagEditorViewModel {
  choices: Record<FeatureFlagName, FlagChoice>;

  constructor(
    /** The flags this page was rendered with (overrides already applied). */
    readonly effective: FeatureFlags,
    readonly overrides: FeatureFlagOverrides,
    private readonly browser: FlagBrowser,
  ) {
    this.choices = Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, choiceOf(overrides[name])])) as Record<
      FeatureFlagName,
      FlagChoice
    >;
    makeAutoObservable<this, 'browser'>(
      this,
      { effective: false, overrides: false, browser: false },
      { autoBind: true },
    );
  }

  get names(): readonly FeatureFlagName[] {
    return FEATURE_FLAG_NAMES;
  }

  get draft(): FeatureFlagOverrides {
    const draft: FeatureFlagOverrides = {};
    for (const name of FEATURE_FLAG_NAMES) {
      if (this.choices[name] !== 'portal') draft[name] = this.choices[name] === 'on';
    }
    return draft;
  }

  get changed(): boolean {
    return serializeFlagOverrides(this.draft) !== serializeFlagOverrides(this.overrides);
  }

  get hasOverrides(): boolean {
    return Object.keys(this.overrides).length > 0;
  }

  isOverridden(name: FeatureFlagName): boolean {
    return this.overrides[name] !== undefined;
  }

  choose(name: FeatureFlagName, choice: string): void {
    if (choice === 'portal' || choice === 'on' || choice === 'off') this.choices[name] = choice;
  }

  apply(): void {
    if (!this.changed) return;
    this.write(this.draft);
  }

  /** Every flag back to the portal's setting. */
  reset(): void {
    this.write({});
  }

  private write(overrides: FeatureFlagOverrides): void {
    const value = serializeFlagOverrides(overrides);
    // An empty override set deletes the cookie (Max-Age=0) rather than leaving an empty one behind.
    this.browser.setCookie(FLAG_OVERRIDES_COOKIE, value, value ? FLAG_OVERRIDES_MAX_AGE_S : 0);
    this.browser.reload();
  }
}

function choiceOf(value: boolean | undefined): FlagChoice {
  return value === undefined ? 'portal' : value ? 'on' : 'off';
}
