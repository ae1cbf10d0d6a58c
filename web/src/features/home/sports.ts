import { t } from './texts';

// Home's fixed content: the hero, the tiles and the team. The live parts (trending games, the
// players per sport) come from the API. Texts are read as Home renders, in the language spoken then.
export const HERO_SLIDES = [
  { sport: 'cricket', src: '/images/sports/cricket.svg', alt: () => t('home.hero.cricket') },
  { sport: 'football', src: '/images/sports/football.svg', alt: () => t('home.hero.football') },
  { sport: 'badminton', src: '/images/sports/badminton.svg', alt: () => t('home.hero.badminton') },
  { sport: 'pickleball', src: '/images/sports/pickleball.svg', alt: () => t('home.hero.pickleball') },
] as const;

// The Host tile opens the community list: communities are found there, and hosts start one from its add button.
export const HOME_TILES = [
  { to: '/discover', title: () => t('home.tile.play'), text: () => t('home.tile.playText') },
  { to: '/community', title: () => t('home.tile.host'), text: () => t('home.tile.hostText') },
  { to: '/train', title: () => t('home.tile.train'), text: () => t('home.tile.trainText') },
] as const;

export const TEAM = [
  { id: 'players', role: () => t('home.team.players'), text: () => t('home.team.playersText') },
  { id: 'hosts', role: () => t('home.team.hosts'), text: () => t('home.team.hostsText') },
  { id: 'builders', role: () => t('home.team.builders'), text: () => t('home.team.buildersText') },
] as const;
