import type { ReactNode } from 'react';
import { EditorHeader } from '@web/components/EditorHeader';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { spokenLanguage, t } from '../texts';
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
      <div className="document-intro">
        {intro}
        {/* The documents themselves are not translated yet; a Hindi reader is told so up front. */}
        {spokenLanguage() === 'en' ? null : <p>{t('legal.englishOnly')}</p>}
      </div>
      {/* Marked English, so a screen reader reading Hindi switches its voice for them. */}
      <div lang="en" className="document-sections">
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
