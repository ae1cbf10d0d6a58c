// Cache keys of screens that live updates refresh (web/src/lib/realtime/live-cache.ts). Kept out
// of the features that read them, since no feature may import another's.

export const notificationsKey = ['notifications'] as const;
export const hostDashboardKey = ['host-dashboard'] as const;
export const arrivalsKey = (gameId: string) => ['check-ins', gameId] as const;
