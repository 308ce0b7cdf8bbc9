import { pathOf } from '@studydesk/shared/contract';
import { healthContracts } from '@studydesk/shared/contracts/health';
import { systemContracts } from '@studydesk/shared/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';
import { API_BASE, apiRequest } from '../../api/client.ts';

export const systemKeys = { health: ['system', 'health'] as const };

/** The health answer as the browser shows it, for the page's "Raw health answer" link. */
export const RAW_HEALTH_URL = `${API_BASE}${pathOf(healthContracts.health)}`;

export function useHealth() {
  const { health } = healthContracts;
  return useQuery({
    queryKey: systemKeys.health,
    // 503 still carries the status body: the database is down, and that is what this screen must show. call()
    // treats every status but a success as a failure, hence apiRequest with the contract's path and schema.
    queryFn: ({ signal }) =>
      apiRequest(pathOf(health), {
        method: health.method,
        schema: health.response.shape.data,
        signal,
        dataStatuses: [503],
      }),
    refetchInterval: 15_000,
    meta: { errorsShownInline: true },
  });
}

/** GET /system/status: the storage driver and live clients besides what /health tells. */
export function useSystemStatus() {
  return useQuery({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => callData(systemContracts.status, { signal }),
    refetchInterval: 15_000,
    meta: { errorsShownInline: true },
  });
}
