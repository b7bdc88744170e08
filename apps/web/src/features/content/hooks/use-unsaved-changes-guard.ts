import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { CONTENT_MESSAGES } from '@shop/contract/content-pages';

/**
 * While the editor holds unsaved changes, asks before any navigation: switching to another
 * page of the editor (the spec's question) or leaving the editor. Closing or reloading the
 * tab gets the browser's own question.
 */
export function useUnsavedChangesGuard(dirty: boolean, editorPath = '/admin/pages/') {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  const switching = blocked && blocker.location.pathname.startsWith(editorPath);
  return {
    blocked,
    message: switching ? CONTENT_MESSAGES.unsavedSwitch : CONTENT_MESSAGES.unsavedLeave,
    confirmLabel: switching ? 'Switch page' : 'Leave',
    proceed: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}
