import { TextField, type TextFieldProps } from '@web/components/form';
import { t } from '../texts';

/** The e-mail field every auth form asks for, with the phone-keyboard hints set once. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      {...props}
    />
  );
}
