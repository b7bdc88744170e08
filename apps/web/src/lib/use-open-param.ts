import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { PageAlertMessage } from '../components/ui/PageAlert';

/**
 * `?<name>=<id>` opens that record's dialog on a list screen (another screen, a scan, links
 * here). The parameter is dropped once the record is open, so closing the dialog does not
 * reopen it; a record that fails to load drops it too and leaves `failedText` (returned, for
 * the page's alert). Only a whole number is an id: `order=asc` is a list's sort direction.
 */
export function useOpenParam<TQueryFnData, T, TKey extends QueryKey>(
  name: string,
  query: (id: number) => UseQueryOptions<TQueryFnData, Error, T, TKey>,
  open: (record: T) => void,
  failedText: string,
) {
  const [params, setParams] = useSearchParams();
  const text = params.get(name) ?? '';
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
  const record = useQuery({ ...query(id), enabled: id > 0, retry: false });
  const data = record.data;
  const failed = id > 0 && record.isError;
  const [alert, setAlert] = useState<PageAlertMessage | null>(null);
  const drop = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams, name],
  );
  useEffect(() => {
    if (!id) return;
    if (data) {
      open(data);
      drop();
    } else if (failed) {
      setAlert({ variant: 'danger', text: failedText });
      drop();
    }
  }, [id, data, failed, open, drop, failedText]);
  return { alert, dismiss: () => setAlert(null) };
}
