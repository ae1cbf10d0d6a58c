import * as z from 'zod';
import { SPORTS } from '../constants';
import { asE164, multiLineText, phoneText, singleLineText } from './text';
import {
  HOST_APPLICATION_MESSAGES,
  HOST_APPLICATION_STATUSES,
  type HostApplicationStatus,
} from '../texts/host-application';

// Host applications: a player applies to host, an admin approves or rejects with a
// reason. The web form and the server validate with these schemas; docs/api-admin.md has the routes.
// The messages and statuses are written in shared/texts/host-application.ts, which has no zod,
// so /become-host and the admin list can read them on their first load; re-exported here.
export { HOST_APPLICATION_MESSAGES, HOST_APPLICATION_STATUSES } from '../texts/host-application';
export type { HostApplicationStatus } from '../texts/host-application';

const sportsField = z
  .array(z.enum(SPORTS, { error: HOST_APPLICATION_MESSAGES.sportsRequired }), {
    error: HOST_APPLICATION_MESSAGES.sportsRequired,
  })
  .min(1, HOST_APPLICATION_MESSAGES.sportsRequired)
  .max(5, HOST_APPLICATION_MESSAGES.tooManySports)
  .transform((sports) => [...new Set(sports)]);

/** A phone as typed; stored in E.164 (an Indian mobile without +91 gets it). */
const phoneField = phoneText(HOST_APPLICATION_MESSAGES.phoneInvalid, HOST_APPLICATION_MESSAGES.phoneRequired).transform(
  asE164(HOST_APPLICATION_MESSAGES.phoneInvalid),
);

/** POST /api/host-applications */
export const hostApplicationInputSchema = z
  .object({
    sports: sportsField,
    city: singleLineText({
      max: 80,
      tooLong: HOST_APPLICATION_MESSAGES.cityTooLong,
      required: HOST_APPLICATION_MESSAGES.cityRequired,
    }),
    experience: multiLineText({
      max: 1000,
      tooLong: HOST_APPLICATION_MESSAGES.experienceTooLong,
      required: HOST_APPLICATION_MESSAGES.experienceRequired,
    }),
    why: singleLineText({
      max: 200,
      tooLong: HOST_APPLICATION_MESSAGES.whyTooLong,
      required: HOST_APPLICATION_MESSAGES.whyRequired,
    }),
    phone: phoneField,
  })
  .strict();
export type HostApplicationInput = z.infer<typeof hostApplicationInputSchema>;

/** POST /api/admin/host-applications/{id}/decision: a reason is required to reject. */
export const hostApplicationDecisionSchema = z
  .object({
    action: z.enum(['approve', 'reject'], { error: 'Action must be approve or reject' }),
    reason: singleLineText({ max: 500, tooLong: HOST_APPLICATION_MESSAGES.reasonTooLong }).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.action === 'reject' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: HOST_APPLICATION_MESSAGES.reasonRequired });
  });
export type HostApplicationDecision = z.infer<typeof hostApplicationDecisionSchema>;

/** GET /api/admin/host-applications?status=&cursor= (pending by default, oldest first so none waits). */
export const hostApplicationListQuerySchema = z
  .object({
    status: z
      .enum(HOST_APPLICATION_STATUSES, { error: 'Status must be pending, approved or rejected' })
      .default('pending'),
    cursor: z.string().max(1024, 'Invalid cursor').optional(),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(50, 'Limit must be at most 50')
      .default(20),
  })
  .strict();
export type HostApplicationListQuery = z.infer<typeof hostApplicationListQuerySchema>;

/** An application as the API answers it (the applicant sees their own; admins see any). */
export interface HostApplication {
  id: string;
  user_id: string;
  applicant_name: string;
  sports: string[];
  city: string;
  experience: string;
  why: string;
  phone: string;
  status: HostApplicationStatus;
  /** The admin's reason (required for a rejection, optional for an approval). */
  reason: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface HostApplicationPage {
  applications: HostApplication[];
  nextCursor: string | null;
}
