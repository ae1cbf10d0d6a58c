import type { FormEvent } from 'react';
import type { Profile } from '@shared/schemas/profile';
import { Dialog, SubmitFooter } from '@web/components/Dialog';
import { ProfileFields } from '@web/components/ProfileFields';
import { useUpdateProfile } from '@web/lib/profile/update-me';
import { useProfileForm } from '@web/lib/profile/use-profile-form';
import { t } from '../texts';

export function EditProfileDialog({ profile, onClose }: { profile: Profile | null; onClose: () => void }) {
  const form = useProfileForm(profile);
  const save = useUpdateProfile(onClose);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const { name, phone, instagram } = form.values;
    save.mutate({ name, phone, instagram }, { onError: form.failed });
  };

  return (
    <Dialog title={t('profile.editTitle')} onClose={onClose}>
      <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
        {form.errors.form ? (
          <p className="form-error" role="alert">
            {form.errors.form}
          </p>
        ) : null}
        <ProfileFields bind={form.bind} />
        <SubmitFooter onCancel={onClose} busy={save.isPending} busyLabel={t('profile.saving')}>
          {t('profile.save')}
        </SubmitFooter>
      </form>
    </Dialog>
  );
}
