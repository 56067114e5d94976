import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { edgeCaseListings, kyeroXml, openImmoXml, sampleListings } from './sampleFeeds';

/** The sample feeds of test/data/import, written again: `node --import ./server/register.js test/mothers/import/writeSampleFeeds.ts`. */
export const SAMPLE_FEEDS_DIR = path.resolve(import.meta.dirname, '../../data/import');

export function sampleFeedListings(format: 'openimmo' | 'kyero') {
  const plain = sampleListings(56, {
    seed: format === 'openimmo' ? 1 : 2,
    prefix: format === 'openimmo' ? 'OI' : 'KY',
    noBoats: format === 'openimmo',
  });
  return [...plain, ...edgeCaseListings(plain, format === 'openimmo' ? 'OI' : 'KY')];
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  mkdirSync(SAMPLE_FEEDS_DIR, { recursive: true });
  writeFileSync(path.join(SAMPLE_FEEDS_DIR, 'openimmo-sample.xml'), openImmoXml(sampleFeedListings('openimmo')));
  writeFileSync(path.join(SAMPLE_FEEDS_DIR, 'kyero-sample.xml'), kyeroXml(sampleFeedListings('kyero')));
}
