/** A point on the Earth, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points in metres (haversine, on the mean Earth radius):
 * within 0.5% of the ellipsoid's, far finer than a phone's fix. The discovery search computes the
 * same in SQL (repositories/discovery.ts).
 */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The initial bearing from `a` to `b`, in degrees clockwise from north (0 to 360). */
export function bearingDegrees(a: LatLng, b: LatLng): number {
  const dLng = radians(b.lng - a.lng);
  const y = Math.sin(dLng) * Math.cos(radians(b.lat));
  const x =
    Math.cos(radians(a.lat)) * Math.sin(radians(b.lat)) -
    Math.sin(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.cos(dLng);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
/** A bearing as one of the eight compass points. */
export const compassPoint = (degrees: number): (typeof COMPASS)[number] =>
  COMPASS[Math.round(degrees / 45) % 8] ?? 'N';
