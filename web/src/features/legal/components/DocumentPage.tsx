import type { ReactNode } from 'react';
import { EditorHeader } from '@web/components/EditorHeader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { t } from '../texts';
import '../legal.css';

export interface DocumentSection {
  heading: string;
  body: ReactNode;
}

/** A reading page (help, terms, privacy): Back to Settings, a title, then sections with headings. */
export function DocumentPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: DocumentSection[];
}) {
  useDocumentTitle(title);
  return (
    <article className="screen document-page">
      <EditorHeader title={title} backTo="/settings" backLabel={t('legal.back')} />
      <div className="document-intro">{intro}</div>
      <div className="document-sections">
        {sections.map((section) => (
          <section key={section.heading} className="document-section">
            <h2>{section.heading}</h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}
