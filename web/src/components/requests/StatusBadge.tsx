import type { ReactNode } from 'react';
import { requestStatusColour, type JoinRequestStatus } from '@shared/rules/join-rules';
import { statusLabel } from '@web/lib/requests/request-texts';
import './requests.css';

/** A badge in one of the request-status colours (green, red, yellow, blue). */
export function ColourBadge({
  colour,
  children,
}: {
  colour: 'green' | 'red' | 'yellow' | 'blue';
  children: ReactNode;
}) {
  return <span className={`badge request-status request-status-${colour}`}>{children}</span>;
}

/** The player's view: the status, capitalised, in its colour. */
export function StatusBadge({ status }: { status: JoinRequestStatus }) {
  return <ColourBadge colour={requestStatusColour(status)}>{statusLabel(status)}</ColourBadge>;
}
