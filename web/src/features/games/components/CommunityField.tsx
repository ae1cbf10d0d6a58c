import { Field, Options } from '@web/components/form';
import { useAuth } from '@web/lib/auth/use-auth';
import { useCommunityChoices } from '../api/host-communities';
import { t } from '../game-form-texts';

interface CommunityFieldProps {
  value: string;
  error?: string;
  onChange: (communityId: string) => void;
}

/**
 * 'Community' for a host who runs one. Loaded with its own chunk after the form's
 * first paint (the first-load budget); while loading, or when the host runs none or the read fails,
 * there is nothing to choose, so nothing is shown and the game keeps the community it has.
 */
export function CommunityField({ value, error, onChange }: CommunityFieldProps) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const query = useCommunityChoices(userId);
  const choices = query.data ?? [];
  if (choices.length === 0) return null;
  return (
    <Field label={t('gameform.community.label')} hint={t('gameform.community.hint')} error={error}>
      <select name="community_id" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('gameform.community.none')}</option>
        <Options items={choices} labelOf={(community) => community.name} idOf={(community) => community.id} />
      </select>
    </Field>
  );
}

export default CommunityField;
