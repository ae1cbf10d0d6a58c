import type { HostJoinRequest } from '@shared/schemas/join';

/** The manage page shows what waits for the host first: pending requests, then the rest, each in the order they came. */
export function pendingFirst<R extends Pick<HostJoinRequest, 'status'>>(requests: readonly R[]): R[] {
  return [
    ...requests.filter((request) => request.status === 'pending'),
    ...requests.filter((request) => request.status !== 'pending'),
  ];
}
