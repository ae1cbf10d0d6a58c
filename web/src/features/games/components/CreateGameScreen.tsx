import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ChevronLeftIcon } from '@web/components/icons';
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
        <header className="editor-header">
          <Link to="/host" className="icon-button" aria-label="Back to Host Dashboard">
            <ChevronLeftIcon />
          </Link>
          <h1>Create Game</h1>
        </header>
        <GameForm
          initial={emptyGameForm()}
          submitLabel="Create Game"
          busyLabel="Creating..."
          backTo="/host"
          onSave={save}
        />
      </div>
    </HostOnly>
  );
}
