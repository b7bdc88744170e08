import { useCallback, useMemo, useState } from 'react';

/**
 * Checked rows of the page on screen. A new page, filter or sort (a new `scope`) starts with
 * nothing checked, so a bulk action never reaches rows the user can no longer see.
 */
export function useRowSelection(visibleIds: readonly number[], scope: string) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<number> }>({
    scope,
    ids: new Set(),
  });

  const selected = useMemo(() => {
    if (state.scope !== scope) return [];
    return visibleIds.filter((id) => state.ids.has(id));
  }, [state, scope, visibleIds]);

  const toggle = useCallback(
    (id: number, checked: boolean) =>
      setState((current) => {
        const ids = new Set(current.scope === scope ? current.ids : []);
        if (checked) ids.add(id);
        else ids.delete(id);
        return { scope, ids };
      }),
    [scope],
  );

  const toggleAll = useCallback(
    (checked: boolean) => setState({ scope, ids: new Set(checked ? visibleIds : []) }),
    [scope, visibleIds],
  );

  const clear = useCallback(() => setState({ scope, ids: new Set() }), [scope]);

  return {
    selected,
    isSelected: (id: number) => selected.includes(id),
    allSelected: visibleIds.length > 0 && selected.length === visibleIds.length,
    someSelected: selected.length > 0 && selected.length < visibleIds.length,
    toggle,
    toggleAll,
    clear,
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
