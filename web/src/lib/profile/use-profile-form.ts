import { useRef, useState } from 'react';
import type { Profile } from '@shared/schemas/profile';
import {
  errorsFromSaveFailure,
  formValuesOf,
  validateProfileForm,
  type ProfileField,
  type ProfileFormErrors,
} from './profile-form';

/**
 * The name, phone and Instagram fields of a profile form (Profile's dialog and Settings): their
 * values, errors and `bind` for ProfileFields; `check()` before saving and `failed(error)` after a
 * refused save both show the errors and focus the first.
 */
export function useProfileForm(profile: Profile | null) {
  const [values, setValues] = useState(() => formValuesOf(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  // Typing leaves the field's error in place: errors change only when the form is checked again.
  const bind = (field: ProfileField, transform = (typed: string) => typed) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: transform(event.target.value) })),
  });
  const show = (found: ProfileFormErrors) => {
    setErrors(found);
    if (Object.keys(found).length)
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
  };

  /** True when the fields pass the server's own schema. */
  const check = () => {
    const found = validateProfileForm(values);
    show(found);
    return !Object.keys(found).length;
  };
  const failed = (error: unknown) => show(errorsFromSaveFailure(error));

  return { values, errors, formRef, bind, check, failed };
}
