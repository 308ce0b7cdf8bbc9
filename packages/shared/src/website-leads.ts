import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { listPagingSchema } from './lists.ts';
import { messageLanguageSchema } from './message-languages.ts';
import { AUTO_ASSIGN, ENGLISH_TESTS, phoneSchema } from './students.ts';

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
const optional = (max: number) => text(max).optional().default('');
const score = optional(10).refine((v) => v === '' || /^\d{1,3}(\.\d{1,2})?$/.test(v), 'Enter a number such as 6.5');

/** The destinations a visitor can tick on the enquiry form; the catalogue covers each. */
export const DESTINATIONS = [
  'UK',
  'USA',
  'Canada',
  'Australia',
  'Germany',
  'Malaysia',
  'Ireland',
  'New Zealand',
] as const;
export const QUALIFICATIONS = ['SSC', 'HSC', 'O Level', 'A Level', 'Diploma', 'Bachelor', 'Masters'] as const;

/** Educational info of a website profile (SPEC.md 3, Student draft `education`). */
export const profileEducationSchema = z.object({
  chosenCountries: z.array(text(60).min(1)).max(10, 'Choose at most 10 countries').default([]),
  englishTest: z
    .union([z.enum(ENGLISH_TESTS), z.literal('')])
    .optional()
    .default(''),
  reading: score,
  writing: score,
  listening: score,
  speaking: score,
  total: score,
  qualification: optional(60),
  qualificationScore: score,
});
export type WebsiteProfileEducation = z.infer<typeof profileEducationSchema>;

export const profileAdditionalSchema = z.object({
  address: optional(300),
  withSpouse: z.boolean().default(false),
  withChildren: z.boolean().default(false),
});
export type WebsiteProfileAdditional = z.infer<typeof profileAdditionalSchema>;

/**
 * POST /public/enquiry: the landing page's form. `website` is the honeypot: a hidden field people never
 * fill, so a value in it marks a robot.
 */
export const enquirySchema = z.object({
  name: text(120).min(1, 'Enter your name'),
  email: emailSchema,
  phone: phoneSchema,
  education: profileEducationSchema.default({
    chosenCountries: [],
    englishTest: '',
    reading: '',
    writing: '',
    listening: '',
    speaking: '',
    total: '',
    qualification: '',
    qualificationScore: '',
  }),
  additional: profileAdditionalSchema.default({ address: '', withSpouse: false, withChildren: false }),
  website: z.string().max(200).optional().default(''),
  /** The language of the page the visitor wrote on: the student they may become gets their messages in it. */
  language: messageLanguageSchema.optional(),
});
export type EnquiryInput = z.input<typeof enquirySchema>;

export const enquiryAnswerSchema = z.object({
  profileId: z.string(),
  /** True when an earlier enquiry with this e-mail or phone was updated instead of a new profile made. */
  updated: z.boolean(),
  /**
   * True when the enquiry became a student and its new name, e-mail or phone went to the student's counselor
   * rather than over the earlier ones (the student's record is the staff's to keep).
   */
  passedToCounselor: z.boolean(),
  message: z.string(),
});

/** Website profile (SPEC.md 3) with the draft's additional block and its link to the student it became. */
export const websiteProfileSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  general: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  education: profileEducationSchema,
  additional: profileAdditionalSchema,
  student: z
    .object({
      _id: z.string(),
      studentId: z.number(),
      fullName: z.string(),
      counselor: z.object({ id: z.string(), employee_id: z.string(), name: z.string() }).nullable(),
    })
    .nullable(),
  /** The earlier profile with this e-mail or phone, when the enquiry came from another browser (staff merge it). */
  possibleDuplicateOf: z.object({ _id: z.string(), name: z.string(), createdAt: z.string() }).nullable(),
});
export type WebsiteProfile = z.infer<typeof websiteProfileSchema>;

/** GET /admin/enrolled-profile-list?page={n}: `profiles` and `totalProfiles`, 10 a page (SPEC.md 7). */
/** Website-Leads' search and filter: whether a lead became a student (empty: either). */
export const LEAD_CONVERSIONS = ['converted', 'new'] as const;
export type LeadConversion = (typeof LEAD_CONVERSIONS)[number];
/**
 * The page, a search in the name, e-mail or phone (`q`), converted or new leads, and a destination the visitor
 * chose (`country`, one of the enquiry form's).
 */
export const profileListQuerySchema = listPagingSchema.extend({
  q: optional(120),
  converted: z
    .union([z.enum(LEAD_CONVERSIONS, { error: 'Choose converted or new' }), z.literal('')])
    .optional()
    .default(''),
  country: z
    .union([z.enum(DESTINATIONS, { error: `Choose one of: ${DESTINATIONS.join(', ')}` }), z.literal('')])
    .optional()
    .default(''),
});
export type ProfileListQuery = z.input<typeof profileListQuerySchema>;
export const profileListSchema = z.object({
  profiles: z.array(websiteProfileSchema),
  totalProfiles: z.number(),
});
export type ProfileList = z.infer<typeof profileListSchema>;

/** A course of the catalogue as an application card shows it (SPEC.md 3, Application (web) `courseId`). */
export const courseSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  university: z.string(),
  universityId: z.string(),
  level: z.string(),
  destination: z.string(),
  ieltsScore: z.string(),
  location: z.string(),
  campusCity: z.string(),
  tuitionFees: z.string(),
  applicationFees: z.string(),
  duration: z.string(),
  intake: z.string(),
  worldRank: z.number().nullable(),
  internationalStudent: z.string(),
  courseDetailLink: z.string(),
  universityDetailLink: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const WEB_APPLICATION_STATUSES = ['submitted', 'in-review', 'offer-received', 'accepted', 'rejected'] as const;
export const webApplicationStatusSchema = z.enum(WEB_APPLICATION_STATUSES);
export type WebApplicationStatus = z.infer<typeof webApplicationStatusSchema>;

export const webApplicationSchema = z.object({
  _id: z.string(),
  courseId: courseSchema,
  status: webApplicationStatusSchema,
  createdAt: z.string(),
  note: z.string(),
  offerLetter: z.string(),
});
export type WebApplication = z.infer<typeof webApplicationSchema>;

/** POST /public/applications: the visitor whose enquiry set the visitor cookie applies to a course. */
export const applyBodySchema = z.object({
  courseId: z.string().uuid('Choose a course'),
  intake: text(40).min(1, 'Choose an intake'),
  note: optional(500),
});

/** PATCH /user/application-list/{profileId}/{applicationId}: staff move an application on. */
export const webApplicationUpdateSchema = z
  .object({
    status: webApplicationStatusSchema.optional(),
    note: text(500).optional(),
    offerLetter: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .max(500)
          .regex(/^https?:\/\/[^\s]+$/, 'Enter the full link, starting with https://'),
      ])
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Change the status, note or offer letter');

/**
 * POST /admin/convert-profile/{profileId}: the assign step of the Student Profile screen (SPEC.md 2.7). An enquiry
 * keeps a phone as typed when it cannot be dialled; `phoneNumber` corrects it for the student.
 */
export const convertBodySchema = z.object({
  counselor: z
    .string({ error: 'Choose One Counselor' })
    .refine((v) => v === AUTO_ASSIGN || z.uuid().safeParse(v).success, 'Choose One Counselor'),
  phoneNumber: phoneSchema.optional(),
});

/** University sample of SPEC.md 3, with its courses. */
export const universityCourseSchema = z.object({
  _id: z.uuid('Not a course of this university').optional(),
  subject: text(150).min(1, 'Enter the course'),
  level: optional(60),
  ieltsScore: optional(10),
  campusCity: optional(100),
  tuitionFees: optional(60),
  applicationFees: optional(60),
  duration: optional(60),
  detailLink: optional(500),
});
export const universityBodySchema = z.object({
  name: text(150).min(1, 'Enter the university name'),
  country: text(60).min(1, 'Enter the country'),
  location: optional(150),
  intakes: z.array(text(40).min(1)).max(12).default([]),
  semesterFee: optional(60),
  coursePeriod: optional(60),
  scholarship: z.boolean().default(false),
  worldRank: z.number().int().min(1).max(100_000).nullable().default(null),
  internationalStudents: optional(60),
  detailLink: optional(500),
  courses: z.array(universityCourseSchema).max(100).default([]),
});
export type UniversityBody = z.input<typeof universityBodySchema>;
export const universitySchema = universityBodySchema.extend({
  _id: z.string(),
  courses: z.array(universityCourseSchema.extend({ _id: z.string() })),
});
export type University = z.infer<typeof universitySchema>;

/** University filter and course finder: Country, Course, Intake, 10 per page (SPEC.md 2.16, 9). */
export const UNIVERSITY_PAGE_SIZE = 10;
export const universityFilterSchema = z.object({
  country: optional(60),
  course: optional(150),
  intake: optional(40),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type UniversityFilter = z.input<typeof universityFilterSchema>;
export const universityListSchema = z.object({ universities: z.array(universitySchema), total: z.number() });
export type UniversityList = z.infer<typeof universityListSchema>;

/** The catalogue's values to suggest: the filter's three, and university names for the application form. */
export const suggestionFieldSchema = z.enum(['country', 'course', 'intake', 'university']);
export type SuggestionField = z.infer<typeof suggestionFieldSchema>;
/** The catalogue's countries and intakes, every one, for the course finder's choices. */
export const catalogueChoicesSchema = z.object({ countries: z.array(z.string()), intakes: z.array(z.string()) });
export type CatalogueChoices = z.infer<typeof catalogueChoicesSchema>;
export const universitySuggestionQuerySchema = z.object({
  field: suggestionFieldSchema,
  prefix: optional(60),
});
