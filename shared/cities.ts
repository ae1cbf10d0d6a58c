import type { LatLng } from './rules/maps-link';

/**
 * The cities the app offers: where distances are measured from when the browser's location is
 * refused, and the city a player says they play in (their profile keeps the id).
 */
export const CITIES = [
  { id: 'bengaluru', name: 'Bengaluru', lat: 12.9716, lng: 77.5946 },
  { id: 'mumbai', name: 'Mumbai', lat: 19.076, lng: 72.8777 },
  { id: 'delhi', name: 'Delhi', lat: 28.6139, lng: 77.209 },
  { id: 'chennai', name: 'Chennai', lat: 13.0827, lng: 80.2707 },
  { id: 'hyderabad', name: 'Hyderabad', lat: 17.385, lng: 78.4867 },
  { id: 'pune', name: 'Pune', lat: 18.5204, lng: 73.8567 },
  { id: 'kolkata', name: 'Kolkata', lat: 22.5726, lng: 88.3639 },
] as const satisfies readonly (LatLng & { id: string; name: string })[];

export type City = (typeof CITIES)[number];
export type CityId = City['id'];
export const CITY_IDS = CITIES.map((city) => city.id) as [CityId, ...CityId[]];
export const cityById = (id: unknown): City | null => CITIES.find((city) => city.id === id) ?? null;

/**
 * Where the browser remembers the city a visitor picked (web/src/lib/cities.ts); the prerendered
 * pages' first read (shared/boot/early-reads.ts) looks for it too, as the city changes that read.
 */
export const REMEMBERED_CITY_KEY = 'yaktiv.discover.city';
