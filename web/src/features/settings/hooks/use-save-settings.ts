import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@shared/schemas/profile';
import { toast } from '@web/components/toast/toast-store';
import { useAuth } from '@web/lib/auth/use-auth';
import { updateMe } from '@web/lib/profile/update-me';

/**
 * Saves one setting the moment it changes (a switch, a language, a city) and says so; on failure
 * the screen keeps showing what is really stored, and the toast says what to do.
 */
export function useSaveSetting() {
  const { setProfile } = useAuth();
  return useMutation({
    mutationFn: ({ changes }: { changes: UpdateProfileInput; saved: string }) => updateMe(changes),
    onSuccess: (profile, { saved }) => {
      setProfile(profile);
      toast({ title: 'Saved', description: saved, variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: 'Could not save',
        description: `${error instanceof Error ? error.message : 'Something went wrong'}. Check your connection and try again.`,
        variant: 'destructive',
      });
    },
  });
}
