import { defaultPreferences } from '@shared/schemas/profile';

// The fields a record has before anyone chose anything for them, for the builders of game,
// join-request, profile and payment-order records across suites. Each call returns fresh
// objects, so no two records share an array.

/** The optional parts of a game that its host left unset. */
export const unsetGameExtras = () => ({
  cover_image: null,
  cancellation_policy: 'flexible' as const,
  equipment_provided: false,
  payment_instructions: null,
  host_upi_id: null,
  platform_fee_type: 'none' as const,
  platform_fee_amount: 0,
  community_id: null,
});

/** The parts of a join request nobody has acted on: no extra contact, no answers, nudges or reply. */
export const untouchedRequest = () => ({
  contact_phone: null,
  contact_instagram: null,
  answers: [],
  nudge_count: 0,
  last_nudge_at: null,
  host_message: null,
});

/** The parts of a profile its owner has not filled in: no contact details, pictures or choices. */
export const bareProfile = () => ({
  email: null,
  phone: null,
  instagram_handle: null,
  profile_pic: null,
  avatar_url: null,
  ...defaultPreferences(),
});

/** The parts of a payment order just created: not paid, flagged or failed yet. */
export const freshOrder = () => ({
  status: 'created' as const,
  payment_id: null,
  flag_reason: null,
  last_error: null,
});
