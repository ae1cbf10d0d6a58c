import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { gameHasStarted } from '@shared/rules/join-rules';
import type { GameTeams } from '@shared/schemas/teams';
import { TEAM_LIMITS, TEAM_MESSAGES, TEAM_TEXT } from '@shared/texts/teams';
import { gameTeamsKey, myRatingsKey, recordGameResult } from '@web/lib/teams/game-teams';
import { t, teamName } from '@web/lib/teams/texts';
import { localMessage } from '@web/lib/i18n/local-message';
import { TeamMessage, type TeamNote } from './TeamMessage';

/** After the game: a score per team. Recording again or correcting it never moves a rating twice. */
export function ResultForm({ teams, gameDatetime }: { teams: GameTeams; gameDatetime: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const names = (teams.teams ?? []).map((team) => team.name);
  const [scores, setScores] = useState<string[]>(() =>
    names.map((_, index) => String(teams.result?.scores?.[index] ?? '')),
  );
  const [message, setMessage] = useState<TeamNote | null>(null);
  const [saving, setSaving] = useState(false);
  if (!gameHasStarted(gameDatetime, new Date()))
    return <p className="muted">{localMessage(TEAM_MESSAGES.notStarted)}.</p>;

  const submit = async () => {
    const numbers = scores.map((score) => Number(score));
    if (
      scores.some((score) => score.trim() === '') ||
      numbers.some((n) => !Number.isInteger(n) || n < 0 || n > TEAM_LIMITS.maxScore)
    )
      return setMessage({ tone: 'error', text: localMessage(TEAM_MESSAGES.score) });
    setSaving(true);
    try {
      queryClient.setQueryData(gameTeamsKey(teams.game_id), await recordGameResult(teams.game_id, { scores: numbers }));
      void queryClient.invalidateQueries({ queryKey: myRatingsKey });
      setMessage({ tone: 'ok', text: localMessage(TEAM_TEXT.resultSaved) });
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof Error ? error.message : t('teams.resultFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="team-result"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${id}-title`}>{localMessage(TEAM_TEXT.recordResult)}</h3>
      <div className="team-controls">
        {names.map((name, index) => (
          <label key={name} htmlFor={`${id}-score-${index}`}>
            {t('teams.scoreLabel', { team: teamName(name) })}{' '}
            <input
              id={`${id}-score-${index}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={TEAM_LIMITS.maxScore}
              size={4}
              value={scores[index]}
              onChange={(event) => setScores(scores.map((s, i) => (i === index ? event.target.value : s)))}
            />
          </label>
        ))}
        <button type="submit" className="btn btn-primary btn-small" disabled={saving}>
          {saving ? t('teams.saving') : localMessage(TEAM_TEXT.recordResult)}
        </button>
      </div>
      <TeamMessage message={message} />
    </form>
  );
}
