import { websiteLeadsContracts as leads } from '@studydesk/shared/contracts/website-leads';
import type { CreateStudentInput } from '@studydesk/shared/students';
import type { EnquiryInput, ProfileListQuery, WebApplicationStatus } from '@studydesk/shared/website-leads';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '../../api/call.ts';
import { pagingQuery } from '../../ui/list-address.ts';
import { toast } from '../../ui/toast.ts';
import { studentKeys } from '../students/queries.ts';
import type { LeadListView } from './lead-filter.ts';

export const leadKeys = {
  all: ['website-leads'] as const,
  list: (scope: string, query: ProfileListQuery) => ['website-leads', 'list', scope, query] as const,
  profile: (id: string) => ['website-leads', 'profile', id] as const,
  applications: (id: string) => ['website-leads', 'applications', id] as const,
  visitor: ['website-leads', 'visitor'] as const,
};

// ---- The public side ----------------------------------------------------------------------------------------

/** The visitor's own profile and applications, known from the cookie the enquiry set. */
export function useVisitor() {
  return useQuery({
    queryKey: leadKeys.visitor,
    queryFn: ({ signal }) => callData(leads.myProfile, { signal }),
    meta: { errorsShownInline: true },
  });
}

export function useSendEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnquiryInput) => callData(leads.enquiry, { body: input }),
    meta: { errorsShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.visitor }),
  });
}

export function useForgetVisitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callData(leads.forgetMe),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.visitor }),
  });
}

export function useApplyToCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { courseId: string; intake: string; note?: string }) => callData(leads.apply, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.visitor }),
  });
}

// ---- The staff side -----------------------------------------------------------------------------------------

/**
 * Website-Leads, paged, searched and filtered by the server (SPEC.md 2.16): every lead for Super Admin, a
 * Counselor's converted leads through the counselor call.
 */
export function useLeadList(counselorEmployeeId: string | null, { filter, ...paging }: LeadListView) {
  const query: ProfileListQuery = { ...filter, ...pagingQuery(paging) };
  return useQuery({
    queryKey: leadKeys.list(counselorEmployeeId ?? 'all', query),
    queryFn: ({ signal }) =>
      counselorEmployeeId
        ? call(leads.counselorProfiles, { params: { employee_id: counselorEmployeeId }, query, signal })
        : call(leads.profiles, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

export function useLead(profileId: string) {
  return useQuery({
    queryKey: leadKeys.profile(profileId),
    queryFn: ({ signal }) => callData(leads.profile, { params: { profileId }, signal }),
    meta: { errorsShownInline: true },
  });
}

/** GET /user/application-list/{id}: the lead's application cards. */
export function useLeadApplications(profileId: string) {
  return useQuery({
    queryKey: leadKeys.applications(profileId),
    queryFn: ({ signal }) => callData(leads.applications, { params: { profileId }, signal }),
    meta: { errorsShownInline: true },
  });
}

export function useUpdateLeadApplication(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      applicationId,
      change,
    }: {
      applicationId: string;
      change: { status?: WebApplicationStatus; note?: string; offerLetter?: string };
    }) => callData(leads.updateApplication, { params: { profileId, applicationId }, body: change }),
    meta: { errorsShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.applications(profileId) }),
  });
}

/** The lead a student came from, if any; a failure only hides the link. */
export function useLeadOfStudent(studentId: number) {
  return useQuery({
    queryKey: ['website-leads', 'of-student', studentId],
    queryFn: ({ signal }) => callData(leads.leadOfStudent, { params: { studentId }, signal }),
    meta: { errorsShownInline: true },
  });
}

/**
 * The assign step: the lead becomes a student of the chosen counselor. The success toast is shown here,
 * because the assign form gives way to the converted panel before a caller's callback could run.
 */
export function useConvertLead(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      counselor,
      phoneNumber,
    }: {
      counselor: CreateStudentInput['counselor'];
      name: string;
      phoneNumber?: string;
    }) => callData(leads.convert, { params: { profileId }, body: { counselor, phoneNumber } }),
    meta: { errorsShownInline: true },
    onSuccess: (answer, { name }) => {
      toast.success(
        `Student Assigned to ${name || answer.student.counselor?.employee_name || 'the counselor'} Successfully.`,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.all }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      ]);
    },
  });
}

/** Super Admin merges a possible duplicate into the earlier enquiry it points at; the duplicate is gone after. */
export function useMergeDuplicate(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callData(leads.merge, { params: { profileId } }),
    onSuccess: (earlier) => {
      toast.success(`Merged into the earlier enquiry of ${earlier.general.name}.`);
      queryClient.removeQueries({ queryKey: leadKeys.profile(profileId) });
      return queryClient.invalidateQueries({ queryKey: leadKeys.all });
    },
  });
}
