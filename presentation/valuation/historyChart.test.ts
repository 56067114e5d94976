import { CHART_HEIGHT, historyChart, historyMonth } from './historyChart';

const item = (date: string, avg: number, min = avg, max = avg) => ({ date, price: { min, avg, max } });

describe('the valuation history chart (document 002 §4: periods Month to Year)', () => {
  it('spreads a flat history ±5 % around its value, drawn mid-chart, with values on the axis', () => {
    const chart = historyChart([item('2026-10-01', 800000), item('2026-11-01', 800000)]);
    expect(chart.ticks).toEqual([840000, 800000, 760000]);
    expect(chart.y(800000)).toBe(CHART_HEIGHT / 2);
    expect(Number.isFinite(chart.y(800000))).toBe(true);
  });
  it('puts a single valuation in the middle of the chart', () => {
    const chart = historyChart([item('2026-11-01', 500000, 450000, 560000)]);
    expect(chart.x(0)).toBe(150);
    expect(chart.ticks[0]).toBe(560000);
    expect(chart.ticks[2]).toBe(450000);
  });
  it('writes the months in the culture', () => {
    expect(historyMonth('2026-11-01', 'en')).toBe('Nov 2026');
    expect(historyMonth('2026-11-01', 'de')).toBe('Nov. 2026');
  });
});
