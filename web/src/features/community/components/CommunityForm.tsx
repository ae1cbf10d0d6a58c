import { useState } from 'react';
import { LIMITS } from '@shared/constants';
import type { CommunityInput } from '@shared/schemas/community';
import { EditorActions, type EditorActionTexts } from '@web/components/EditorActions';
import { Field, LazyCheckedForm, TextField, useForm, type Schema } from '@web/components/form';
import { SportCheckboxes } from '@web/components/form/SportCheckboxes';
import { fieldOfIssue, toCommunityInput, toggleSport, type CommunityFormValues } from '../community-form';
import type { ImageMode } from '../image-rules';
import { t } from '../form-texts';
import { CommunityImageField } from './CommunityImageField';

// zod and the shared schemas load when the host starts filling the form, not with its first paint.
const loadSchemas = () => import('@shared/schemas/community');

// The community's two pictures, in the order the form shows them.
type ImageField = 'profile_pic' | 'cover_pic';
const IMAGE_FIELDS: { field: ImageField; kind: 'profile' | 'cover' }[] = [
  { field: 'profile_pic', kind: 'profile' },
  { field: 'cover_pic', kind: 'cover' },
];

interface CommunityFormProps {
  mode: ImageMode;
  initial: CommunityFormValues;
  actions: EditorActionTexts;
  /** Sends the community; resolves to a field error to show, or null when done (the caller navigates and toasts). */
  onSave: (input: CommunityInput) => Promise<{ field: string; message: string } | null>;
}

/** Create and edit: checked with the shared schema, so the form and the server say the same. */
export function CommunityForm({ mode, initial, actions, onSave }: CommunityFormProps) {
  const [values, setValues] = useState(initial);
  const [imagesBusy, setImagesBusy] = useState<Record<ImageField, boolean>>({ profile_pic: false, cover_pic: false });
  const form = useForm();
  const busyUploading = imagesBusy.profile_pic || imagesBusy.cover_pic;
  const maxMembers = mode === 'create' ? LIMITS.communityMaxMembers.create : LIMITS.communityMaxMembers.edit;

  const change = (next: Partial<CommunityFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    form.clearErrors(...Object.keys(next));
  };
  const text = (name: 'name' | 'location' | 'description' | 'max_members' | 'tags') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
  });

  const onSubmit = form.submit(async () => {
    if (busyUploading) return;
    const schemas = await loadSchemas();
    const schema: Schema<unknown> = mode === 'create' ? schemas.communityCreateSchema : schemas.communityEditSchema;
    const input = toCommunityInput(values);
    if (!form.validate(schema, input, { failure: { title: t('communityform.validationTitle') }, keyOf: fieldOfIssue }))
      return;
    const failure = await onSave(input);
    if (failure)
      form.showErrors(
        { [failure.field === 'sport' ? 'sports' : failure.field]: failure.message },
        { title: t('communityform.validationTitle') },
      );
  });

  return (
    <LazyCheckedForm form={form} className="form community-form" onSubmit={onSubmit} loadChecks={loadSchemas}>
      <fieldset className="form-section">
        <legend>{t('communityform.section.community')}</legend>
        <TextField
          label={t('communityform.name')}
          error={form.errors.name}
          {...text('name')}
          maxLength={LIMITS.communityName.max + 20}
          autoComplete="off"
        />
        <SportCheckboxes
          legend={t('communityform.sports')}
          hint={t('communityform.sportsHint')}
          classNames={{ group: 'chips-field', options: 'sports-picker', option: 'chip-option' }}
          selected={values.sports}
          error={form.errors.sports}
          onToggle={(sport, checked) => change({ sports: toggleSport(values.sports, sport, checked) })}
        />
        <TextField
          label={t('communityform.location')}
          error={form.errors.location}
          {...text('location')}
          maxLength={220}
          placeholder={t('communityform.locationPlaceholder')}
        />
        <Field
          label={t('communityform.description')}
          hint={t('communityform.descriptionHint', { max: LIMITS.communityDescriptionMax })}
          error={form.errors.description}
        >
          <textarea {...text('description')} rows={4} />
        </Field>
        <TextField
          label={t('communityform.tags')}
          hint={t('communityform.tagsHint')}
          error={form.errors.tags}
          {...text('tags')}
          autoComplete="off"
        />
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('communityform.section.joining')}</legend>
        <TextField
          label={t('communityform.maxMembers')}
          hint={
            mode === 'create'
              ? t('communityform.maxMembersHintCreate')
              : t('communityform.maxMembersHintEdit', { max: maxMembers })
          }
          error={form.errors.max_members}
          {...text('max_members')}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxMembers}
          step={1}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={values.is_public}
            onChange={(event) => change({ is_public: event.target.checked })}
          />
          {t('communityform.public')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={values.requires_approval}
            onChange={(event) => change({ requires_approval: event.target.checked })}
          />
          {t('communityform.approval')}
        </label>
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('communityform.section.pictures')}</legend>
        {IMAGE_FIELDS.map(({ field, kind }) => (
          <CommunityImageField
            key={field}
            kind={kind}
            mode={mode}
            value={values[field]}
            error={form.errors[field]}
            onChange={(path) => change({ [field]: path })}
            onBusyChange={(busy) => setImagesBusy((current) => ({ ...current, [field]: busy }))}
          />
        ))}
      </fieldset>

      <EditorActions
        actions={actions}
        busy={form.busy}
        uploadNote={busyUploading ? t('communityform.uploadingNote') : null}
      />
    </LazyCheckedForm>
  );
}
