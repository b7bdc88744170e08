import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  AdminJob,
  AdminWeek,
  Blackout,
  BlackoutInput,
  BookSlot,
  CompleteJob,
  CustomerInstallation,
  FreeSlot,
  InstallationSettings,
  InstallationSettingsInput,
  Reschedule,
  StaffSlot,
  Technician,
  TechnicianInput,
  TechnicianUpdate,
} from '@shop/contract';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

/**
 * The installation calls (issue 21): the customer's own jobs and slots, and the staff's
 * calendar, jobs, technicians, blackouts and settings. Each write makes its lists stale.
 */
export const customerInstallationsKey = ['customer', 'installations'] as const;
export const adminInstallationsKey = ['admin', 'installations'] as const;
export const techniciansKey = ['admin', 'technicians'] as const;

export const customerInstallationsQuery = () =>
  queryOptions({
    queryKey: customerInstallationsKey,
    queryFn: async () =>
      (await api.get<{ installations: CustomerInstallation[] }>('/customer/installations'))
        .installations,
  });

export const customerSlotsQuery = (jobId: number) =>
  queryOptions({
    queryKey: [...customerInstallationsKey, jobId, 'slots'],
    queryFn: async () =>
      (await api.get<{ slots: FreeSlot[] }>(`/customer/installations/${jobId}/slots`)).slots,
  });

export function useBookSlot(
  kind: 'book' | 'move',
  reactions?: MutationReactions<CustomerInstallation, { jobId: number } & BookSlot>,
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: async ({ jobId, ...slot }: { jobId: number } & BookSlot) =>
        (
          await api.post<{ installation: CustomerInstallation }>(
            `/customer/installations/${jobId}/${kind}`,
            slot,
          )
        ).installation,
      onSettled: () => queryClient.invalidateQueries({ queryKey: customerInstallationsKey }),
    },
    reactions,
  );
}

export const adminWeekQuery = (week: string | undefined, technicianId?: number) =>
  queryOptions({
    queryKey: [...adminInstallationsKey, 'week', week ?? 'this', technicianId ?? 'all'],
    queryFn: () =>
      api.get<AdminWeek>(`/admin/installations${toQueryString({ week, technicianId })}`),
    placeholderData: keepPreviousData,
  });

export const adminJobQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminInstallationsKey, 'job', id],
    queryFn: async () => (await api.get<{ job: AdminJob }>(`/admin/installations/${id}`)).job,
  });

export const staffSlotsQuery = (id: number, from?: string, to?: string) =>
  queryOptions({
    queryKey: [...adminInstallationsKey, 'job', id, 'slots', from ?? '', to ?? ''],
    queryFn: async () =>
      (
        await api.get<{ slots: StaffSlot[] }>(
          `/admin/installations/${id}/slots${toQueryString({ from, to })}`,
        )
      ).slots,
  });

type JobAction =
  | { id: number; action: 'reschedule'; body: Reschedule }
  | { id: number; action: 'complete'; body: CompleteJob }
  | { id: number; action: 'cancel'; body: { reason: string } };

export function useJobAction(reactions?: MutationReactions<AdminJob, JobAction>) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: async ({ id, action, body }: JobAction) =>
        (await api.post<{ job: AdminJob }>(`/admin/installations/${id}/${action}`, body)).job,
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminInstallationsKey }),
    },
    reactions,
  );
}

export const techniciansQuery = () =>
  queryOptions({
    queryKey: techniciansKey,
    queryFn: async () =>
      (await api.get<{ technicians: Technician[] }>('/admin/technicians')).technicians,
  });

type TechnicianWrite =
  | { id: null; body: TechnicianInput }
  | { id: number; body: TechnicianUpdate }
  | { id: number; deactivate: true };

export function useSaveTechnician(reactions?: MutationReactions<Technician, TechnicianWrite>) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: async (write: TechnicianWrite) => {
        const path = '/admin/technicians';
        const answer =
          'deactivate' in write
            ? await api.post<{ technician: Technician }>(`${path}/${write.id}/deactivate`)
            : write.id === null
              ? await api.post<{ technician: Technician }>(path, write.body)
              : await api.put<{ technician: Technician }>(`${path}/${write.id}`, write.body);
        return answer.technician;
      },
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: techniciansKey }),
          queryClient.invalidateQueries({ queryKey: adminInstallationsKey }),
        ]),
    },
    reactions,
  );
}

export const blackoutsQuery = () =>
  queryOptions({
    queryKey: [...techniciansKey, 'blackouts'],
    queryFn: async () =>
      (await api.get<{ blackouts: Blackout[] }>('/admin/installation-blackouts')).blackouts,
  });

type BlackoutWrite = { add: BlackoutInput } | { remove: number };

export function useBlackoutWrite(reactions?: MutationReactions<unknown, BlackoutWrite>) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: (write: BlackoutWrite) =>
        'add' in write
          ? api.post('/admin/installation-blackouts', write.add)
          : api.delete(`/admin/installation-blackouts/${write.remove}`),
      onSettled: () =>
        queryClient.invalidateQueries({ queryKey: [...techniciansKey, 'blackouts'] }),
    },
    reactions,
  );
}

export const installationSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'installation-settings'],
    queryFn: async () =>
      (await api.get<{ settings: InstallationSettings }>('/admin/installation-settings')).settings,
  });

export function useSaveInstallationSettings(
  reactions?: MutationReactions<InstallationSettings, InstallationSettingsInput>,
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: async (body: InstallationSettingsInput) =>
        (await api.put<{ settings: InstallationSettings }>('/admin/installation-settings', body))
          .settings,
      onSuccess: (settings) =>
        queryClient.setQueryData(installationSettingsQuery().queryKey, settings),
    },
    reactions,
  );
}
