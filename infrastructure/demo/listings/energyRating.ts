import type { Rating } from '#domain/listings/Listing';
import { energyGrade } from '#domain/listings/EnergyScale';
import type { Random } from '../Random';

/**
 * Energy use falls with the building's age class (kWh/m²·year), and CO2 follows from the heating:
 * a heat pump emits little, oil a lot. Grades come from the EU scale (document 000 §9).
 */
export function energyRatings(constructionYear: number, rng: Random): Rating[] {
  const [low, high] =
    constructionYear >= 2015
      ? [25, 70]
      : constructionYear >= 2000
        ? [60, 140]
        : constructionYear >= 1980
          ? [110, 230]
          : constructionYear >= 1950
            ? [170, 360]
            : [220, 520];
  // A quarter of the older stock has been retrofitted.
  const retrofit = constructionYear < 2000 && rng.chance(0.25) ? 0.55 : 1;
  const energy = Math.round(rng.float(low, high) * retrofit);
  const co2PerKwh = rng.weighted([
    [rng.float(0.01, 0.05), 3],
    [rng.float(0.18, 0.22), 5],
    [rng.float(0.25, 0.3), 2],
  ]);
  const co2 = Math.max(1, Math.round(energy * co2PerKwh));
  return [
    { ratingType: 'EnergyEu', grade: energyGrade('EnergyEu', energy) ?? 'G', value: energy },
    { ratingType: 'Co2Eu', grade: energyGrade('Co2Eu', co2) ?? 'G', value: co2 },
  ];
}
