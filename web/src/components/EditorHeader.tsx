import { Link } from 'react-router-dom';
import { ChevronLeftIcon } from './icons';

/** The create and edit screens' header: a back link named for where it goes, then the screen's heading. */
export function EditorHeader({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  return (
    <header className="editor-header">
      <Link to={backTo} className="icon-button" aria-label={backLabel}>
        <ChevronLeftIcon />
      </Link>
      <h1>{title}</h1>
    </header>
  );
}
