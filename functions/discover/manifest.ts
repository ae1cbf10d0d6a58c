// Discover: the upcoming games near a point, and Home's trending ones.

import { ENV } from '../platform/env-names';
import type { FunctionSpec } from '../platform/function-spec';

export const discoverFunctions: FunctionSpec[] = [
  {
    name: 'get-games',
    entry: 'functions/discover/handlers/get-games.ts',
    description: 'Discover: upcoming games with filters and real distances',
    routes: [{ method: 'GET', path: '/api/games', auth: false }],
    env: [ENV.tableName],
    // Keeps discover's cell pages (decision 034).
    table: 'readwrite',
  },
  {
    name: 'get-featured-games',
    entry: 'functions/discover/handlers/get-featured-games.ts',
    description: "Home's trending games: the next upcoming ones",
    routes: [{ method: 'GET', path: '/api/games/featured', auth: false }],
    env: [ENV.tableName],
    // Keeps discover's cell pages (decision 034).
    table: 'readwrite',
  },
];
