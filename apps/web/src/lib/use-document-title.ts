import { useEffect } from 'react';
import { useShopIdentity } from './api/shop-settings';

/** Sets the browser tab's title to "<title> | <company name>" while the calling page is shown. */
export function useDocumentTitle(title: string) {
  const { name } = useShopIdentity();
  useEffect(() => {
    const full = `${title} | ${name}`;
    document.title = full;
    return () => {
      // Reset so a page without its own title does not keep this one, but only while the title
      // is still ours: the next page may already have set its own.
      if (document.title === full) document.title = name;
    };
  }, [title, name]);
}
