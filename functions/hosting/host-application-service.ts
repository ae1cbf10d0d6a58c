import { randomUUID } from 'node:crypto';
import {
  HOST_APPLICATION_MESSAGES as M,
  type HostApplication,
  type HostApplicationDecision,
  type HostApplicationInput,
  type HostApplicationListQuery,
  type HostApplicationPage,
} from '@shared/schemas/host-application';
import type { Profile } from '@shared/schemas/profile';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../platform/errors';
import type { Clock } from '../platform/clock';
import type { HostApplicationRepository, StoredHostApplication } from './ports';
import type { ProfileRepository, RoleDirectory } from '@functions/accounts';

// Host applications (docs/decisions/024). A player applies once at a time; an admin
// decides. The decision is recorded first and is the truth: approving then sets the role in the
// profile and in the pool attribute, each a no-op when already set, so deciding the same way again
// finishes an approval that stopped half-way.

export interface HostApplicationDeps {
  applications: HostApplicationRepository;
  profiles: Pick<ProfileRepository, 'get'>;
  /** profileService.grantHostRole: the one way a chosen role changes. */
  grantHostRole: (userId: string) => Promise<Profile>;
  roles: RoleDirectory;
  clock: Clock;
}

const publicView = ({ username: _username, decided_by: _by, ...application }: StoredHostApplication): HostApplication =>
  application;

export function createHostApplicationService(deps: HostApplicationDeps) {
  const { applications, profiles, grantHostRole, roles, clock } = deps;

  async function apply(
    caller: { userId: string; username: string },
    input: HostApplicationInput,
  ): Promise<HostApplication> {
    const profile = await profiles.get(caller.userId);
    if (!profile?.profile_setup_completed || !profile.name) throw new ConflictError(M.profileFirst);
    if (profile.role === 'host') throw new ConflictError(M.alreadyHost);
    const application: StoredHostApplication = {
      id: randomUUID(),
      user_id: caller.userId,
      username: caller.username,
      applicant_name: profile.name,
      ...input,
      status: 'pending',
      reason: null,
      created_at: clock.now().toISOString(),
      decided_at: null,
      decided_by: null,
    };
    // The open marker is the rule: of two parallel applications the transaction lets one through.
    if ((await applications.create(application, [])) === 'open') throw new ConflictError(M.alreadyOpen);
    return publicView(application);
  }

  async function mine(userId: string): Promise<HostApplication> {
    const application = await applications.latestOf(userId);
    if (!application) throw new NotFoundError(M.noApplication);
    return publicView(application);
  }

  async function list(query: HostApplicationListQuery): Promise<HostApplicationPage> {
    const page = await applications.list(query.status, query.limit, query.cursor);
    if (!page) throw new ValidationError('Invalid cursor', 'cursor');
    return { applications: page.applications.map(publicView), nextCursor: page.nextCursor };
  }

  /** The role in the profile, then in the pool: both idempotent, so a retry completes what a crash left. */
  async function completeApproval(application: StoredHostApplication) {
    await grantHostRole(application.user_id);
    await roles.setRole(application.username, 'host');
  }

  async function decide(
    adminId: string,
    applicationId: string,
    decision: HostApplicationDecision,
  ): Promise<HostApplication> {
    let application = await applications.get(applicationId);
    if (!application) throw new NotFoundError(M.notFound);
    // An operator who applied is still a player in this: someone else decides.
    if (application.user_id === adminId) throw new ForbiddenError('You can’t decide your own application');
    const wanted = decision.action === 'approve' ? 'approved' : 'rejected';
    if (application.status === 'pending') {
      const record = {
        status: wanted,
        reason: decision.reason ?? null,
        decided_at: clock.now().toISOString(),
        decided_by: adminId,
      } as const;
      const event = {
        name: 'HostApplicationDecided.v1' as const,
        detail: { applicationId, userId: application.user_id, action: decision.action, reason: record.reason },
      };
      if (await applications.decide(application, record, [event])) application = { ...application, ...record };
      else application = (await applications.get(applicationId))!;
    }
    if (application.status !== wanted) throw new ConflictError(M.alreadyDecided);
    if (application.status === 'approved') await completeApproval(application);
    return publicView(application);
  }

  return { apply, mine, list, decide };
}
export type HostApplicationService = ReturnType<typeof createHostApplicationService>;
