import { parseFlagOverrides } from '#domain/portal/FeatureFlagOverrides';
import type { FeatureFlags } from '#domain/portal/Portal';
import { FeatureFlagEditorViewModel, type FlagBrowser } from './FeatureFlagEditorViewModel';

const flags: FeatureFlags = {
  PS_FLAG_CHAT: true,
  PS_FLAG_MSG_COUNTER: true,
  PS_FLAG_AVIF: true,
  PS_FLAG_SWITCH_TO_DASHBOARD: false,
};

function recordingBrowser() {
  const calls: string[] = [];
  const browser: FlagBrowser = {
    setCookie: (name, value, maxAge) => calls.push(`${name}=${value} ${maxAge}`),
    reload: () => calls.push('reload'),
  };
  return { browser, calls };
}

describe('FeatureFlagEditorViewModel', () => {
  it("starts from this browser's overrides and applies nothing until a choice changes", () => {
    const { browser, calls } = recordingBrowser();
    const vm = new FeatureFlagEditorViewModel(flags, { PS_FLAG_SWITCH_TO_DASHBOARD: false }, browser);
    expect(vm.choices).toEqual({
      PS_FLAG_CHAT: 'portal',
      PS_FLAG_MSG_COUNTER: 'portal',
      PS_FLAG_AVIF: 'portal',
      PS_FLAG_SWITCH_TO_DASHBOARD: 'off',
    });
    expect(vm.isOverridden('PS_FLAG_SWITCH_TO_DASHBOARD')).toBe(true);
    vm.apply();
    expect(calls).toEqual([]);
  });

  it('writes the override cookie for a day and reloads, so the server renders with it', () => {
    const { browser, calls } = recordingBrowser();
    const vm = new FeatureFlagEditorViewModel(flags, {}, browser);
    vm.choose('PS_FLAG_SWITCH_TO_DASHBOARD', 'on');
    vm.choose('PS_FLAG_CHAT', 'off');
    vm.choose('PS_FLAG_AVIF', 'sideways');
    vm.apply();
    expect(calls).toEqual(['debugFlags=PS_FLAG_CHAT:off|PS_FLAG_SWITCH_TO_DASHBOARD:on 86400', 'reload']);
    expect(parseFlagOverrides(calls[0].split(/[= ]/)[1])).toEqual({
      PS_FLAG_CHAT: false,
      PS_FLAG_SWITCH_TO_DASHBOARD: true,
    });
  });

  it('resets every flag to the portal setting by deleting the cookie', () => {
    const { browser, calls } = recordingBrowser();
    const vm = new FeatureFlagEditorViewModel(flags, { PS_FLAG_CHAT: false }, browser);
    expect(vm.hasOverrides).toBe(true);
    vm.reset();
    expect(calls).toEqual(['debugFlags= 0', 'reload']);
  });
});
