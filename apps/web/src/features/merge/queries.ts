import { mergeContracts } from '@studydesk/shared/contracts/merge';
import type { MergeStudentsInput } from '@studydesk/shared/merge';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../api/call.ts';
import { studentKeys } from '../students/queries.ts';

/** Two students made one (issue 19); every student list and page reads again afterwards. */
export function useMergeStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MergeStudentsInput) => callData(mergeContracts.merge, { body }),
    meta: { errorsShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
