import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  AdminJob,
  BlackoutInput,
  BookSlot,
  CompleteJob,
  CustomerInstallation,
  InstallationSettings,
  InstallationSettingsInput,
  Reschedule,
  Technician,
  TechnicianInput,
  TechnicianUpdate,
} from '@shop/contract';
import {
  addBlackout,
  addTechnician,
  bookInstallation,
  cancelInstallation,
  completeInstallation,
  deactivateTechnician,
  getInstallationJob,
  getInstallationSettings,
  getInstallationWeek,
  listBlackouts,
  listCustomerInstallations,
  listCustomerSlots,
  listStaffSlots,
  listTechnicians,
  moveInstallation,
  removeBlackout,
  rescheduleInstallation,
  saveInstallationSettings,
  updateTechnician,
} from '@shop/contract/installations/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

/**
 * The installation calls: the customer's own jobs and slots, and the staff's
 * calendar, jobs, technicians, blackouts and settings. Each write makes its lists stale.
 */
export const customerInstallationsKey = ['customer', 'installations'] as const;
export const adminInstallationsKey = ['admin', 'installations'] as const;
export const techniciansKey = ['admin', 'technicians'] as const;

export const customerInstallationsQuery = () =>
  queryOptions({
    queryKey: customerInstallationsKey,
    queryFn: async () => (await call(listCustomerInstallations)).installations,
  });

export const customerSlotsQuery = (jobId: number) =>
  queryOptions({
    queryKey: [...customerInstallationsKey, jobId, 'slots'],
    queryFn: async () => (await call(listCustomerSlots, { params: { id: jobId } })).slots,
  });

export function useBookSlot(
  kind: 'book' | 'move',
  reactions?: MutationReactions<CustomerInstallation, { jobId: number } & BookSlot>,
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: async ({ jobId, ...slot }: { jobId: number } & BookSlot) => {
        const request = { params: { id: jobId }, body: slot };
        const answer =
          kind === 'book'
            ? await call(bookInstallation, request)
            : await call(moveInstallation, request);
        return answer.installation;
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: customerInstallationsKey }),
    },
    reactions,
  );
}

export const adminWeekQuery = (week: string | undefined, technicianId?: number) =>
  queryOptions({
    queryKey: [...adminInstallationsKey, 'week', week ?? 'this', technicianId ?? 'all'],
    queryFn: () => call(getInstallationWeek, { query: { week, technicianId } }),
    placeholderData: keepPreviousData,
  });

export const adminJobQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminInstallationsKey, 'job', id],
    queryFn: async () => (await call(getInstallationJob, { params: { id } })).job,
  });

export const staffSlotsQuery = (id: number, from?: string, to?: string) =>
  queryOptions({
    queryKey: [...adminInstallationsKey, 'job', id, 'slots', from ?? '', to ?? ''],
    queryFn: async () =>
      (await call(listStaffSlots, { params: { id }, query: { from, to } })).slots,
  });

type JobAction =
  | { id: number; action: 'reschedule'; body: Reschedule }
  | { id: number; action: 'complete'; body: CompleteJob }
  | { id: number; action: 'cancel'; body: { reason: string } };

const jobActionCall = (job: JobAction) => {
  const params = { id: job.id };
  if (job.action === 'reschedule') return call(rescheduleInstallation, { params, body: job.body });
  if (job.action === 'complete') return call(completeInstallation, { params, body: job.body });
  return call(cancelInstallation, { params, body: job.body });
};

export function useJobAction(reactions?: MutationReactions<AdminJob, JobAction>) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: async (job: JobAction) => (await jobActionCall(job)).job,
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminInstallationsKey }),
    },
    reactions,
  );
}

export const techniciansQuery = () =>
  queryOptions({
    queryKey: techniciansKey,
    queryFn: async () => (await call(listTechnicians)).technicians,
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
        const answer =
          'deactivate' in write
            ? await call(deactivateTechnician, { params: { id: write.id } })
            : write.id === null
              ? await call(addTechnician, { body: write.body })
              : await call(updateTechnician, { params: { id: write.id }, body: write.body });
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
    queryFn: async () => (await call(listBlackouts)).blackouts,
  });

type BlackoutWrite = { add: BlackoutInput } | { remove: number };

export function useBlackoutWrite(reactions?: MutationReactions<unknown, BlackoutWrite>) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: (write: BlackoutWrite) =>
        'add' in write
          ? call(addBlackout, { body: write.add })
          : call(removeBlackout, { params: { id: write.remove } }),
      onSettled: () =>
        queryClient.invalidateQueries({ queryKey: [...techniciansKey, 'blackouts'] }),
    },
    reactions,
  );
}

export const installationSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'installation-settings'],
    queryFn: async () => (await call(getInstallationSettings)).settings,
  });

export function useSaveInstallationSettings(
  reactions?: MutationReactions<InstallationSettings, InstallationSettingsInput>,
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: async (body: InstallationSettingsInput) =>
        (await call(saveInstallationSettings, { body })).settings,
      onSuccess: (settings) =>
        queryClient.setQueryData(installationSettingsQuery().queryKey, settings),
    },
    reactions,
  );
}
