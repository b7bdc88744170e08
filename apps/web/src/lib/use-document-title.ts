import { useEffect } from 'react';
import { COMPANY } from './company';

/** Sets the browser tab's title to "<title> | <company name>" while the calling page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${COMPANY.name}`;
    // Restoring on unmount keeps a page without its own title from showing the last page's one.
    return () => {
      document.title = previous;
    };
  }, [title]);
}
