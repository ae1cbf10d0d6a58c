import { COMMUNITY_IMAGE_MESSAGES } from './images';

// What the community screens say, and the limits of a community's fields, without zod: the
// community list and page are first loads, where zod must not come along
// (docs/decisions/009-web-boot-without-zod.md). The schemas in shared/schemas/community.ts
// validate with these same values.

export const COMMUNITY_MESSAGES = {
  // Create and edit form rules
  nameRequired: 'Community name is required',
  nameTooShort: 'Community name must be at least 3 characters',
  nameTooLong: 'Community name must be less than 100 characters',
  sportsRequired: 'Please select at least one sport',
  sportNotInSports: 'The main sport must be one of the selected sports',
  locationRequired: 'Location is required',
  locationTooShort: 'Location must be at least 2 characters',
  locationTooLong: 'Location must be less than 200 characters',
  descriptionTooLong: 'Description must be 500 characters or less',
  maxMembersMin: 'Max members must be at least 1',
  maxMembersCreateMax: 'Max members cannot be more than 10000',
  maxMembersEditMax: 'Max members cannot be more than 1000',
  maxMembersBelowMembers: 'Max members cannot be below the current number of members',
  tagTooLong: 'Each tag must be 30 characters or less',
  tooManyTags: 'Please use at most 10 tags',
  imageNotUploaded: 'Image must be an uploaded image',
  // Why a create failed (the web maps 409/403/401 to these)
  onePerAccount: 'You can only create one community per account',
  nameExists: 'A community with this name already exists',
  invalidSession: 'Invalid user session. Please refresh and try again',
  invalidData: 'Invalid data provided. Please check your inputs.',
  noPermission: "You don't have permission to create communities. Please contact support.",
  network: 'Network error. Please check your connection and try again.',
  // The detail page, joining, reviews and the list
  notFound: 'Community not found',
  loadFailed: 'Failed to load community details',
  joinFailed: 'Failed to join community',
  reviewFailed: 'Failed to submit review',
  reviewSubmitted: 'Review submitted! Thank you for your feedback',
  joined: "Success! You've joined the community.",
  listErrorTitle: 'Error loading communities',
  listErrorDescription: 'Failed to load communities. Please try again.',
  // The edit screen
  fileTooLarge: COMMUNITY_IMAGE_MESSAGES.editTooLarge,
  loadError: 'Error loading community',
  updateError: 'Error updating community',
  deleteError: 'Error deleting community',
  updated: 'Community updated successfully!',
  deleted: 'Community deleted',
  deleteConfirm: 'Delete this community? This action cannot be undone.',
  // Signed-out visitors who try to join
  authRequiredTitle: 'Authentication Required',
  authRequiredDescription: 'Please sign in to join this community',
  // Membership and reviews (server answers)
  hostsOnly: 'Only hosts can create communities. Become a host to start one.',
  alreadyMember: 'You are already a member of this community',
  requestAlreadySent: 'Request Already Sent: the admin will review it soon.',
  requestSent: 'Request sent! The community admin will review it.',
  full: 'This community is full',
  ownerCannotLeave: "You own this community, so you can't leave it. Delete it instead.",
  notMember: 'You are not a member of this community',
  membersOnlyReview: 'Only members can review this community',
  requestNotFound: 'This join request no longer exists',
  private: 'This community is private. Request to join to see more.',
  ratingInvalid: 'Rating must be between 1 and 5',
  reviewTooLong: 'Review must be 1000 characters or less',
  reviewRequired: 'Please write a few words about this community',
  gameCommunityNotYours: 'You can only add a game to a community you run',
} as const;

export const COMMUNITY_REVIEW_MAX = 1000;
export const COMMUNITY_TAGS_MAX = 10;
export const COMMUNITY_TAG_MAX_LENGTH = 30;
