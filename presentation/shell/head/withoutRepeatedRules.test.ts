import { topLevelRules, withoutRepeatedRules } from './withoutRepeatedRules';

describe('withoutRepeatedRules', () => {
  it('keeps a rule only in the last stylesheet that has it, so the cascade is the same', () => {
    const shell = ':root{--a:1}a{color:red}.x{margin:0}';
    const page = '.card{color:blue}';
    const shellAgain = '.x{margin:0}:root{--a:1}a{color:red}';
    expect(withoutRepeatedRules([shell, page, shellAgain])).toEqual(['', '.card{color:blue}', shellAgain]);
  });

  it('keeps rules that differ in any way, and the order within a stylesheet', () => {
    expect(withoutRepeatedRules(['a{color:red}b{x:1}', 'a{color:blue}b{x:1}'])).toEqual([
      'a{color:red}',
      'a{color:blue}b{x:1}',
    ]);
  });

  it('compares an @media block as a whole', () => {
    const sheets = ['@media (min-width:768px){.a{x:1}}', '@media (min-width:768px){.a{x:1}.b{y:2}}'];
    expect(withoutRepeatedRules(sheets)).toEqual(sheets);
    expect(withoutRepeatedRules([sheets[0], sheets[0]])).toEqual(['', sheets[0]]);
  });
});

describe('topLevelRules', () => {
  it('splits rules, nested blocks and statements', () => {
    expect(topLevelRules('@charset "utf-8";a{b:c}@media x{d{e:f}g{h:i}}@layer base;')).toEqual([
      '@charset "utf-8";',
      'a{b:c}',
      '@media x{d{e:f}g{h:i}}',
      '@layer base;',
    ]);
  });

  it('ignores braces and semicolons in strings and comments', () => {
    expect(topLevelRules("a:after{content:\"}{;\"}/* } { ; */b{content:'\\'}'}")).toEqual([
      'a:after{content:"}{;"}',
      "b{content:'\\'}'}",
    ]);
  });

  it('keeps a stylesheet it cannot split as one rule, losing nothing', () => {
    expect(topLevelRules('a{b:c}}d{e:f}')).toEqual(['a{b:c}}d{e:f}']);
    expect(topLevelRules('a{b:c')).toEqual(['a{b:c']);
  });
});
