import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MoreIcon } from '@web/components/games/game-icons';
import { t } from '../host-menu-texts';
import { SeriesMenuItems } from '../series/SeriesMenuItems';

/**
 * The host's menu on their game page: Manage Requests, Check in players, Edit Game, Delete Game.
 * A disclosure (a button that shows the actions), which Tab and screen readers handle without menu key bindings.
 */
export function HostMenu({
  gameId,
  onDelete,
  onCallOffForRain,
}: {
  gameId: string;
  onDelete: () => void;
  /** Until the start: cancels for rain, with full refunds (a confirmation dialog first). */
  onCallOffForRain?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only hears Escape and focus leaving from the button and links inside it; it takes no input itself.
    <div
      className="host-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="icon-button on-image"
        aria-label={t('hostmenu.options')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <MoreIcon />
      </button>
      <div id={id} className="menu" hidden={!open}>
        <Link to={`/game/${encodeURIComponent(gameId)}/manage`} className="menu-item">
          {t('hostmenu.manage')}
        </Link>
        <Link to={`/game/${encodeURIComponent(gameId)}/check-in`} className="menu-item">
          {t('hostmenu.checkIn')}
        </Link>
        <Link to={`/edit-game/${encodeURIComponent(gameId)}`} className="menu-item">
          {t('hostmenu.edit')}
        </Link>
        {onCallOffForRain ? (
          <button
            type="button"
            className="menu-item"
            onClick={() => {
              setOpen(false);
              onCallOffForRain();
            }}
          >
            {t('hostmenu.callOff')}
          </button>
        ) : null}
        <SeriesMenuItems gameId={gameId} onPick={() => setOpen(false)} />
        <button
          type="button"
          className="menu-item menu-item-danger"
          onClick={() => {
            setOpen(false);
            onDelete();
          }}
        >
          {t('hostmenu.delete')}
        </button>
      </div>
    </div>
  );
}
