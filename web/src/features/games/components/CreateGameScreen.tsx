import { useDocumentTitle } from '@web/lib/use-document-title';
import { EditorHeader } from '@web/components/EditorHeader';
import { emptyGameForm } from '../game-form';
import { useSaveGame } from '../hooks/use-save-game';
import { GameForm } from './GameForm';
import { HostOnly } from './HostOnly';
import '@web/components/games/games.css';
import '../games.css';

/** /create-game: back goes to /host, success to /discover. */
export function CreateGameScreen() {
  useDocumentTitle('Create Game');
  const save = useSaveGame();
  return (
    <HostOnly title="Create Game">
      <div className="screen game-editor">
        <EditorHeader title="Create Game" backTo="/host" backLabel="Back to Host Dashboard" />
        <GameForm
          initial={emptyGameForm()}
          actions={{ submit: 'Create Game', busy: 'Creating...', cancelTo: '/host' }}
          onSave={save}
        />
      </div>
    </HostOnly>
  );
}
