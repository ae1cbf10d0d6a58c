import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Game } from '@shared/schemas/game';
import { walkInPoints } from '@shared/rules/skill-levels';
import { DEFAULT_TEAM_COUNT, splitTeams, swapPlayers, TEAM_COUNTS } from '@shared/rules/team-split';
import { TEAM_MESSAGES, TEAM_TEXT } from '@shared/texts/teams';
import { TeamSheet } from '@web/components/teams/TeamSheet';
import { t } from '@web/lib/teams/texts';
import { localMessage } from '@web/lib/i18n/local-message';
import { gameTeamsKey, saveGameTeams, type TeamMemberInput, useGameTeams } from '@web/lib/teams/game-teams';
import { DraftTeams, type DraftMember } from './DraftTeams';
import { ResultForm } from './ResultForm';
import { WalkInForm } from './WalkInForm';
import { type WalkIn, walkInsFrom } from './walk-ins';
import { TeamMessage, type TeamNote } from './TeamMessage';

/**
 * On the host's check-in screen: split the checked-in players (and walk-ins) into even teams in one
 * tap, swap any two, re-split, save; after the game, record the result.
 */
export function SplitTeamsPanel({ game }: { game: Game }) {
  const queryClient = useQueryClient();
  const teams = useGameTeams(game.id);
  const [count, setCount] = useState<number>(DEFAULT_TEAM_COUNT);
  const [keepTogether, setKeepTogether] = useState(true);
  const [walkIns, setWalkIns] = useState<WalkIn[]>([]);
  const [draft, setDraft] = useState<DraftMember[][] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [seed, setSeed] = useState(1);
  const [message, setMessage] = useState<TeamNote | null>(null);
  const [saving, setSaving] = useState(false);

  const pool = (): DraftMember[] => [
    // Players who joined through one friend's link share a group, as walk-ins added together do.
    ...(teams.data?.checked_in ?? []).map((p) => ({
      id: p.request_id,
      name: p.name,
      points: p.points,
      group: p.group,
      walkIn: false,
    })),
    ...walkIns.map((w) => ({ id: w.id, name: w.name, points: walkInPoints(w.level), group: w.group, walkIn: true })),
  ];
  const split = (nextSeed: number) => {
    const players = pool();
    setSelected(null);
    if (players.length < count) {
      setDraft(null);
      return setMessage({ tone: 'error', text: localMessage(TEAM_MESSAGES.tooFew(count)) });
    }
    setMessage(null);
    setSeed(nextSeed);
    setDraft(splitTeams(players, { teams: count, keepGroups: keepTogether, seed: nextSeed }) as DraftMember[][]);
  };
  const pick = (id: string) => {
    if (!draft) return;
    if (!selected || selected === id) return setSelected(selected === id ? null : id);
    setDraft(swapPlayers(draft, selected, id));
    setSelected(null);
  };
  const save = async () => {
    if (!draft) return;
    const byId = new Map(walkIns.map((w) => [w.id, w]));
    const body = draft.map((team) =>
      team.map((member): TeamMemberInput => {
        const walkIn = byId.get(member.id);
        return walkIn ? { walk_in: walkIn.name, level: walkIn.level, group: walkIn.group } : { request_id: member.id };
      }),
    );
    setSaving(true);
    try {
      queryClient.setQueryData(gameTeamsKey(game.id), await saveGameTeams(game.id, body));
      setDraft(null);
      setMessage({ tone: 'ok', text: localMessage(TEAM_TEXT.saved) });
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof Error ? error.message : t('teams.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  const saved = teams.data?.teams ? teams.data : null;
  const locked = Boolean(teams.data?.result);
  return (
    <section className="card" aria-labelledby="split-title">
      <h2 id="split-title">{localMessage(TEAM_TEXT.split)}</h2>
      {teams.isPending ? (
        <p className="muted">{t('teams.loading')}</p>
      ) : teams.error ? (
        <p className="form-error">{t('teams.loadFailed')}</p>
      ) : (
        <>
          {locked ? null : (
            <>
              <WalkInForm
                onAdd={(names, level) =>
                  setWalkIns((current) => [...current, ...walkInsFrom(names, level, current.length + 1)])
                }
              />
              {walkIns.length > 0 ? (
                <p className="muted">{t('teams.walkIns', { names: walkIns.map((w) => w.name).join(', ') })}</p>
              ) : null}
              <div className="team-controls">
                <label htmlFor="team-count">{t('teams.count')}</label>
                <select id="team-count" value={count} onChange={(event) => setCount(Number(event.target.value))}>
                  {TEAM_COUNTS.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
                <label className="team-check">
                  <input
                    type="checkbox"
                    checked={keepTogether}
                    onChange={(event) => setKeepTogether(event.target.checked)}
                  />{' '}
                  {localMessage(TEAM_TEXT.keepTogether)}
                </label>
              </div>
              <div className="team-controls">
                <button type="button" className="btn btn-primary btn-small" onClick={() => split(seed)}>
                  {localMessage(TEAM_TEXT.split)}
                </button>
                {draft ? (
                  <>
                    <button type="button" className="btn btn-secondary btn-small" onClick={() => split(seed + 1)}>
                      {localMessage(TEAM_TEXT.resplit)}
                    </button>
                    <button
                      type="button"
                      className="btn btn-primary btn-small"
                      disabled={saving}
                      onClick={() => void save()}
                    >
                      {saving ? t('teams.saving') : localMessage(TEAM_TEXT.save)}
                    </button>
                  </>
                ) : null}
              </div>
            </>
          )}
          <TeamMessage message={message} />
          {draft ? <DraftTeams teams={draft} selected={selected} onPick={pick} /> : null}
          {saved && !draft ? (
            <>
              <TeamSheet teams={saved} headingLevel={3} />
              <ResultForm teams={saved} gameDatetime={game.game_datetime} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
