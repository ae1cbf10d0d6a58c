// The dashboard's words (spec §2 "Host dashboard", §8).
export const HOST_TEXT = {
  title: 'Host Dashboard',
  signInOverlay: 'Sign in to see insights of your community',
  promoTitle: 'Become a Host',
  promoLead: 'Host games and run a community of players in your city.',
  applyAsHost: 'Apply as Host',
  promoNote: 'Free to apply • Get approved in 24 hours',
  dashboardError: 'Error loading dashboard',
  communitiesError: 'Error loading communities',
  analyticsError: 'Error loading analytics',
  noCommunity: 'You have no community yet. Start one to gather your players.',
  noGames: 'No games yet',
  noGamesLead: 'Create your first game and players can find it on Discover.',
  noPendingRequests: 'No pending requests',
  noPendingRequestsLead: 'New requests to join your games appear here.',
  nudgeAlertTitle: 'Players are waiting for your answer',
} as const;
