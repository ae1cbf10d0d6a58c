import { saveFile } from '@web/lib/save-file';
import { buildIcs, googleCalendarUrl, icsFileName, type CalendarGame } from '@shared/rules/calendar';
import { CalendarIcon } from '../games/game-icons';

interface CalendarActionsProps {
  game: CalendarGame;
  /** The player's request: one calendar entry per request, updated on each download. */
  requestId?: string;
}

/** 'Add to calendar' (an .ics file any calendar app opens) and Google Calendar's own form. */
export function CalendarActions({ game, requestId }: CalendarActionsProps) {
  const download = () => {
    const ics = buildIcs({ game, appUrl: window.location.origin, requestId });
    saveFile(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), icsFileName(game));
  };
  return (
    <>
      <button type="button" className="btn btn-secondary btn-small" onClick={download}>
        <CalendarIcon /> Add to calendar<span className="visually-hidden"> ({game.title}, .ics file)</span>
      </button>
      <a
        className="btn btn-secondary btn-small"
        href={googleCalendarUrl({ game, appUrl: window.location.origin })}
        target="_blank"
        rel="noopener noreferrer"
      >
        Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </>
  );
}
