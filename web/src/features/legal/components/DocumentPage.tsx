import type { ReactNode } from 'react';
import { EditorHeader } from '@web/components/EditorHeader';
import { useDocumentTitle } from '@web/lib/use-document-title';
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
      <EditorHeader title={title} backTo="/settings" backLabel="Back to Settings" />
      <div className="document-intro">{intro}</div>
      {sections.map((section) => (
        <section key={section.heading} className="document-section">
          <h2>{section.heading}</h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
