import * as z from 'zod';
import { LIMITS, SPORTS } from '../constants';
import { singleLineText, multiLineText, uploadedMediaPath } from './text';
import { communityImageUploadRequestSchema, COMMUNITY_IMAGE_MESSAGES } from './upload';
import {
  COMMUNITY_MESSAGES,
  COMMUNITY_REVIEW_MAX,
  COMMUNITY_TAG_MAX_LENGTH,
  COMMUNITY_TAGS_MAX,
} from '../texts/community';
import {
  COMMUNITY_DECISIONS,
  COMMUNITY_ROLES,
  COMMUNITY_SORTS,
  COMMUNITY_TIERS,
  MEMBERSHIP_STATES,
} from '../rules/community-rules';

// Communities: the payloads, stats, members and reviews, the create and edit rules, and the
// messages the screens show. The forms and the server validate with the same schemas; the API
// contract (routes, answers, errors) is written out in docs/api-communities.md.

// The messages and limits are written in shared/texts/community.ts and the value lists in
// shared/rules/community-rules.ts, neither of which has zod, so the browser can read them without
// it; they are re-exported here for the server.
export {
  COMMUNITY_MESSAGES,
  COMMUNITY_REVIEW_MAX,
  COMMUNITY_TAG_MAX_LENGTH,
  COMMUNITY_TAGS_MAX,
} from '../texts/community';
export {
  COMMUNITY_DECISIONS,
  COMMUNITY_ROLES,
  COMMUNITY_SORTS,
  COMMUNITY_TIERS,
  MEMBERSHIP_STATES,
  type CommunitySort,
  type CommunityTier,
  type MembershipState,
} from '../rules/community-rules';

const mediaPath = uploadedMediaPath(COMMUNITY_MESSAGES.imageNotUploaded);

const maxMembers = (max: number, tooMany: string) =>
  z
    .number({ error: COMMUNITY_MESSAGES.maxMembersMin })
    .int(COMMUNITY_MESSAGES.maxMembersMin)
    .min(1, COMMUNITY_MESSAGES.maxMembersMin)
    .max(max, tooMany)
    .nullable()
    .default(null);

function communityInput(maxMembersLimit: number, tooMany: string) {
  return z
    .object({
      name: singleLineText({
        max: LIMITS.communityName.max,
        required: COMMUNITY_MESSAGES.nameRequired,
        tooLong: COMMUNITY_MESSAGES.nameTooLong,
      }).refine(
        (name) => name.length === 0 || name.length >= LIMITS.communityName.min,
        COMMUNITY_MESSAGES.nameTooShort,
      ),
      /** The main sport; absent means the first of `sports`. */
      sport: z.enum(SPORTS, { error: COMMUNITY_MESSAGES.sportsRequired }).optional(),
      sports: z
        .array(z.enum(SPORTS, { error: COMMUNITY_MESSAGES.sportsRequired }), {
          error: COMMUNITY_MESSAGES.sportsRequired,
        })
        .min(1, COMMUNITY_MESSAGES.sportsRequired)
        .max(SPORTS.length)
        .transform((sports) => [...new Set(sports)]),
      location: singleLineText({
        max: 200,
        required: COMMUNITY_MESSAGES.locationRequired,
        tooLong: COMMUNITY_MESSAGES.locationTooLong,
      }).refine((location) => location.length === 0 || location.length >= 2, COMMUNITY_MESSAGES.locationTooShort),
      description: multiLineText({
        max: LIMITS.communityDescriptionMax,
        tooLong: COMMUNITY_MESSAGES.descriptionTooLong,
      })
        .nullish()
        .transform((d) => d || null),
      /** null (or absent): unlimited. */
      max_members: maxMembers(maxMembersLimit, tooMany),
      is_public: z.boolean().default(true),
      requires_approval: z.boolean().default(false),
      tags: z
        .array(singleLineText({ max: COMMUNITY_TAG_MAX_LENGTH, tooLong: COMMUNITY_MESSAGES.tagTooLong }))
        .max(COMMUNITY_TAGS_MAX, COMMUNITY_MESSAGES.tooManyTags)
        .default([])
        .transform((tags) => [...new Set(tags.filter(Boolean))]),
      profile_pic: mediaPath.nullish().transform((v) => v ?? null),
      cover_pic: mediaPath.nullish().transform((v) => v ?? null),
    })
    .strict()
    .superRefine((input, ctx) => {
      if (input.sport && !input.sports.includes(input.sport))
        ctx.addIssue({ code: 'custom', path: ['sport'], message: COMMUNITY_MESSAGES.sportNotInSports });
    })
    .transform((input) => ({ ...input, sport: input.sport ?? input.sports[0]! }));
}

/** POST /api/communities: max members 1..10000, empty for no limit. */
export const communityCreateSchema = communityInput(
  LIMITS.communityMaxMembers.create,
  COMMUNITY_MESSAGES.maxMembersCreateMax,
);
/** PUT /api/communities/{id}: max members 1..1000 (the form's default is 50). */
export const communityEditSchema = communityInput(
  LIMITS.communityMaxMembers.edit,
  COMMUNITY_MESSAGES.maxMembersEditMax,
);
export type CommunityInput = z.input<typeof communityCreateSchema>;
export type CommunityFields = z.output<typeof communityCreateSchema>;

/** A community as read. owner_id = host_id and banner_image = cover_pic, under the names the list view uses. */
export const communitySchema = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.enum(SPORTS),
  sports: z.array(z.enum(SPORTS)),
  location: z.string(),
  description: z.string().nullable(),
  max_members: z.number().nullable(),
  is_public: z.boolean(),
  requires_approval: z.boolean(),
  host_id: z.string(),
  owner_id: z.string(),
  profile_pic: z.string().nullable(),
  cover_pic: z.string().nullable(),
  banner_image: z.string().nullable(),
  tags: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  /** When it started (= created_at); the age label counts from here. */
  launched_at: z.string(),
});
export type Community = z.infer<typeof communitySchema>;

/** A community's stats (get_community_stats), all from stored data. avg_rating is rounded to one decimal; null without reviews. */
export const communityStatsSchema = z.object({
  member_count: z.number(),
  total_events: z.number(),
  completed_events: z.number(),
  avg_rating: z.number().nullable(),
  review_count: z.number(),
  months_since_launch: z.number(),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;

export const communityHostSchema = z.object({ id: z.string(), name: z.string(), profile_pic: z.string().nullable() });
export type CommunityHost = z.infer<typeof communityHostSchema>;

export const highlightReviewSchema = z.object({ rating: z.number(), text: z.string(), userName: z.string() });

/** communities-list item: the community with its tier, score, counts and highlight review. */
export const communityListItemSchema = communitySchema.extend({
  community_tier: z.enum(COMMUNITY_TIERS),
  community_score: z.number(),
  counts: z.object({ members: z.number(), gamesHosted: z.number(), monthsSinceLaunch: z.number() }),
  /** 'New' at 0 months, 'Nm' under 12, 'Ny' from 12. */
  age_label: z.string(),
  avg_rating: z.number().nullable(),
  /** How many reviews the average rests on (the card says both). */
  review_count: z.number(),
  highlightReview: highlightReviewSchema.nullable(),
  host_name: z.string().nullable(),
  host_profile_pic: z.string().nullable(),
});
export type CommunityListItem = z.infer<typeof communityListItemSchema>;
export const communityListSchema = z.object({ data: z.array(communityListItemSchema) });
export type CommunityList = z.infer<typeof communityListSchema>;

/** GET /api/communities query. `sport` 'all' or absent: every sport. */
export const communityListQuerySchema = z.object({
  sport: z
    .union([z.enum(SPORTS), z.literal('all')])
    .optional()
    .transform((s) => (s === 'all' ? undefined : s)),
  q: singleLineText({ max: 100, tooLong: 'Search text is too long' }).optional(),
  sort: z.enum(COMMUNITY_SORTS).default('score'),
  limit: z.coerce.number().int().min(1).max(LIMITS.communityListRequest).default(LIMITS.communityListRequest),
});
export type CommunityListQuery = z.output<typeof communityListQuerySchema>;

/** community_member with the member's card. */
export const communityMemberSchema = z.object({
  community_id: z.string(),
  user_id: z.string(),
  role_in_community: z.enum(COMMUNITY_ROLES),
  joined_at: z.string(),
  name: z.string(),
  profile_pic: z.string().nullable(),
});
export type CommunityMember = z.infer<typeof communityMemberSchema>;

/** community_review with the reviewer's name. */
export const communityReviewSchema = z.object({
  id: z.string(),
  community_id: z.string(),
  user_id: z.string(),
  rating: z.number().int().min(1).max(5),
  review_text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  user_name: z.string(),
  /** How many of the community's games the writer was checked in at. */
  played_games: z.number(),
});
export type CommunityReview = z.infer<typeof communityReviewSchema>;

/** PUT /api/communities/{id}/reviews/me: writing again replaces the caller's review (upsert). */
export const communityReviewInputSchema = z
  .object({
    rating: z
      .number({ error: COMMUNITY_MESSAGES.ratingInvalid })
      .int(COMMUNITY_MESSAGES.ratingInvalid)
      .min(LIMITS.rating.min, COMMUNITY_MESSAGES.ratingInvalid)
      .max(LIMITS.rating.max, COMMUNITY_MESSAGES.ratingInvalid)
      .default(LIMITS.rating.default),
    review_text: multiLineText({ max: COMMUNITY_REVIEW_MAX, tooLong: COMMUNITY_MESSAGES.reviewTooLong }).default(''),
  })
  .strict();
export type CommunityReviewInput = z.input<typeof communityReviewInputSchema>;

/** A game of the Events tab (the next 5 upcoming linked games). */
export const communityGameSchema = z.object({
  id: z.string(),
  title: z.string(),
  sport: z.string(),
  location: z.string(),
  game_datetime: z.string(),
  price: z.number(),
  max_players: z.number(),
  current_players: z.number(),
  cover_image: z.string().nullable(),
});
export type CommunityGame = z.infer<typeof communityGameSchema>;

/**
 * GET /api/communities/{id} (anyone; membership 'none') and GET /api/me/communities/{id} (signed in,
 * with the caller's membership). A private community shows a non-member only its name.
 */
export const communityDetailSchema = z.discriminatedUnion('view', [
  z.object({
    view: z.literal('full'),
    community: communitySchema,
    stats: communityStatsSchema,
    host: communityHostSchema.nullable(),
    membership: z.enum(MEMBERSHIP_STATES),
    is_owner: z.boolean(),
    /** The first 20 by joined_at. */
    members: z.array(communityMemberSchema),
    /** Where the next members start (GET …/members?cursor=); null when these are all. */
    members_cursor: z.string().nullable(),
    /** The 10 newest. */
    reviews: z.array(communityReviewSchema),
    /** Where the next reviews start (GET …/reviews?cursor=); null when these are all. */
    reviews_cursor: z.string().nullable(),
    /** The caller's own review, to prefill the dialog (null when none or signed out). */
    my_review: communityReviewSchema.nullable(),
    /** The next 5 upcoming linked games. */
    upcoming_games: z.array(communityGameSchema),
    /** Where the next upcoming games start (GET …/games?cursor=); null when these are all. */
    upcoming_games_cursor: z.string().nullable(),
  }),
  z.object({
    view: z.literal('restricted'),
    community: z.object({
      id: z.string(),
      name: z.string(),
      is_public: z.literal(false),
      requires_approval: z.literal(true),
    }),
    membership: z.enum(MEMBERSHIP_STATES),
    is_owner: z.literal(false),
  }),
]);
export type CommunityDetail = z.infer<typeof communityDetailSchema>;

/** `?cursor=` of a community's members or reviews: the last page's cursor (opaque). */
export const communityPageQuerySchema = z.object({ cursor: z.string().max(1000, 'Invalid cursor').optional() });

/**
 * GET /api/communities/{id}/members (a public community) and /api/me/communities/{id}/members
 * (a private one's members too): the members after a cursor, by joining date.
 */
export const membersPageSchema = z.object({ members: z.array(communityMemberSchema), cursor: z.string().nullable() });
export type MembersPage = z.infer<typeof membersPageSchema>;

/** GET /api/communities/{id}/games and /api/me/communities/{id}/games: the upcoming linked games after a cursor. */
export const gamesPageSchema = z.object({ games: z.array(communityGameSchema), cursor: z.string().nullable() });
export type GamesPage = z.infer<typeof gamesPageSchema>;

/** GET /api/communities/{id}/reviews and /api/me/communities/{id}/reviews: the reviews after a cursor, newest first. */
export const reviewsPageSchema = z.object({ reviews: z.array(communityReviewSchema), cursor: z.string().nullable() });
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

/** POST /api/communities/{id}/members answer: joined at once, or a request waits for the admin. */
export const joinCommunityResultSchema = z.object({ membership: z.enum(['member', 'pending']), message: z.string() });
export type JoinCommunityResult = z.infer<typeof joinCommunityResultSchema>;

/** A pending request as the community's admin sees it. */
export const communityJoinRequestSchema = z.object({
  community_id: z.string(),
  user_id: z.string(),
  status: z.enum(['pending', 'rejected']),
  created_at: z.string(),
  name: z.string(),
  profile_pic: z.string().nullable(),
});
export type CommunityJoinRequest = z.infer<typeof communityJoinRequestSchema>;
export const communityJoinRequestsSchema = z.object({ data: z.array(communityJoinRequestSchema) });

export const communityDecisionInputSchema = z
  .object({ action: z.enum(COMMUNITY_DECISIONS, { error: 'Action must be approve or reject' }) })
  .strict();
export type CommunityDecisionInput = z.infer<typeof communityDecisionInputSchema>;
export const communityDecisionResultSchema = z.object({ status: z.enum(['approved', 'rejected']) });

/** GET /api/host/communities: the host's communities (≤ 20) with what the dashboard shows. */
export const hostCommunitySchema = z.object({
  community: communitySchema,
  stats: communityStatsSchema,
  pending_requests: z.number(),
});
export type HostCommunity = z.infer<typeof hostCommunitySchema>;
export const hostCommunitiesSchema = z.object({ data: z.array(hostCommunitySchema) });

export { communityImageUploadRequestSchema, COMMUNITY_IMAGE_MESSAGES };
