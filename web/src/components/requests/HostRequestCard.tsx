import { useId, useState } from 'react';
import { JOIN_ACTIONS, owesPayment, requestStatusColour, type JoinAction } from '@shared/rules/join-rules';
import type { DecisionResult, HostJoinRequest } from '@shared/schemas/join';
import { ColourBadge } from './StatusBadge';
import { RemovePlayer } from './RemovePlayer';
import { mayRemove } from '@shared/rules/player-removal';
import { ShowUpLine } from '../show-up/ShowUpLine';
import { toast } from '../toast/toast-store';
import { formatWhen } from '@web/lib/games/format';
import { decideRequest } from '@web/lib/requests/host-requests';
import { checkedInText, decisionToastText, hostBadgeText } from '@web/lib/requests/request-texts';
import { t } from '@web/lib/requests/texts';
import { useRefreshHostGame } from './use-refresh-host-game';

// The busy labels keep the English 'Accept...' the host knows; Hindi says it as a sentence.
const BUSY_LABELS: Record<JoinAction, string> = {
  accept: 'passes.decide.accepting',
  waitlist: 'passes.decide.waitlisting',
  reject: 'passes.decide.rejecting',
};

interface HostRequestCardProps {
  request: HostJoinRequest;
  gameId: string;
  /** After a successful decision: the host dashboard drops the request from its list at once. */
  onDecided?: (result: DecisionResult) => void;
  /** Names of the players in the list who joined in this player's group (shared/rules/playing-together.ts). */
  playingWith?: string[];
  /** The game, where the host may remove players they accepted (the manage page): when and whether it is on. */
  removableIn?: { game_datetime: string; status: string };
}

/**
 * One request as its host sees it: the player's show-up record, contact details, answers, badge and, while pending, the
 * decision. The manage page and the host dashboard's Requests tab both show this one card, so a
 * decision takes the same server path from either place.
 */
export function HostRequestCard({ request, gameId, onDecided, playingWith = [], removableIn }: HostRequestCardProps) {
  const badge = hostBadgeText(request);
  const headingId = useId();
  return (
    <article className="card request-card" aria-labelledby={headingId}>
      <div className="request-card-head">
        <h3 id={headingId} className="request-title">
          {request.contact_name}
        </h3>
        {/* The host's badges: Pending, Not paid yet (yellow: the one to chase), Accepted, Confirmed, Waitlisted, Rejected (and Withdrawn). */}
        <ColourBadge colour={owesPayment(request) ? 'yellow' : requestStatusColour(request.status)}>
          {badge.label}
        </ColourBadge>
      </div>
      <ShowUpLine record={request.show_up} />
      {playingWith.length ? (
        <p className="muted playing-together">{t('passes.host.playingWith', { names: playingWith.join(', ') })}</p>
      ) : request.group ? (
        <p className="muted playing-together">{t('passes.host.playingWithFriends')}</p>
      ) : null}
      {badge.lines.length ? (
        <div className="badge-lines">
          {badge.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {request.checked_in_at ? <p className="checked-in">{checkedInText(request.checked_in_at)}</p> : null}

      <dl className="contact-list" aria-label={t('passes.host.contact')}>
        <dt>{t('passes.host.email')}</dt>
        <dd>
          <a href={`mailto:${request.contact_email}`}>{request.contact_email}</a>
        </dd>
        {request.contact_phone ? (
          <>
            <dt>{t('passes.host.phone')}</dt>
            <dd>
              <a href={`tel:${request.contact_phone.replace(/[^\d+]/g, '')}`}>{request.contact_phone}</a>
            </dd>
          </>
        ) : null}
        {request.contact_instagram ? (
          <>
            <dt>{t('passes.host.instagram')}</dt>
            <dd>
              <a
                href={`https://instagram.com/${encodeURIComponent(request.contact_instagram)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                @{request.contact_instagram}
              </a>
            </dd>
          </>
        ) : null}
        <dt>{t('passes.host.requested')}</dt>
        <dd>{formatWhen(request.created_at)}</dd>
      </dl>

      {request.answers.length ? (
        <section className="answers" aria-label={t('passes.host.answersFrom', { name: request.contact_name })}>
          <dl>
            {request.answers.map((answer) => (
              <div key={answer.question_id}>
                <dt>{answer.question_text}</dt>
                <dd>{answer.answer_text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {request.host_message ? (
        <figure className="host-message">
          <figcaption>{t('passes.host.yourMessage')}</figcaption>
          <blockquote>{request.host_message}</blockquote>
        </figure>
      ) : null}
      {request.status === 'pending' ? <DecisionForm request={request} gameId={gameId} onDecided={onDecided} /> : null}
      {removableIn && mayRemove(request, removableIn, new Date()) ? (
        <RemovePlayer request={request} gameId={gameId} />
      ) : null}
    </article>
  );
}

function DecisionForm({
  request,
  gameId,
  onDecided,
}: Omit<HostRequestCardProps, 'request'> & { request: HostJoinRequest }) {
  const refresh = useRefreshHostGame(gameId);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<JoinAction | null>(null);
  const messageId = useId();

  const decide = async (action: JoinAction) => {
    setBusy(action);
    try {
      const result = await decideRequest(request.id, action, message);
      const { title, description } = decisionToastText(action, result.paymentRequired);
      toast({ title, description, variant: 'success' });
      if (result.paymentUrl)
        toast({ title: t('passes.decide.linkReadyTitle'), description: t('passes.decide.linkReadyBody') });
      onDecided?.(result);
    } catch (error) {
      toast({ title: t('passes.error'), description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(null);
      refresh();
    }
  };

  return (
    <div className="decision">
      <div className="field">
        <label htmlFor={messageId}>{t('passes.decide.messageTo', { name: request.contact_name })}</label>
        <textarea
          id={messageId}
          rows={2}
          maxLength={500}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields: role=group names them together without a fieldset's form semantics and default frame. */}
      <div className="actions" role="group" aria-label={t('passes.decide.group', { name: request.contact_name })}>
        {JOIN_ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            className={
              action === 'accept'
                ? 'btn btn-primary btn-small'
                : action === 'reject'
                  ? 'btn btn-danger btn-small'
                  : 'btn btn-secondary btn-small'
            }
            disabled={busy !== null}
            onClick={() => void decide(action)}
          >
            {t(busy === action ? BUSY_LABELS[action] : `passes.decide.${action}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
