import { toast } from '@web/components/toast/toast-store';
import type { SaveFailure } from '../community-errors';

/** What a failed save hands back to the form: a field error to show under its field; anything else is told in a toast. */
export function fieldErrorOrToast(failure: SaveFailure): { field: string; message: string } | null {
  if (failure.kind === 'field') return failure;
  toast({ title: failure.title, description: failure.description, variant: 'destructive' });
  return null;
}
