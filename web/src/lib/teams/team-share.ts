import type { GameTeams } from '@shared/schemas/teams';

/** The team sheet as a WhatsApp message: each team on its own lines, read the same on any phone. */
export function teamsMessage(teams: Pick<GameTeams, 'title' | 'teams'>): string {
  const lines = (teams.teams ?? []).map((team) => `${team.name}: ${team.members.map((m) => m.name).join(', ')}`);
  return [`Teams for ${teams.title}`, ...lines].join('\n');
}
