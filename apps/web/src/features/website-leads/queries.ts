import type { CreateStudentInput } from '@studydesk/shared/students';
import {
  type EnquiryInput,
  enquiryAnswerSchema,
  profileListSchema,
  type WebApplicationStatus,
  webApplicationSchema,
  websiteProfileSchema,
} from '@studydesk/shared/website-leads';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api/client.ts';
import { toast } from '../../ui/toast.ts';
import { studentKeys } from '../students/queries.ts';

export const leadKeys = {
  all: ['website-leads'] as const,
  list: (scope: string, page: number) => ['website-leads', 'list', scope, page] as const,
  profile: (id: string) => ['website-leads', 'profile', id] as const,
  applications: (id: string) => ['website-leads', 'applications', id] as const,
  visitor: ['website-leads', 'visitor'] as const,
};

// ---- The public side ----------------------------------------------------------------------------------------

const visitorSchema = z.object({
  profile: websiteProfileSchema.nullable(),
  applications: z.array(webApplicationSchema),
});

/** The visitor's own profile and applications, known from the cookie the enquiry set. */
export function useVisitor() {
  return useQuery({
    queryKey: leadKeys.visitor,
    queryFn: ({ signal }) => api.get('/public/my-profile', { schema: visitorSchema, signal }),
    meta: { errorsShownInline: true },
  });
}

export function useSendEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnquiryInput) => api.post('/public/enquiry', input, { schema: enquiryAnswerSchema }),
    meta: { errorsShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.visitor }),
  });
}

export function useForgetVisitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/public/my-profile'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.visitor }),
  });
}

export function useApplyToCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { courseId: string; intake: string; note?: string }) =>
      api.post('/public/applications', body, { schema: webApplicationSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.visitor }),
  });
}

// ---- The staff side -----------------------------------------------------------------------------------------

/**
 * Website-Leads, paged by the server (SPEC.md 2.16): every lead for Super Admin, a Counselor's converted
 * leads through the counselor call.
 */
export function useLeadList(counselorEmployeeId: string | null, page: number) {
  const path = counselorEmployeeId
    ? `/admin/counselor-student-profile-list/${encodeURIComponent(counselorEmployeeId)}?page=${page}`
    : `/admin/enrolled-profile-list?page=${page}`;
  return useQuery({
    queryKey: leadKeys.list(counselorEmployeeId ?? 'all', page),
    queryFn: ({ signal }) => api.get(path, { schema: profileListSchema, wholeBody: true, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLead(profileId: string) {
  return useQuery({
    queryKey: leadKeys.profile(profileId),
    queryFn: ({ signal }) => api.get(`/admin/profile/${profileId}`, { schema: websiteProfileSchema, signal }),
    meta: { errorsShownInline: true },
  });
}

/** GET /user/application-list/{id}: the lead's application cards. */
export function useLeadApplications(profileId: string) {
  return useQuery({
    queryKey: leadKeys.applications(profileId),
    queryFn: ({ signal }) =>
      api.get(`/user/application-list/${profileId}`, { schema: z.array(webApplicationSchema), signal }),
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
    }) => api.patch(`/user/application-list/${profileId}/${applicationId}`, change, { schema: webApplicationSchema }),
    meta: { errorsShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.applications(profileId) }),
  });
}

/** The lead a student came from, if any; a failure only hides the link. */
export function useLeadOfStudent(studentId: number) {
  return useQuery({
    queryKey: ['website-leads', 'of-student', studentId],
    queryFn: ({ signal }) =>
      api.get(`/admin/lead-of-student/${studentId}`, {
        schema: z.object({ profileId: z.string() }).nullable(),
        signal,
      }),
    meta: { errorsShownInline: true },
  });
}

const convertedSchema = z.object({ profile: websiteProfileSchema, student: z.looseObject({ studentId: z.number() }) });

/**
 * The assign step: the lead becomes a student of the chosen counselor. The success toast is shown here,
 * because the assign form gives way to the converted panel before a caller's callback could run.
 */
export function useConvertLead(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ counselor }: { counselor: CreateStudentInput['counselor']; name: string }) =>
      api.post(`/admin/convert-profile/${profileId}`, { counselor }, { schema: convertedSchema }),
    meta: { errorsShownInline: true },
    onSuccess: (_answer, { name }) => {
      toast.success(`Student Assigned to ${name} Successfully.`);
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
    mutationFn: () => api.post(`/admin/merge-profile/${profileId}`, undefined, { schema: websiteProfileSchema }),
    onSuccess: (earlier) => {
      toast.success(`Merged into the earlier enquiry of ${earlier.general.name}.`);
      queryClient.removeQueries({ queryKey: leadKeys.profile(profileId) });
      return queryClient.invalidateQueries({ queryKey: leadKeys.all });
    },
  });
}
