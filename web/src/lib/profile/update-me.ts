import { useMutation } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@shared/schemas/profile';
import { toast } from '@web/components/toast/toast-store';
import { apiRequest } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/use-auth';
import { parseProfile } from '@web/lib/auth/parse-profile';

/** PUT /api/me: the server validates with the same updateProfileSchema and returns the saved profile. */
export function updateMe(changes: UpdateProfileInput): Promise<Profile> {
  return apiRequest('/api/me', { method: 'PUT', body: changes, parse: parseProfile });
}

/** Saves the profile, keeps the answer as the signed-in profile and says so. */
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
