import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** What is missing, as a heading ('No game requests yet'). */
  title: string;
  /** The heading's level where the empty state sits in the page's outline. */
  level?: 2 | 3;
  /** A picture for the moment (an icon from components/icons), shown in a soft circle. */
  icon?: ReactNode;
  /** What it means or what to do about it. */
  children?: ReactNode;
  /** The way out: a button or a link styled as one. */
  action?: ReactNode;
}

/** One look for "nothing here yet" everywhere: centred, a heading, a line of help and what to do next. */
export function EmptyState({ title, level = 2, icon, children, action }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="card empty-state">
      {icon ? (
        <span className="empty-state-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className="empty-state-title">{title}</Heading>
      {children ? <div className="empty-state-text">{children}</div> : null}
      {action ? <div className="actions">{action}</div> : null}
    </div>
  );
}
