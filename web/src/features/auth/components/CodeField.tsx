import { TextField, type TextFieldProps } from '@web/components/form';

/** The field for a 6-digit code sent by SMS or e-mail: focused on arrival, a digit keypad, the code offered from the message. */
export function CodeField(props: Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'pattern'>) {
  return <TextField autoFocus inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" {...props} />;
}
