import { gameStatusService } from '../game-status';

// Every 15 minutes (manifest schedule): games whose move is overdue — stored before schedules
// existed, seeded, or whose schedule was lost — are moved and given the schedules they still need.
export const handler = async () => gameStatusService().sweep();
