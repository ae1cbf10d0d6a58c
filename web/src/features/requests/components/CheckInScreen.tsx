import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Game } from '@shared/schemas/game';
import { hostRequestsKey } from '@web/lib/requests/host-requests';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { arrivalsKey, checkInPass } from '../api/check-ins';
import { useHostedGame } from '../api/hosted-game';
import { checkInFailure, checkInOutcome, type CheckInOutcome } from '../check-in-result';
import { isNetworkFailure, useCheckInQueue } from '../hooks/use-check-in-queue';
import { OFFLINE_TEXT } from '../offline-texts';
import { ArrivalsList } from './check-in/ArrivalsList';
import { CheckInHeader } from './check-in/CheckInHeader';
import { CheckInStatus } from './check-in/CheckInStatus';
import { ScanPass } from './check-in/ScanPass';
import { TypedPassCode } from './check-in/TypedPassCode';
import { HostPageStates } from './HostPageStates';
import { QueuedCheckIns } from './QueuedCheckIns';

const TITLE = 'Check in players';

/** /game/{gameId}/check-in (beyond the spec: the pass's other half): scan or type passes, see who arrived. */
export function CheckInScreen() {
  const { gameId = '' } = useParams();
  useDocumentTitle(TITLE);
  const hosted = useHostedGame(gameId);
  if (hosted.state !== 'host') return <HostPageStates hosted={hosted} title={TITLE} />;
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
  const checkIn = async (passCode: string) => {
    setChecking(true);
    try {
      setOutcome(checkInOutcome(await checkInPass(game.id, passCode)));
      setCode('');
    } catch (error) {
      // No signal at the ground: keep it and send it when the phone is back online.
      if (isNetworkFailure(error) && (await queue.enqueue(passCode))) {
        setOutcome({ tone: 'info', text: `${OFFLINE_TEXT.queued}: ${passCode.trim()}` });
        setCode('');
      } else setOutcome(checkInFailure(error));
    } finally {
      setChecking(false);
      refreshLists();
    }
  };

  return (
    <section className="screen check-in" aria-labelledby="check-in-title">
      <CheckInHeader game={game} title={TITLE} />
      <CheckInStatus outcome={outcome} checking={checking} />
      <ScanPass onCode={(scanned) => void checkIn(scanned)} />
      <TypedPassCode
        code={code}
        onCodeChange={setCode}
        checking={checking}
        onCheckIn={(typed) => void checkIn(typed)}
      />
      <QueuedCheckIns queued={queue.queued} sent={queue.sent} sending={queue.sending} />
      <ArrivalsList gameId={game.id} />
    </section>
  );
}
