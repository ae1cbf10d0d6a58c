import type { HostApplication } from '@shared/schemas/host-application';
import type { PendingEvent } from '../platform/event-ports';

// What the hosting use cases (applications, the dashboard's aggregates) need from the outside
// world. Adapters implement these; tests pass fakes.

/** An application as stored: the API's shape plus the pool username whose role attribute approval sets. */
export interface StoredHostApplication extends HostApplication {
  /** The applicant's user-pool username, from their verified token when they applied. */
  username: string;
  decided_by: string | null;
}

export interface HostApplicationDecisionRecord {
  status: 'approved' | 'rejected';
  reason: string | null;
  decided_at: string;
  decided_by: string;
}

export interface HostApplicationRepository {
  /** Saves a pending application with the applicant's one-open marker, atomically; 'open' when they have one. */
  create(application: StoredHostApplication, events: PendingEvent[]): Promise<'created' | 'open'>;
  get(applicationId: string): Promise<StoredHostApplication | null>;
  /** The applicant's newest application. */
  latestOf(userId: string): Promise<StoredHostApplication | null>;
  /** Applications with this status, oldest first; null when the cursor isn't one this list gave. */
  list(
    status: HostApplication['status'],
    limit: number,
    cursor?: string,
  ): Promise<{ applications: StoredHostApplication[]; nextCursor: string | null } | null>;
  /** Records the decision and frees the open marker while the application is pending; false when it no longer is. */
  decide(
    application: StoredHostApplication,
    decision: HostApplicationDecisionRecord,
    events: PendingEvent[],
  ): Promise<boolean>;
}

// The dashboard's aggregates have their own ports.
export * from './host-stats-ports';
