// Discover: the upcoming games near a point, and Home's trending ones.

import { declareFunctions } from '../platform/function-spec';

export const discoverFunctions = declareFunctions('discover', [
  {
    name: 'get-games',
    description: 'Discover: upcoming games with filters and real distances',
    publicRoutes: ['GET /api/games'],
    // Keeps discover's cell pages (decision 034).
    table: 'readwrite',
  },
  {
    name: 'get-featured-games',
    description: "Home's trending games: the next upcoming ones",
    publicRoutes: ['GET /api/games/featured'],
    // Keeps discover's cell pages (decision 034).
    table: 'readwrite',
  },
]);
