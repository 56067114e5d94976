import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { clampZoom } from '#domain/places/geometry/clampZoom';
import { haversineDistance } from '#domain/places/geometry/haversineDistance';
import { roundCoordinate } from '#domain/places/geometry/roundCoordinate';
import { wrapLongitude } from '#domain/places/geometry/wrapLongitude';

Then('the coordinate {float} rounds to {float}', function (raw: number, rounded: number) {
  assert.equal(roundCoordinate(raw), rounded);
});

Then('the longitude {int} wraps to {int}', function (lng: number, wrapped: number) {
  assert.equal(wrapLongitude(lng), wrapped);
});

Then('the zoom {float} is clamped to {float}', function (zoom: number, clamped: number) {
  assert.equal(clampZoom(zoom), clamped);
});

Then(
  /^Zurich \(([\d.]+), ([\d.]+)\) and Geneva \(([\d.]+), ([\d.]+)\) are (\d+) km apart$/,
  function (lat1: string, lng1: string, lat2: string, lng2: string, km: string) {
    const distance = haversineDistance(
      { lat: Number(lat1), lng: Number(lng1) },
      { lat: Number(lat2), lng: Number(lng2) },
    );
    assert.equal(Math.round(distance / 1000), Number(km));
  },
);
