// Home's fixed content: the hero, the tiles and the team. The live parts (trending games, the
// players per sport) come from the API.
export const HERO_SLIDES = [
  { sport: 'Cricket', src: '/images/sports/cricket.svg', alt: 'Cricket: a batter plays a shot as the bowler watches' },
  {
    sport: 'Football',
    src: '/images/sports/football.svg',
    alt: 'Football: a player strikes the ball towards the goal',
  },
  { sport: 'Badminton', src: '/images/sports/badminton.svg', alt: 'Badminton: a player jumps for a smash at the net' },
  { sport: 'Pickleball', src: '/images/sports/pickleball.svg', alt: 'Pickleball: two players rally across the net' },
] as const;

// The Host tile opens the community list: communities are found there, and hosts start one from its add button.
export const HOME_TILES = [
  { to: '/discover', title: 'Play', text: 'Join nearby games' },
  { to: '/community', title: 'Host', text: 'Create community' },
  { to: '/train', title: 'Train', text: 'Level up skills' },
] as const;

export const TEAM = [
  { role: 'Players first', text: 'We play every week ourselves, in parks, turfs and courts across India.' },
  { role: 'Hosts', text: 'Community organisers who run games and know what a good meet-up needs.' },
  { role: 'Builders', text: 'A small product team making finding a game as easy as a tap.' },
] as const;
