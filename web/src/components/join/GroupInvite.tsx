import { useEffect, useState } from 'react';
import { groupCodeOf, groupLink } from '@shared/rules/playing-together';
import { PLAYING_TOGETHER_TEXT } from '@shared/texts/playing-together';
import { localMessage } from '@web/lib/i18n/local-message';
import { ShareButton } from '../share/ShareButton';

/**
 * A player in the game (holding a pass) invites friends on Yaktiv to join with them: the link's
 * code is worked out on the phone from the player's own request and pass, so nothing is asked of
 * the server until a friend joins through it. Its words are the 'messages' catalogue's, in the language spoken.
 */
export function GroupInvite({
  gameId,
  gameTitle,
  request,
}: {
  gameId: string;
  gameTitle: string;
  request: { id: string; game_pass: string | null };
}) {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setCode(null);
    if (request.game_pass)
      groupCodeOf(request.id, request.game_pass)
        .then((next) => current && setCode(next))
        // No Web Crypto (a page not served over https): no invite, the rest of the page is unaffected.
        .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [request.id, request.game_pass]);
  if (!code) return null;
  return (
    <section className="group-invite" aria-labelledby={`group-invite-${gameId}`}>
      <h2 id={`group-invite-${gameId}`}>{localMessage(PLAYING_TOGETHER_TEXT.inviteTitle)}</h2>
      <p className="muted">{localMessage(PLAYING_TOGETHER_TEXT.inviteHint)}</p>
      <ShareButton
        className="btn btn-secondary btn-small"
        target={{
          title: gameTitle,
          text: localMessage(PLAYING_TOGETHER_TEXT.inviteShareText),
          url: groupLink(window.location.origin, gameId, code),
        }}
      >
        {localMessage(PLAYING_TOGETHER_TEXT.inviteButton)}
      </ShareButton>
    </section>
  );
}
