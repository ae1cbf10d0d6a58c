import { stripAt } from '@shared/validation';
import { TextField, type BoundText } from '@web/components/form';
import { t } from './texts';

type ProfileField = 'name' | 'phone' | 'instagram';

interface ProfileFieldsProps {
  /** Gives each field its name, value, error and change handler (useFields' `bind`, or the form's own). */
  bind: (field: ProfileField, transform?: (typed: string) => string) => BoundText & { error?: string };
}

/** What players see of each other: display name, phone and Instagram handle (profile setup and edit). */
export function ProfileFields({ bind }: ProfileFieldsProps) {
  return (
    <>
      <TextField label={t('common.profile.displayName')} autoComplete="name" {...bind('name')} />
      <TextField label={t('common.profile.phone')} type="tel" autoComplete="tel" inputMode="tel" {...bind('phone')} />
      <TextField
        label={t('common.profile.instagram')}
        autoComplete="off"
        autoCapitalize="none"
        hint={t('common.profile.instagramHint')}
        // Any @ is removed as the handle is typed.
        {...bind('instagram', stripAt)}
      />
    </>
  );
}
