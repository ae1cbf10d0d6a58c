// Copies of COMMUNITY_MESSAGES texts (shared/schemas/community.ts brings zod; decision 014) that
// the list and the page show. test/unit/web-communities-shapes.test.ts checks they stay equal.
export const COMMUNITY_TEXT = {
  listErrorTitle: 'Error loading communities',
  listErrorDescription: 'Failed to load communities. Please try again.',
  notFound: 'Community not found',
  loadFailed: 'Failed to load community details',
  authRequiredTitle: 'Authentication Required',
  authRequiredDescription: 'Please sign in to join this community',
  joined: "Success! You've joined the community.",
  joinFailed: 'Failed to join community',
  reviewSubmitted: 'Review submitted! Thank you for your feedback',
  reviewFailed: 'Failed to submit review',
  updated: 'Community updated successfully!',
  deleted: 'Community deleted',
  deleteConfirm: 'Delete this community? This action cannot be undone.',
  loadError: 'Error loading community',
  updateError: 'Error updating community',
  deleteError: 'Error deleting community',
  fileTooLarge: 'File too large',
  onePerAccount: 'You can only create one community per account',
  nameExists: 'A community with this name already exists',
  invalidSession: 'Invalid user session. Please refresh and try again',
  invalidData: 'Invalid data provided. Please check your inputs.',
  noPermission: "You don't have permission to create communities. Please contact support.",
  network: 'Network error. Please check your connection and try again.',
} as const;

/** Copy of COMMUNITY_REVIEW_MAX. */
export const REVIEW_MAX_LENGTH = 1000;
