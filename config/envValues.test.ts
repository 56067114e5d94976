import { flag, optionalWhole, SettingError, text, whole } from './envValues';

describe('reading settings (README "Configuration")', () => {
  it('reads text trimmed, blank as unset', () => {
    expect(text({ A: '  x ' }, 'A')).toBe('x');
    expect(text({ A: '  ' }, 'A')).toBeUndefined();
  });

  it('reads whole numbers in range, the fallback when unset, and refuses anything else naming the variable', () => {
    expect(whole({}, 'PORT', 3000)).toBe(3000);
    expect(whole({ PORT: '8080' }, 'PORT', 3000)).toBe(8080);
    expect(() => whole({ PORT: 'eighty' }, 'PORT', 3000)).toThrow(/^PORT must be a whole number/);
    expect(() => whole({ PORT: '1.5' }, 'PORT', 3000)).toThrow(SettingError);
    expect(() => whole({ TTL: '0' }, 'TTL', 60, { min: 1 })).toThrow(/from 1 to/);
    expect(() => whole({ PORT: '70000' }, 'PORT', 3000, { max: 65535 })).toThrow(/to 65535/);
  });

  it('leaves an optional number unset, and refuses 0 or text when set', () => {
    expect(optionalWhole({}, 'LIMIT')).toBeUndefined();
    expect(optionalWhole({ LIMIT: '5' }, 'LIMIT')).toBe(5);
    expect(() => optionalWhole({ LIMIT: '0' }, 'LIMIT')).toThrow(SettingError);
  });

  it('reads true and false only', () => {
    expect(flag({}, 'DEBUG_MODE', false)).toBe(false);
    expect(flag({ DEBUG_MODE: 'true' }, 'DEBUG_MODE', false)).toBe(true);
    expect(() => flag({ DEBUG_MODE: 'yes' }, 'DEBUG_MODE', false)).toThrow(/DEBUG_MODE must be true or false/);
  });
});
