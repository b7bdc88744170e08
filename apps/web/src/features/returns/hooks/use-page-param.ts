import { useSearchParams } from 'react-router';

/**
 * A list's page kept in the URL under its own name (devicesPage, returnsPage), beside the
 * dashboard's tab and the Orders tab's own page, so Back and a reload show the same page.
 */
export function usePageParam(name: string) {
  const [search] = useSearchParams();
  const raw = Number(search.get(name));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const hrefFor = (next: number) => {
    const params = new URLSearchParams(search);
    if (next <= 1) params.delete(name);
    else params.set(name, String(next));
    return `?${params.toString()}`;
  };
  return { page, hrefFor };
}
