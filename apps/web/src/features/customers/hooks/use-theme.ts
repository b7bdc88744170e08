import { useSyncExternalStore } from 'react';
import { currentTheme, subscribeTheme } from '../../../lib/theme';

/** The theme applied right now; re-renders when the switch, the system or another tab changes it. */
export const useTheme = () => useSyncExternalStore(subscribeTheme, currentTheme, () => 'light');
