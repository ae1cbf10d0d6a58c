import { Dialog } from '../Dialog';
import { toast } from '../toast/toast-store';
import { whatsappUrl, type ShareTarget } from './share-links';

/** The fallback share menu: WhatsApp, or the link on the clipboard ('Link copied'). */
export function ShareSheet({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(target.url);
      onClose();
      toast({ title: 'Link copied', description: 'Share it with your friends.', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy the link', description: target.url, variant: 'destructive' });
    }
  };
  return (
    <Dialog title="Share" onClose={onClose} className="share-sheet">
      <p className="muted share-sheet-title">{target.title}</p>
      <div className="share-sheet-actions">
        <a
          className="btn btn-primary"
          href={whatsappUrl(target)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
    </Dialog>
  );
}
