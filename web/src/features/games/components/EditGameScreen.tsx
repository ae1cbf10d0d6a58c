import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { EditorHeader } from '@web/components/EditorHeader';
import { Loading } from '@web/components/Loading';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { GAME_MESSAGES } from '@shared/texts/game';
import { useOwnGameUpi } from '@web/lib/games/host-upi';

import { useDocumentTitle } from '@web/lib/use-document-title';
import { useFreshGame } from '../api/game';
import { formValuesFromGame } from '../game-form';
import { useHostAccess } from '../hooks/use-host-access';
import { useSaveGame } from '../hooks/use-save-game';
import { EditScopeChoice, type EditScope } from '../series/EditScopeChoice';
import { RepeatSection } from '../series/RepeatSection';
import { repeatOff, ruleOf } from '../series/repeat-draft';
import { t } from '../game-form-texts';
import { GameForm } from './GameForm';
import { HostOnly } from './HostOnly';
import '@web/components/games/games.css';
import '../games.css';

/** /edit-game/:id and /game/:id/edit: only the game's own host gets the form. */
export function EditGameScreen() {
  useDocumentTitle(t('gameform.edit.title'));
  return (
    <HostOnly title={t('gameform.edit.title')}>
      <EditGame />
    </HostOnly>
  );
}

function EditGame() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { userIds } = useHostAccess();
  const save = useSaveGame(id);
  // A game of a series: this one or the following ones too; a one-off may start repeating.
  const [scope, setScope] = useState<EditScope>('this');
  const [repeat, setRepeat] = useState(repeatOff);
  const query = useFreshGame(id);
  const notYours = query.data ? !userIds.includes(query.data.host_id) : false;
  // Public reads leave the UPI ID out: the form starts from the host's own copy, or saving would clear it.
  const upi = useOwnGameUpi(id, query.data != null && !notYours);
  const missing = query.error instanceof ApiRequestError && query.error.status === 404;

  useEffect(() => {
    if (notYours || missing) {
      toast({ title: GAME_MESSAGES.notFound, description: GAME_MESSAGES.notYours, variant: 'destructive' });
      navigate('/host', { replace: true });
    } else if (query.error || upi.error) {
      toast({
        title: t('gameform.edit.loadFailedTitle'),
        description: t('gameform.edit.loadFailed'),
        variant: 'destructive',
      });
      navigate('/host', { replace: true });
    }
  }, [notYours, missing, query.error, upi.error, navigate]);

  if (!query.data || notYours || query.isFetching || upi.data === undefined || upi.isFetching) return <Loading />;
  const back = `/game/${encodeURIComponent(id)}`;
  return (
    <div className="screen game-editor">
      <EditorHeader title={t('gameform.edit.title')} backTo={back} backLabel={t('gameform.edit.back')} />
      <GameForm
        key={query.data.updated_at}
        initial={formValuesFromGame({ ...query.data, host_upi_id: upi.data })}
        actions={{ submit: t('gameform.edit.submit'), busy: t('gameform.edit.busy'), cancelTo: back }}
        onSave={(input) => save(input, query.data?.series_id ? { scope } : { repeat: ruleOf(repeat) })}
        extraSection={(gameDate) =>
          query.data?.series_id ? (
            <EditScopeChoice scope={scope} onChange={setScope} />
          ) : (
            <RepeatSection draft={repeat} gameDate={gameDate} onChange={setRepeat} />
          )
        }
      />
    </div>
  );
}
