import { ROLES } from '@shared/constants';
import type { Profile } from '@shared/schemas/profile';
import { isBoolean, isNullableString, isOneOf, isString, pickShape, type ShapeChecks } from '../shape-check';

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
  created_at: isString,
  updated_at: isString,
};

export const parseProfile = (body: unknown): Profile | null => pickShape(body, PROFILE);
