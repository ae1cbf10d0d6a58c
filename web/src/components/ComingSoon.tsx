import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { t } from './texts';

interface ComingSoonProps {
  title: string;
  /** One honest sentence: what this screen will do and that it does not do it yet. */
  summary: string;
  points?: string[];
  children?: ReactNode;
}

/** The screen of a later release: says what will be here, never pretends to work. */
export function ComingSoon({ title, summary, points, children }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <section className="screen coming-soon" aria-labelledby="screen-title">
      <p className="badge badge-soon">{t('common.comingSoon')}</p>
      <h1 id="screen-title">{title}</h1>
      <p className="lead">{summary}</p>
      {points?.length ? (
        <ul className="coming-soon-points">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {children ? <div className="actions">{children}</div> : null}
    </section>
  );
}
