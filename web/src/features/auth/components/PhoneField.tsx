import { TextField, type TextFieldProps } from '@web/components/form';

/** A phone number field with the phone keypad; each form says which number format it takes. */
export function PhoneField({
  label = 'Phone number',
  ...props
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'label'> & { label?: string }) {
  return <TextField label={label} type="tel" inputMode="tel" {...props} />;
}
