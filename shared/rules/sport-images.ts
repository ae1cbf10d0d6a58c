import { SPORTS } from '../constants';

// One illustration per sport for a game without a cover (issue 14): cards, the game page, its
// preload and the share preview all take it from here. The files live in web/public/sports/, so
// each sport's picture has a stable address (/sports/{sport}.svg); an unknown sport gets 'other'.
export const sportImagePath = (sport: string | null | undefined): string =>
  `/sports/${(SPORTS as readonly string[]).includes(sport ?? '') ? sport : 'other'}.svg`;
