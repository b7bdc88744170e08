import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallMutation } from './use-call-mutation';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('useCallMutation', () => {
  it('runs the screen’s reactions once the call’s cache work is done, and settles after both', async () => {
    const steps: string[] = [];
    const { result } = renderHook(
      () =>
        useCallMutation(
          {
            mutationFn: async (n: number) => n * 2,
            onMutate: () => void steps.push('call: optimistic change'),
            onSuccess: async (doubled) => {
              await Promise.resolve();
              steps.push(`call: cached ${doubled}`);
            },
            onSettled: () => void steps.push('call: refreshed'),
          },
          {
            onMutate: (n) => void steps.push(`screen: sending ${n}`),
            onSuccess: (doubled, n) => void steps.push(`screen: ${n} became ${doubled}`),
            onSettled: () => void steps.push('screen: settled'),
          },
        ),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(21));
    expect(steps).toEqual([
      'screen: sending 21',
      'call: optimistic change',
      'call: cached 42',
      'screen: 21 became 42',
      'call: refreshed',
      'screen: settled',
    ]);
  });

  it('rolls back before the screen tells the failure, with the rollback context', async () => {
    const steps: string[] = [];
    const { result } = renderHook(
      () =>
        useCallMutation<number, number, { before: string }>(
          {
            mutationFn: async () => {
              throw new Error('refused');
            },
            onMutate: () => ({ before: 'old' }),
            onError: (_error, _n, saved) => void steps.push(`call: put back ${saved?.before}`),
          },
          { onError: (error) => void steps.push(`screen: ${error.message}`) },
        ),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(1).catch(() => undefined));
    expect(steps).toEqual(['call: put back old', 'screen: refused']);
  });
});
