import { Dialog } from '../Dialog';
import { toast } from '../toast/toast-store';
import { whatsappUrl, type ShareTarget } from './share-links';
import { t } from './texts';

/** The fallback share menu: WhatsApp, or the link on the clipboard ('Link copied'). */
export function ShareSheet({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(target.url);
      onClose();
      toast({ title: t('share.copied'), description: t('share.copiedBody'), variant: 'success' });
    } catch {
      toast({ title: t('share.copyFailed'), description: target.url, variant: 'destructive' });
    }
  };
  return (
    <Dialog title={t('share.title')} onClose={onClose} className="share-sheet">
      <p className="muted share-sheet-title">{target.title}</p>
      <div className="share-sheet-actions">
        <a
          className="btn btn-primary"
          href={whatsappUrl(target)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          {t('share.whatsapp')}
          <span className="visually-hidden">{t('share.newTab')}</span>
        </a>
        <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
          {t('share.copy')}
        </button>
      </div>
    </Dialog>
  );
}
