import { describe, expect, it } from 'vitest';
import { speak } from '@web/lib/i18n/texts';
import { levelName, teamName } from '@web/lib/teams/texts';
import { walkInsFrom } from '@web/features/requests/components/teams/walk-ins';
import { teamsMayExist } from '@web/lib/teams/game-teams';
import { teamsMessage } from '@web/lib/teams/team-share';
import { speakHindi } from '../support/speak-hindi';

// The teams' small web rules: walk-ins added together, when a team sheet is worth asking for, and
// the WhatsApp message.
describe('teams on the web', () => {
  it('makes one group of names added together, and none of a single name', () => {
    expect(walkInsFrom(' Ravi ,  Sunil  Kumar,', 'beginner', 3)).toEqual([
      { id: 'walk-in-3', name: 'Ravi', level: 'beginner', group: 'group-3' },
      { id: 'walk-in-4', name: 'Sunil Kumar', level: 'beginner', group: 'group-3' },
    ]);
    expect(walkInsFrom('Asha', 'advanced', 1)).toEqual([
      { id: 'walk-in-1', name: 'Asha', level: 'advanced', group: null },
    ]);
  });

  it('asks for a team sheet only from check-in opening until a day after the start', () => {
    const start = '2026-12-01T10:00:00.000Z';
    expect(teamsMayExist(start, new Date('2026-12-01T06:59:00Z'))).toBe(false);
    expect(teamsMayExist(start, new Date('2026-12-01T07:00:00Z'))).toBe(true);
    expect(teamsMayExist(start, new Date('2026-12-02T09:59:00Z'))).toBe(true);
    expect(teamsMayExist(start, new Date('2026-12-02T10:01:00Z'))).toBe(false);
    expect(teamsMayExist(null, new Date())).toBe(false);
  });

  it('writes each team on its own line', () => {
    const member = (name: string) => ({ id: name, name, kind: 'player' as const });
    expect(
      teamsMessage({
        title: 'Sunday Football',
        teams: [
          { name: 'Team A', average: 15, members: [member('Asha'), member('Ravi')] },
          { name: 'Team B', average: 14, members: [member('Sunil')] },
        ],
      }),
    ).toBe('Teams for Sunday Football\nTeam A: Asha, Ravi\nTeam B: Sunil');
  });

  it("names teams and levels in Hindi, the game's title and players' names as written", async () => {
    const member = (name: string) => ({ id: name, name, kind: 'player' as const });
    speakHindi((await import('virtual:catalogue/hi')).default);
    try {
      expect(teamName('Team B')).toBe('टीम B');
      expect(teamName('Blue Bibs')).toBe('Blue Bibs');
      expect(levelName(0)).toBe('शुरुआती');
      expect(
        teamsMessage({ title: 'Sunday Football', teams: [{ name: 'Team A', average: 15, members: [member('Asha')] }] }),
      ).toBe('Sunday Football की टीमें\nटीम A: Asha');
    } finally {
      speak('en');
    }
    expect(levelName(0)).toBe('Beginner');
  });
});
