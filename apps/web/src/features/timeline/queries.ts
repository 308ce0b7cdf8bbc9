import { timelineContracts } from '@studydesk/shared/contracts/timeline';
import type { TimelineGroup } from '@studydesk/shared/timeline';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import { studentKeys } from '../students/queries.ts';

/** Under the students' key: whatever changes a student (and invalidates them) refreshes its timeline too. */
export const timelineKeys = {
  /** Every view of one student's timeline, whichever groups it shows: what a new entry refreshes. */
  student: (studentId: number) => [...studentKeys.all, 'timeline', studentId] as const,
  of: (studentId: number, groups: TimelineGroup[]) => [...timelineKeys.student(studentId), groups] as const,
};

/** A student's timeline, newest first, a page at a time ("Load more" asks for the next, older page). */
export function useTimeline(studentId: number, groups: TimelineGroup[]) {
  return useInfiniteQuery({
    queryKey: timelineKeys.of(studentId, groups),
    queryFn: ({ pageParam, signal }) =>
      call(timelineContracts.timeline, {
        params: { studentId },
        query: { group: groups, cursor: pageParam || undefined, limit: 20 },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.page.next ?? undefined,
    meta: { errorsShownInline: true },
  });
}
