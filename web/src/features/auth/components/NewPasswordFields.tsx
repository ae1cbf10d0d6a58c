import { TextField, type BoundText } from '@web/components/form';
import { t } from '../texts';

type BoundField = BoundText & { error?: string };

interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
  password: BoundField;
  confirmation: BoundField;
}

/** A new password typed twice, with the password rules told under the first field. */
export function NewPasswordFields({ label, confirmLabel, password, confirmation }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordRules')}
        {...password}
      />
      <TextField label={confirmLabel} type="password" autoComplete="new-password" {...confirmation} />
    </>
  );
}
