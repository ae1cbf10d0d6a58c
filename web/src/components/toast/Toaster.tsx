import { useSyncExternalStore } from 'react';
import { localMessage } from '@web/lib/i18n/local-message';
import { t } from '@web/lib/i18n/texts';
import { CloseIcon } from '../icons';
import { PAGE_LAYER, subscribeToToastLayers, topToastLayer } from './toast-layers';
import { dismissToast, getToasts, subscribeToToasts, type ToastItem } from './toast-store';

const NONE: readonly ToastItem[] = [];

/**
 * The live region is rendered from the start and stays mounted: screen readers only announce
 * changes inside a region they already know about. `layer`: the page's (default) or an open
 * dialog's; only the topmost layer's toaster shows the toasts (toast-layers.ts says why).
 */
export function Toaster({ layer = PAGE_LAYER }: { layer?: number }) {
  const all = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  const top = useSyncExternalStore(subscribeToToastLayers, topToastLayer, () => PAGE_LAYER);
  const toasts = top === layer ? all : NONE;
  return (
    <section className="toaster" aria-label={t('shell.toast.region')}>
      {/* The live region wraps the list: a list with role="status" is no list, and its items lose their meaning. */}
      <div role="status" aria-live="polite">
        <ol className="toaster-list">
          {toasts.map((item) => (
            <li key={item.id} className="toast" data-variant={item.variant ?? 'default'}>
              <div className="toast-text">
                {/* Many toasts say what the server answered, or a shared message constant: in English until here. */}
                <p className="toast-title">{localMessage(item.title)}</p>
                {item.description ? <p className="toast-description">{localMessage(item.description)}</p> : null}
              </div>
              {item.action ? (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => {
                    dismissToast(item.id);
                    item.action?.onClick();
                  }}
                >
                  {item.action.label}
                </button>
              ) : null}
              <button
                type="button"
                className="icon-button toast-close"
                aria-label={t('shell.toast.dismiss')}
                onClick={() => dismissToast(item.id)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
