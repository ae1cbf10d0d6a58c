import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { DEFAULT_MAP_TILE_URL, MAP_TILE_URL_VARIABLE } from '../shared/rules/web-origins';

// What the web build (`vite build`, root web/) sees of its VITE_* configuration: the process
// environment and web/.env* files, exactly as Vite loads them. The stack derives the CSP from it,
// so the policy allows the tile server the deployed SPA really uses (a policy with its own idea of the tile server once blocked the map).
const webRoot = fileURLToPath(new URL('../web', import.meta.url));

export interface WebBuildSettings {
  /** The Leaflet tile URL template the SPA is built with. */
  mapTileUrl: string;
}

export function webBuildSettings(mode = 'production'): WebBuildSettings {
  const env = loadEnv(mode, webRoot, 'VITE_');
  return { mapTileUrl: env[MAP_TILE_URL_VARIABLE] || DEFAULT_MAP_TILE_URL };
}
