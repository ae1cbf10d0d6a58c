import { TextField, type TextFieldProps } from '@web/components/form';
import { t } from '../texts';

/** A phone number field with the phone keypad; each form says which number format it takes. */
export function PhoneField({
  label,
  ...props
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'label'> & { label?: string }) {
  return <TextField label={label ?? t('auth.phoneNumber')} type="tel" inputMode="tel" {...props} />;
}
