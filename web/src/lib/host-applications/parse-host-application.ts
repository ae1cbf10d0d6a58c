import type { HostApplication } from '@shared/schemas/host-application';
import { HOST_APPLICATION_STATUSES } from '@shared/texts/host-application';
import { isArrayOf, isNullableString, isOneOf, isString, pickShape, type ShapeChecks } from '../shape-check';

// A host application as the API answers it, checked without zod (decision 009). The
// become-host screen reads the player's own; the admin screen reads lists of them.
const HOST_APPLICATION: ShapeChecks<HostApplication> = {
  id: isString,
  user_id: isString,
  applicant_name: isString,
  sports: isArrayOf(isString),
  city: isString,
  experience: isString,
  why: isString,
  phone: isString,
  status: isOneOf(HOST_APPLICATION_STATUSES),
  reason: isNullableString,
  created_at: isString,
  decided_at: isNullableString,
};

export const parseHostApplication = (body: unknown): HostApplication | null => pickShape(body, HOST_APPLICATION);
