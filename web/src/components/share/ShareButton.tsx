import { lazy, useState, type ReactNode } from 'react';
import { canUseShareSheet, sharedInLanguage, type ShareTarget } from './share-links';
import { spokenLanguage } from '@web/lib/i18n/texts';
import { LazyWhen } from '@web/components/LazyWhen';

// Only devices without a share sheet need the fallback; it loads when first opened.
const ShareSheet = lazy(() => import('./ShareSheet').then((module) => ({ default: module.ShareSheet })));

interface ShareButtonProps {
  target: ShareTarget;
  className: string;
  /** Accessible name when the content is an icon only. */
  label?: string;
  children: ReactNode;
}

/**
 * The one Share action (game page, Discover dialog, community page): the device's share sheet
 * (Web Share API) when it has one, else a small sheet with WhatsApp and Copy link.
 */
export function ShareButton({ target: given, className, label, children }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const target = sharedInLanguage(given, spokenLanguage());
  const share = async () => {
    if (canUseShareSheet()) {
      try {
        await navigator.share({ title: target.title, text: target.text, url: target.url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => void share()}
      >
        {children}
      </button>
      <LazyWhen when={open}>
        <ShareSheet target={target} onClose={() => setOpen(false)} />
      </LazyWhen>
    </>
  );
}
