import { TEAM_NAMES, teamBalance } from '@shared/rules/team-split';
import { TEAM_TEXT } from '@shared/texts/teams';
import { levelName, t, teamName } from '@web/lib/teams/texts';
import { localMessage } from '@web/lib/i18n/local-message';

export interface DraftMember {
  id: string;
  name: string;
  points: number;
  group?: string | null;
  walkIn: boolean;
}

/**
 * The split before it is saved: each team's average level and points, how even it is, and every
 * player as a toggle: tap one, then one of another team, and they swap.
 */
export function DraftTeams({
  teams,
  selected,
  onPick,
}: {
  teams: DraftMember[][];
  selected: string | null;
  onPick: (id: string) => void;
}) {
  const balance = teamBalance(teams);
  return (
    <div className="team-sheet">
      <p className="team-balance" aria-live="polite">
        <strong>{t('teams.balance', { balance: balance.balance })}</strong>
        <span className="muted"> · {t('teams.gap', { gap: balance.gap })}</span>
      </p>
      <p className="muted" id="swap-hint">
        {localMessage(TEAM_TEXT.swapHint)}
      </p>
      <ol className="team-sheet-teams" aria-describedby="swap-hint">
        {teams.map((team, index) => (
          <li key={TEAM_NAMES[index]} className="team-card" data-team={TEAM_NAMES[index]}>
            <p className="team-card-head">
              <strong>{teamName(TEAM_NAMES[index]!)}</strong>
              <span className="muted team-card-meta">
                {t('teams.meta', {
                  count: team.length,
                  level: levelName(balance.averages[index]!),
                  points: balance.averages[index],
                })}
              </span>
            </p>
            <ul className="team-members">
              {team.map((member) => (
                <li key={member.id}>
                  <button
                    type="button"
                    className="team-pick"
                    aria-pressed={selected === member.id}
                    onClick={() => onPick(member.id)}
                  >
                    {member.name}
                    {member.walkIn ? ` ${t('teams.walkIn')}` : ''}
                    <span className="visually-hidden">, </span>
                    <span className="muted team-pick-level">{levelName(member.points)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
