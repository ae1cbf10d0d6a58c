import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { CommunityInput } from '@shared/schemas/community';
import { EditorHeader } from '@web/components/EditorHeader';
import { Loading } from '@web/components/Loading';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { communityKey, useCommunity } from '../api/get-community';
import { communityListKey } from '../api/list-communities';
import { deleteCommunity, updateCommunity } from '../api/save-community';
import { reasonOf, updateFailure } from '../community-errors';
import { formValuesFromCommunity } from '../community-form';
import { t } from '../form-texts';
import { COMMUNITY_MESSAGES } from '@shared/texts/community';
import { localMessage } from '@web/lib/i18n/local-message';

import { HostCommunityGate } from './HostCommunityGate';
import { LazyWhen } from '@web/components/LazyWhen';
import { fieldErrorOrToast } from './save-failure';
import '../community.css';

// Visitors and players see the gate; only hosts load the form (the first-load budget).
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));
const CommunityForm = lazy(() => import('./CommunityForm').then((module) => ({ default: module.CommunityForm })));

/** /community/{id}/edit: the owner only; back and cancel to /host, save to the page, delete to the list. */
export function EditCommunityScreen() {
  useDocumentTitle(t('communityform.edit.title'));
  return (
    <HostCommunityGate title={t('communityform.edit.title')}>
      <EditCommunity />
    </HostCommunityGate>
  );
}

function EditCommunity() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Always fresh: the form must start from what is saved now.
  const query = useCommunity(id, { fresh: true });
  const [deleting, setDeleting] = useState(false);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const detail = query.data;
  // Anyone but the owner gets the same answer as for nothing (the server answers 404 too).
  const notYours = detail ? detail.view !== 'full' || !detail.is_owner : false;

  useEffect(() => {
    if (!notYours && !query.error) return;
    const missing = notYours || (query.error instanceof ApiRequestError && query.error.status === 404);
    toast({
      title: COMMUNITY_MESSAGES.loadError,
      description: missing ? COMMUNITY_MESSAGES.notFound : reasonOf(query.error),
      variant: 'destructive',
    });
    navigate('/host', { replace: true });
  }, [notYours, query.error, navigate]);

  if (detail?.view !== 'full' || notYours || query.isFetching) return <Loading />;
  const community = detail.community;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: communityKey(id) }),
      queryClient.invalidateQueries({ queryKey: communityListKey }),
    ]);

  const save = async (input: CommunityInput) => {
    try {
      await updateCommunity(id, input);
      await refresh();
      toast({ title: COMMUNITY_MESSAGES.updated, variant: 'success' });
      navigate(`/community/${encodeURIComponent(id)}`);
      return null;
    } catch (error) {
      return fieldErrorOrToast(updateFailure(error));
    }
  };

  const remove = async () => {
    setDeleteBusy(true);
    try {
      await deleteCommunity(id);
      queryClient.removeQueries({ queryKey: communityKey(id) });
      void queryClient.invalidateQueries({ queryKey: communityListKey });
      toast({ title: COMMUNITY_MESSAGES.deleted, variant: 'success' });
      navigate('/community', { replace: true });
    } catch (error) {
      toast({ title: COMMUNITY_MESSAGES.deleteError, description: reasonOf(error), variant: 'destructive' });
      setDeleteBusy(false);
      setDeleting(false);
    }
  };

  return (
    <div className="screen community-editor">
      <EditorHeader title={t('communityform.edit.title')} backTo="/host" backLabel={t('communityform.edit.back')} />
      <Suspense fallback={<Loading />}>
        <CommunityForm
          key={community.updated_at}
          mode="edit"
          initial={formValuesFromCommunity(community)}
          actions={{ submit: t('communityform.edit.submit'), busy: t('communityform.edit.busy'), cancelTo: '/host' }}
          onSave={save}
        />
      </Suspense>
      <section className="danger-zone" aria-labelledby="delete-title">
        <h2 id="delete-title">{t('communityform.delete.heading')}</h2>
        <p className="muted">{t('communityform.delete.lead')}</p>
        <button type="button" className="btn btn-danger" aria-haspopup="dialog" onClick={() => setDeleting(true)}>
          {t('communityform.delete.button')}
        </button>
      </section>
      <LazyWhen when={deleting}>
        <ConfirmDialog
          title={t('communityform.delete.title')}
          message={localMessage(COMMUNITY_MESSAGES.deleteConfirm)}
          confirmLabel={t('communityform.delete.confirm')}
          busyLabel={t('communityform.delete.busy')}
          busy={deleteBusy}
          danger
          onConfirm={() => void remove()}
          onClose={() => setDeleting(false)}
        />
      </LazyWhen>
    </div>
  );
}
