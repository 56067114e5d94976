import { ENERGY_SCALES, energyGrade } from './EnergyScale';

describe('energyGrade EnergyEu (document 000 §9)', () => {
  it.each([
    [0, 'A'],
    [49, 'A'],
    [50, 'A'],
    [50.5, 'B'],
    [51, 'B'],
    [90, 'B'],
    [90.1, 'C'],
    [91, 'C'],
    [150, 'C'],
    [151, 'D'],
    [230, 'D'],
    [231, 'E'],
    [330, 'E'],
    [331, 'F'],
    [450, 'F'],
    [450.1, 'G'],
    [451, 'G'],
    [2000, 'G'],
  ])('%d kWh/m² is %s', (value, grade) => {
    expect(energyGrade('EnergyEu', value)).toBe(grade);
  });
});

describe('energyGrade Co2Eu (document 000 §9)', () => {
  it.each([
    [0, 'A'],
    [5, 'A'],
    [5.5, 'B'],
    [6, 'B'],
    [10, 'B'],
    [11, 'C'],
    [20, 'C'],
    [21, 'D'],
    [35, 'D'],
    [36, 'E'],
    [55, 'E'],
    [56, 'F'],
    [80, 'F'],
    [81, 'G'],
  ])('%d kg CO2/m² is %s', (value, grade) => {
    expect(energyGrade('Co2Eu', value)).toBe(grade);
  });
});

describe('values no certificate can carry', () => {
  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('%p has no grade', (value) => {
    expect(energyGrade('EnergyEu', value)).toBeUndefined();
  });
});

describe('ENERGY_SCALES', () => {
  it('lists seven bands from A to G with G open-ended', () => {
    expect(ENERGY_SCALES.EnergyEu.map((b) => b.grade)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(ENERGY_SCALES.Co2Eu[6]).toEqual({ grade: 'G' });
    expect(ENERGY_SCALES.Co2Eu[0]).toEqual({ grade: 'A', upTo: 5 });
  });
});
