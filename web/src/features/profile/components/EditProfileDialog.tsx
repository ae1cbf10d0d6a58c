import { useRef, useState, type FormEvent } from 'react';
import type { Profile } from '@shared/schemas/profile';
import { Dialog, SubmitFooter } from '@web/components/Dialog';
import { ProfileFields } from '@web/components/ProfileFields';
import { useUpdateProfile } from '@web/lib/profile/update-me';
import {
  errorsFromSaveFailure,
  formValuesOf,
  validateProfileForm,
  type ProfileFormErrors,
  type ProfileField,
} from '@web/lib/profile/profile-form';

export function EditProfileDialog({ profile, onClose }: { profile: Profile | null; onClose: () => void }) {
  const [values, setValues] = useState(() => formValuesOf(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const save = useUpdateProfile(onClose);

  // Typing leaves the field's error in place: errors change only when the form is checked again.
  const bind = (field: ProfileField, transform = (typed: string) => typed) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: transform(event.target.value) })),
  });
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfileForm(values);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError();
      return;
    }
    save.mutate(
      { name: values.name, phone: values.phone, instagram: values.instagram },
      {
        onError: (error) => {
          setErrors(errorsFromSaveFailure(error));
          focusFirstError();
        },
      },
    );
  };

  return (
    <Dialog title="Edit Profile" onClose={onClose}>
      <form ref={formRef} className="form" noValidate onSubmit={handleSubmit}>
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <ProfileFields bind={bind} />
        <SubmitFooter onCancel={onClose} busy={save.isPending} busyLabel="Saving...">
          Save
        </SubmitFooter>
      </form>
    </Dialog>
  );
}
