import { t } from '@web/lib/i18n/texts';

/** The one loading text of the app (spec: 'Loading...'), announced politely. */
export function Loading() {
  return (
    <p className="loading" role="status">
      {t('shell.loading')}
    </p>
  );
}
