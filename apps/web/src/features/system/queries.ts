import { systemStatusSchema } from '@studydesk/shared/employees';
import { healthSchema } from '@studydesk/shared/health';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export const systemKeys = { health: ['system', 'health'] as const };

export function useHealth() {
  return useQuery({
    queryKey: systemKeys.health,
    // 503 still carries the status body: the database is down, and that is what this screen must show.
    queryFn: ({ signal }) => api.get('/health', { schema: healthSchema, signal, dataStatuses: [503] }),
    refetchInterval: 15_000,
    meta: { errorsShownInline: true },
  });
}

/** GET /system/status: the storage driver and live clients besides what /health tells. */
export function useSystemStatus() {
  return useQuery({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => api.get('/system/status', { schema: systemStatusSchema, signal }),
    refetchInterval: 15_000,
    meta: { errorsShownInline: true },
  });
}
