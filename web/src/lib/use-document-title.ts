import { useEffect } from 'react';
import { BRAND } from '@shared/constants';

/** Names the tab after the screen, so history, tabs and screen readers say where the user is. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND.name}` : `${BRAND.name} — Find Your Game`;
  }, [title]);
}
