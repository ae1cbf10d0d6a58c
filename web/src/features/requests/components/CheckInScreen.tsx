import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { indiaDateAndTime } from '@shared/rules/game-time';
import type { Game } from '@shared/schemas/game';
import { ColourBadge } from '@web/components/requests/StatusBadge';
import { formatGameDate } from '@web/lib/games/format';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { arrivalsKey, checkInPass, useArrivals } from '../api/check-ins';
import { hostRequestsKey } from '@web/lib/requests/host-requests';
import { checkInFailure, checkInOutcome, type CheckInOutcome } from '../check-in-result';
import { isNetworkFailure, useCheckInQueue } from '../hooks/use-check-in-queue';
import { useHostedGame } from '../api/hosted-game';
import { HostPageStates } from './HostPageStates';
import { QueuedCheckIns } from './QueuedCheckIns';
import { CHECK_IN_MESSAGES } from '@shared/texts/join';
import { OFFLINE_TEXT } from '../offline-texts';

// The camera code (and jsQR where the browser has no BarcodeDetector) loads when scanning starts.
const QrScanner = lazy(() => import('./QrScanner').then((module) => ({ default: module.QrScanner })));

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
  const arrivals = useArrivals(game.id);
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

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

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setCodeError(CHECK_IN_MESSAGES.codeRequired);
      inputRef.current?.focus();
      return;
    }
    setCodeError(null);
    void checkIn(typed);
  };

  const gamePath = `/game/${encodeURIComponent(game.id)}`;
  return (
    <section className="screen check-in" aria-labelledby="check-in-title">
      <header className="screen-header">
        <Link to={`${gamePath}/manage`} className="back-link">
          Back to requests
        </Link>
        <h1 id="check-in-title">{TITLE}</h1>
        <p className="lead">
          <Link to={gamePath}>{game.title}</Link> ·{' '}
          <time dateTime={game.game_datetime}>{formatGameDate(game.game_datetime)}</time>
        </p>
      </header>

      <div
        className={`check-in-result${outcome && !checking ? ` check-in-${outcome.tone}` : ''}`}
        role="status"
        aria-live="polite"
        aria-atomic="true"
      >
        {checking ? 'Checking...' : (outcome?.text ?? '')}
      </div>

      <section className="card" aria-labelledby="scan-title">
        <h2 id="scan-title">Scan a pass</h2>
        {scanning ? (
          <Suspense fallback={<p className="muted">Starting the camera...</p>}>
            <QrScanner
              onCode={(scanned) => void checkIn(scanned)}
              onProblem={(message) => {
                setCameraProblem(message);
                setScanning(false);
              }}
              onStop={() => setScanning(false)}
            />
          </Suspense>
        ) : (
          <>
            <p className="muted">Ask each player to open their game pass and hold the QR code up to your camera.</p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setCameraProblem(null);
                setScanning(true);
              }}
            >
              Scan with camera
            </button>
          </>
        )}
        {cameraProblem ? (
          <p className="form-error" role="alert">
            {cameraProblem}
          </p>
        ) : null}
      </section>

      <section className="card" aria-labelledby="typed-title">
        <h2 id="typed-title">Type a pass code</h2>
        <form className="typed-code" noValidate onSubmit={submitTyped}>
          <div className="field">
            <label htmlFor={inputId}>Pass code</label>
            <input
              ref={inputRef}
              id={inputId}
              value={code}
              autoCapitalize="none"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${inputId}-error` : undefined}
              onChange={(e) => {
                setCode(e.target.value);
                if (codeError) setCodeError(null);
              }}
            />
            {codeError ? (
              <p id={`${inputId}-error`} className="field-error">
                {codeError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn btn-primary" disabled={checking}>
            Check in
          </button>
        </form>
      </section>

      <QueuedCheckIns queued={queue.queued} sent={queue.sent} sending={queue.sending} />

      <section className="card" aria-labelledby="arrivals-title">
        <div className="row">
          <h2 id="arrivals-title">
            Arrived {arrivals.data ? `(${arrivals.data.arrived}/${arrivals.data.expected})` : ''}
          </h2>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={arrivals.isFetching}
            onClick={() => void arrivals.refetch()}
          >
            Refresh
          </button>
        </div>
        {arrivals.isPending ? (
          <p className="muted">Loading...</p>
        ) : arrivals.error ? (
          <p className="form-error">Error loading data</p>
        ) : arrivals.data.players.length === 0 ? (
          <p className="muted">No confirmed players yet.</p>
        ) : (
          <ul className="arrivals">
            {arrivals.data.players.map((player) => (
              <li key={player.request_id} data-arrived={player.checked_in_at ? 'true' : 'false'}>
                <span>{player.name}</span>
                {player.checked_in_at ? (
                  <ColourBadge colour="green">Arrived {indiaDateAndTime(player.checked_in_at).time}</ColourBadge>
                ) : (
                  <ColourBadge colour="blue">Not yet</ColourBadge>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
