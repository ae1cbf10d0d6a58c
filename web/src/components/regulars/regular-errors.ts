import { toast } from '../toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { t } from './texts';

/** A refused or failed regulars step: the server's own words ('Too late to skip: …'), else what to do. */
export function toastRegularFailure(error: unknown): void {
  toast({
    title: t('regulars.error'),
    description: error instanceof ApiRequestError && error.message ? error.message : t('regulars.failed'),
    variant: 'destructive',
  });
}
