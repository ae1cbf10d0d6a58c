import type { GameTeams } from '@shared/schemas/teams';
import { t, teamName } from './texts';

/** The team sheet as a WhatsApp message: each team on its own lines, read the same on any phone. */
export function teamsMessage(teams: Pick<GameTeams, 'title' | 'teams'>): string {
  const lines = (teams.teams ?? []).map(
    (team) => `${teamName(team.name)}: ${team.members.map((m) => m.name).join(', ')}`,
  );
  return [t('teams.shareMessage', { title: teams.title }), ...lines].join('\n');
}
