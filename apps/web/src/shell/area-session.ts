import type { Session } from '@studydesk/shared/auth';
import { useOutletContext } from 'react-router';

/** The session of a page inside an area; the area guard has already made sure it exists and has the area's role. */
export function useAreaSession(): Session {
  return useOutletContext<Session>();
}
