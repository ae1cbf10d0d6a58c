import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@shared/schemas/profile';
import { toast } from '@web/components/toast/toast-store';
import { useAuth } from '@web/lib/auth/use-auth';
import { updateMe } from '@web/lib/profile/update-me';
import { t } from '../texts';

/**
 * Saves a setting the moment it changes (a switch, a language, a city) and says so. The control
 * shows the new choice at once, in the same render as the tap, while the save is on its way; a
 * failure puts back what is really stored and the toast says what to do.
 */
export function useSaveSetting() {
  const { setProfile } = useAuth();
  const [sending, setSending] = useState<UpdateProfileInput | null>(null);
  const mutation = useMutation({
    mutationFn: ({ changes }: { changes: UpdateProfileInput; saved: string }) => updateMe(changes),
    onSuccess: (profile, { saved }) => {
      setProfile(profile);
      toast({ title: t('settings.saved'), description: saved, variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: t('settings.saveFailed'),
        description: t('settings.saveFailedDetail', {
          reason: error instanceof Error ? error.message : t('settings.somethingWrong'),
        }),
        variant: 'destructive',
      });
    },
    onSettled: () => setSending(null),
  });

  return {
    busy: sending !== null,
    save(changes: UpdateProfileInput, saved: string) {
      setSending(changes);
      mutation.mutate({ changes, saved });
    },
    /** What the control shows: the value being saved, else the stored one. */
    shown<K extends keyof UpdateProfileInput & keyof Profile>(key: K, stored: Profile[K]) {
      const value = sending?.[key];
      return value === undefined ? stored : (value as Profile[K]);
    },
  };
}
