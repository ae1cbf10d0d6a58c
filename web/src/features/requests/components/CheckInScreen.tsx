import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Game } from '@shared/schemas/game';
import { hostRequestsKey } from '@web/lib/requests/host-requests';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { arrivalsKey, checkInPass, type PassToCheck } from '../api/check-ins';
import { useHostedGame } from '../api/hosted-game';
import { checkInFailure, checkInOutcome, type CheckInOutcome } from '../check-in-result';
import { isNetworkFailure, useCheckInQueue } from '../hooks/use-check-in-queue';
import { t } from '../texts';
import { ArrivalsList } from './check-in/ArrivalsList';
import { CheckInHeader } from './check-in/CheckInHeader';
import { CheckInOpens } from './check-in/CheckInOpens';
import { CheckInStatus } from './check-in/CheckInStatus';
import { ScanPass } from './check-in/ScanPass';
import { TypedPassCode } from './check-in/TypedPassCode';
import { HostPageStates } from './HostPageStates';
import { QueuedCheckIns } from './QueuedCheckIns';
import { SplitTeamsPanel } from './teams/SplitTeamsPanel';

/** /game/{gameId}/check-in: scan or type passes, or tap a player's name; see who arrived. */
export function CheckInScreen() {
  const { gameId = '' } = useParams();
  const title = t('requests.checkIn.title');
  useDocumentTitle(title);
  const hosted = useHostedGame(gameId);
  if (hosted.state !== 'host') return <HostPageStates hosted={hosted} title={title} />;
  return <CheckIn game={hosted.game} />;
}

function CheckIn({ game }: { game: Game }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);

  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: arrivalsKey(game.id) });
    void queryClient.invalidateQueries({ queryKey: hostRequestsKey(game.id) });
  };
  const queue = useCheckInQueue(game.id, refreshLists);
  const checkIn = async (pass: PassToCheck) => {
    setChecking(true);
    try {
      setOutcome(checkInOutcome(await checkInPass(game.id, pass)));
      if ('code' in pass) setCode('');
    } catch (error) {
      // No signal at the ground: keep a code and send it when the phone is back online.
      if ('code' in pass && isNetworkFailure(error) && (await queue.enqueue(pass.code))) {
        setOutcome({ tone: 'info', text: `${t('requests.offline.queued')}: ${pass.code.trim()}` });
        setCode('');
      } else setOutcome(checkInFailure(error));
    } finally {
      setChecking(false);
      refreshLists();
    }
  };

  return (
    <section className="screen check-in" aria-labelledby="check-in-title">
      <CheckInHeader game={game} title={t('requests.checkIn.title')} />
      <CheckInOpens game={game} />
      <CheckInStatus outcome={outcome} checking={checking} />
      <ScanPass onCode={(scanned) => void checkIn({ code: scanned })} />
      <TypedPassCode
        code={code}
        onCodeChange={setCode}
        checking={checking}
        onCheckIn={(typed) => void checkIn({ code: typed })}
      />
      <QueuedCheckIns queued={queue.queued} sent={queue.sent} sending={queue.sending} />
      <ArrivalsList
        gameId={game.id}
        checking={checking}
        onCheckIn={(requestId) => void checkIn({ request_id: requestId })}
      />
      <SplitTeamsPanel game={game} />
    </section>
  );
}
