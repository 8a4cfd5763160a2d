// The spec's two-part section title: the second part emphasised, then a short rule. As a page title
// (level 1) it is the page's <PageHeading>.
import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';

export function SectionTitle({
  text1,
  text2,
  level = 2,
  id,
  pageTitle,
  children,
}: {
  text1: string;
  text2: string;
  level?: 1 | 2 | 3;
  id?: string;
  /** document.title for a level-1 title (defaults to the title's words). */
  pageTitle?: string;
  children?: ReactNode;
}) {
  const words = (
    <>
      {text1} <span className="section-title__accent">{text2}</span>
    </>
  );
  return (
    <div className="section-title">
      {level === 1 ? (
        <PageHeading title={pageTitle ?? `${text1} ${text2}`} id={id} className="section-title__heading">
          {words}
        </PageHeading>
      ) : level === 2 ? (
        <h2 id={id} className="section-title__heading">
          {words}
        </h2>
      ) : (
        <h3 id={id} className="section-title__heading">
          {words}
        </h3>
      )}
      <span className="section-title__rule" aria-hidden="true" />
      {children}
    </div>
  );
}
