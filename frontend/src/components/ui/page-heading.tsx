// The page's one h1. It sets document.title and takes focus after every navigation to a new path, so a
// screen reader announces the new page and keyboard users start from its top. The first page load keeps
// the browser's own focus (location key 'default'); filters that only change the query never move focus.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { pageTitle } from '../../config/site';

// Set with the heading's own commit, not after it: a screen reader or a test that finds the new heading
// finds the new title too.
function useDocumentTitle(title: string) {
  useLayoutEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

export function PageHeading({
  title,
  children,
  className,
  id,
  lang,
}: {
  /** The page's name in document.title. */
  title: string;
  children: ReactNode;
  className?: string;
  id?: string;
  /** The heading's language when it is not the page's (a product name not yet translated). */
  lang?: string;
}) {
  useDocumentTitle(title);
  const ref = useRef<HTMLHeadingElement>(null);
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const keyRef = useRef(key);
  const returnedRef = useRef(navigationType === 'POP');
  useEffect(() => {
    keyRef.current = key;
    returnedRef.current = navigationType === 'POP';
  }, [key, navigationType]);

  useEffect(() => {
    // Back and Forward return to where the shopper was (scroll-restoration.tsx): the focus must not scroll away.
    if (keyRef.current !== 'default') ref.current?.focus({ preventScroll: returnedRef.current });
  }, [pathname]);

  return (
    <h1 ref={ref} tabIndex={-1} className={className} id={id} lang={lang}>
      {children}
    </h1>
  );
}
