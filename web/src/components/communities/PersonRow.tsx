import type { ReactNode } from 'react';
import { Avatar } from '../Avatar';

interface PersonRowProps {
  name: string;
  picture: string | null | undefined;
  /** A line under the name (when they joined). */
  note?: ReactNode;
  /** What follows the name: a role badge, or the buttons that act on the person. */
  children?: ReactNode;
}

/** A person in a community's lists (members, join requests): avatar, name, then what concerns them. */
export function PersonRow({ name, picture, note, children }: PersonRowProps) {
  return (
    <li className="person-row">
      <Avatar name={name} src={picture} />
      <div>
        <p>{name}</p>
        {note ? <p className="muted">{note}</p> : null}
      </div>
      {children}
    </li>
  );
}
