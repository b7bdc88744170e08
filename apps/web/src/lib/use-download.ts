import { useCallback, useState } from 'react';
import { ApiError } from './api-client';
import { fetchFile, saveFile, showFileIn, type DownloadProgress } from './download';

export type DownloadState = {
  pending: boolean;
  /** 0-100 once the server said how long the file is; null while that is unknown. */
  percent: number | null;
  /** The last failure's text, until the next download starts. */
  error: string | null;
};

const IDLE: DownloadState = { pending: false, percent: null, error: null };

const percentOf = ({ received, total }: DownloadProgress) =>
  total === null ? null : Math.min(100, Math.floor((received / total) * 100));

/**
 * A download with its progress and its failure, for a button or link to show. `onError`
 * takes the failure instead (a page that tells outcomes in its one alert); otherwise its
 * text stays in `error`.
 */
export function useDownload(options: { onError?: (error: unknown) => void } = {}) {
  const [state, setState] = useState<DownloadState>(IDLE);
  const { onError } = options;

  const download = useCallback(
    async (url: string, how: { fallbackName?: string; newTab?: boolean } = {}) => {
      // Opened by the click itself, before any await: a tab opened later is a blocked pop-up.
      const tab = how.newTab ? window.open('', '_blank') : null;
      setState({ pending: true, percent: null, error: null });
      try {
        const file = await fetchFile(url, {
          fallbackName: how.fallbackName,
          onProgress: (progress) => setState((s) => ({ ...s, percent: percentOf(progress) })),
        });
        if (how.newTab) showFileIn(tab, file);
        else saveFile(file);
        setState(IDLE);
      } catch (error) {
        tab?.close();
        setState({ ...IDLE, error: onError ? null : textOf(error) });
        onError?.(error);
      }
    },
    [onError],
  );

  return { ...state, download };
}

const textOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The download failed. Try again.';
