import { useState } from 'react';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { EditorHeader } from '@web/components/EditorHeader';
import { emptyGameForm } from '../game-form';
import { useSaveGame } from '../hooks/use-save-game';
import { RepeatSection } from '../series/RepeatSection';
import { repeatOff, ruleOf } from '../series/repeat-draft';
import { t } from '../game-form-texts';
import { GameForm } from './GameForm';
import { HostOnly } from './HostOnly';
import '@web/components/games/games.css';
import '../games.css';

/** /create-game: back goes to /host, success to the new game (the first of its series when it repeats). */
export function CreateGameScreen() {
  useDocumentTitle(t('gameform.create.title'));
  const save = useSaveGame();
  const [repeat, setRepeat] = useState(repeatOff);
  return (
    <HostOnly title={t('gameform.create.title')}>
      <div className="screen game-editor">
        <EditorHeader title={t('gameform.create.title')} backTo="/host" backLabel={t('gameform.create.back')} />
        <GameForm
          initial={emptyGameForm()}
          actions={{ submit: t('gameform.create.submit'), busy: t('gameform.create.busy'), cancelTo: '/host' }}
          onSave={(input) => save(input, { repeat: ruleOf(repeat) })}
          extraSection={(gameDate) => <RepeatSection draft={repeat} gameDate={gameDate} onChange={setRepeat} />}
        />
      </div>
    </HostOnly>
  );
}
