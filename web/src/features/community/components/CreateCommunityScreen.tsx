import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CommunityInput } from '@shared/schemas/community';
import { EditorHeader } from '@web/components/EditorHeader';
import { Loading } from '@web/components/Loading';
import { toast } from '@web/components/toast/toast-store';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { communityListKey } from '../api/list-communities';
import { createCommunity } from '../api/save-community';
import { createFailure } from '../community-errors';
import { emptyCommunityForm } from '../community-form';
import { t } from '../form-texts';

import { HostCommunityGate } from './HostCommunityGate';
import { fieldErrorOrToast } from './save-failure';
import '../community.css';

// Visitors and players see the gate; only hosts load the form (the first-load budget).
const CommunityForm = lazy(() => import('./CommunityForm').then((module) => ({ default: module.CommunityForm })));

/** /create-community: cancel to /community, success to /community/{id}. */
export function CreateCommunityScreen() {
  useDocumentTitle(t('communityform.create.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const save = async (input: CommunityInput) => {
    try {
      const created = await createCommunity(input);
      void queryClient.invalidateQueries({ queryKey: communityListKey });
      toast({
        title: t('communityform.create.done'),
        description: t('communityform.create.doneDetail', { name: created.community.name }),
        variant: 'success',
      });
      navigate(`/community/${encodeURIComponent(created.community.id)}`);
      return null;
    } catch (error) {
      return fieldErrorOrToast(createFailure(error));
    }
  };

  return (
    <HostCommunityGate title={t('communityform.create.title')}>
      <div className="screen community-editor">
        <EditorHeader
          title={t('communityform.create.title')}
          backTo="/community"
          backLabel={t('communityform.create.back')}
        />
        <Suspense fallback={<Loading />}>
          <CommunityForm
            mode="create"
            initial={emptyCommunityForm()}
            actions={{
              submit: t('communityform.create.submit'),
              busy: t('communityform.create.busy'),
              cancelTo: '/community',
            }}
            onSave={save}
          />
        </Suspense>
      </div>
    </HostCommunityGate>
  );
}
