import { TextField } from '../../../components/TextField';

/** The e-mail field every auth form asks for, with the phone-keyboard hints set once. */
export function EmailField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
