import type { GameTeams } from '@shared/schemas/teams';
import { TEAM_TEXT } from '@shared/texts/teams';
import { localMessage } from '@web/lib/i18n/local-message';
import { whatsappUrl } from '@web/components/share/share-links';
import { teamsMessage } from '@web/lib/teams/team-share';
import { levelName, t, teamName } from '@web/lib/teams/texts';
import './teams.css';

/** Who plays on which side, each team's average level, the caller's team marked, and the result. */
export function TeamSheet({ teams, headingLevel = 2 }: { teams: GameTeams; headingLevel?: 2 | 3 }) {
  if (!teams.teams) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = (index: number) => teams.result?.places[index];
  return (
    <section className="team-sheet" aria-labelledby={`team-sheet-${teams.game_id}`}>
      <Heading id={`team-sheet-${teams.game_id}`}>
        {t('teams.heading')}
        {teams.your_team !== null ? (
          <span className="team-sheet-yours">
            {' '}
            ·{' '}
            {t('teams.yourTeam', {
              label: localMessage(TEAM_TEXT.yourTeam),
              team: teamName(teams.teams[teams.your_team]?.name ?? ''),
            })}
          </span>
        ) : null}
      </Heading>
      <ol className="team-sheet-teams">
        {teams.teams.map((team, index) => (
          <li key={team.name} className="team-card" data-yours={teams.your_team === index ? 'true' : undefined}>
            <p className="team-card-head">
              <strong>{teamName(team.name)}</strong>
              <span className="muted"> · {t('teams.average', { level: levelName(team.average) })}</span>
              {place(index) === 1 ? <span className="badge team-won"> {t('teams.won')}</span> : null}
            </p>
            <ul className="team-members">
              {team.members.map((member) => (
                <li key={member.id}>
                  {member.name}
                  {member.kind === 'walk_in' ? <span className="muted"> {t('teams.walkIn')}</span> : null}
                </li>
              ))}
            </ul>
            {teams.result?.scores ? (
              <p className="team-score">{t('teams.score', { score: teams.result.scores[index] })}</p>
            ) : null}
          </li>
        ))}
      </ol>
      <a
        className="btn btn-secondary btn-small team-share"
        href={whatsappUrl({
          title: teams.title,
          text: teamsMessage(teams),
          url: `${window.location.origin}/game/${encodeURIComponent(teams.game_id)}`,
        })}
        target="_blank"
        rel="noopener noreferrer"
      >
        {localMessage(TEAM_TEXT.share)}
      </a>
    </section>
  );
}
