import { ROLES } from '@shared/constants';
import { PLAYER_SKILL_LEVELS, type Profile } from '@shared/schemas/profile';
import {
  isArrayOf,
  isBoolean,
  isNullableString,
  isNumber,
  isOneOf,
  isString,
  pickShape,
  type Guard,
  type ShapeChecks,
} from '../shape-check';

const isLevel = isOneOf(PLAYER_SKILL_LEVELS);
const isNullableLevel: Guard<Profile['skill_level']> = (value): value is Profile['skill_level'] =>
  value === null || isLevel(value);

// Mirrors profileSchema key by key. GET /api/me runs on the first load of every signed-in visit,
// where zod would not fit the budget (see shape-check.ts).
const PROFILE: ShapeChecks<Profile> = {
  id: isString,
  name: isString,
  email: isNullableString,
  phone: isNullableString,
  instagram_handle: isNullableString,
  profile_pic: isNullableString,
  avatar_url: isNullableString,
  role: isOneOf(ROLES),
  profile_setup_completed: isBoolean,
  sports: isArrayOf(isString),
  skill_level: isNullableLevel,
  city: isNullableString,
  notify_email: isBoolean,
  notify_in_app: isBoolean,
  notify_reminders: isBoolean,
  show_in_going: isBoolean,
  language: isString,
  spot_alerts: isBoolean,
  spot_alerts_near: isNullableString,
  spot_alerts_km: isNumber,
  push_decisions: isBoolean,
  push_spot_offers: isBoolean,
  push_cancellations: isBoolean,
  push_requests: isBoolean,
  push_nudges: isBoolean,
  push_reminders: isBoolean,
  created_at: isString,
  updated_at: isString,
};

export const parseProfile = (body: unknown): Profile | null => pickShape(body, PROFILE);
