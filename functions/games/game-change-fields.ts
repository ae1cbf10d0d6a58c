import type { StoredGame } from './ports';

// Which fields of a game an edit may change. A module of its own, free of the form's schema, so the
// game item (bundled by every Lambda that reads games) can build its stored fields from it.

/** The fields whose change an edit reports (GameUpdated.v1's `changed`). */
export const CHANGE_FIELDS = [
  'title',
  'sport',
  'custom_sport',
  'description',
  'location',
  'maps_link',
  'latitude',
  'longitude',
  'game_datetime',
  'duration_minutes',
  'max_players',
  'price',
  'skill_level',
  'cover_image',
  'cancellation_policy',
  'equipment_provided',
  'payment_instructions',
  'host_upi_id',
  'platform_fee_type',
  'platform_fee_amount',
  'questions',
  'community_id',
  'min_show_up_rate',
] as const satisfies readonly (keyof StoredGame)[];
