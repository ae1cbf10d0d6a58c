// Discover: the upcoming games near a point, Home's trending ones, and how many people play each sport.

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
  {
    name: 'count-sport-players',
    description: "A completed game's confirmed players → its sport's player count on Home, once per person and sport",
    events: { detailType: ['GameStatusChanged.v1', 'AccountDeleted.v1'] },
    table: 'readwrite',
  },
  {
    name: 'get-popular-sports',
    description: "Home's Popular Sports: how many people have played each of six sports",
    publicRoutes: ['GET /api/sports/popular'],
    table: 'read',
  },
]);
