import { useMutation } from '@tanstack/react-query';
import { toast } from '@web/components/toast/toast-store';
import { useAuth } from '@web/lib/auth/use-auth';
import { updateMe } from '../api/update-me';

export function useUpdateProfile(onSaved: () => void) {
  const { setProfile } = useAuth();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (profile) => {
      setProfile(profile);
      toast({ title: 'Profile updated', description: 'Your changes have been saved.', variant: 'success' });
      onSaved();
    },
  });
}
