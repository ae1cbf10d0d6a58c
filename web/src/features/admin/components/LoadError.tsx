import { t } from '../texts';

/** An admin list that could not load: what failed and why, with Try again. */
export function LoadError({
  what,
  error,
  onRetry,
}: {
  what: 'reports' | 'applications';
  error: Error;
  onRetry: () => void;
}) {
  return (
    <div role="alert">
      <p className="form-error">
        {t('admin.loadError', { what: t(`admin.loadError.${what}`), reason: error.message })}
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('admin.tryAgain')}
      </button>
    </div>
  );
}
