// The dashboard's words (spec §2 "Host dashboard", §8).
export const HOST_TEXT = {
  title: 'Host Dashboard',
  signInOverlay: 'Sign in to see insights of your community',
  promoTitle: 'Become a Host',
  promoLead: 'Host games and run a community of players in your city.',
  applyAsHost: 'Apply as Host',
  promoNote: 'Free to apply • Get approved in 24 hours',
  communitiesError: 'Error loading communities',
  // Honest about what is missing: no figures until the dashboard reads real data (issue 12).
  notBuiltYet: 'Game figures, My Games, Requests and Analytics are not built yet; your communities and their join requests are here.',
  noCommunity: 'You have no community yet. Start one to gather your players.',
} as const;
