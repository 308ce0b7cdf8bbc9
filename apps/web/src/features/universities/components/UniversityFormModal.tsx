import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type University, type UniversityBody, universityBodySchema } from '@studydesk/shared/website-leads';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { FormButtons } from '../../../ui/FormButtons.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useSaveUniversity } from '../queries.ts';

type Values = Required<Omit<UniversityBody, 'courses'>> & { courses: Required<UniversityBody>['courses'] };

const EMPTY_COURSE = {
  subject: '',
  level: '',
  ieltsScore: '',
  campusCity: '',
  tuitionFees: '',
  applicationFees: '',
  duration: '',
  detailLink: '',
};

/** The course fields this form has an input for, with their labels; a course's other fields are kept as they are. */
const COURSE_INPUTS = [
  ['subject', 'form.course'],
  ['level', 'form.level'],
  ['ieltsScore', 'form.ielts'],
  ['duration', 'form.duration'],
  ['tuitionFees', 'form.tuition'],
  ['campusCity', 'form.campusCity'],
] as const;
const COURSE_WITH_INPUT = new Set<string>(COURSE_INPUTS.map(([field]) => field));
/** The labels of the course fields without an input, to name them when one is wrong. */
const COURSE_FIELD_LABELS: Record<string, string> = {
  applicationFees: 'form.applicationFees',
  detailLink: 'form.courseLink',
};

/**
 * The errors that no input shows, as [course number or null, field, message]: a course field without an input
 * here, or the list of courses itself (more than the schema allows). Without them said somewhere Save would do
 * nothing, without a word. The intakes' errors (`intakes.N`) are shown at the intakes input instead.
 */
function errorsWithoutInput(errors: Record<string, unknown>): [number | null, string, string][] {
  const found: [number | null, string, string][] = [];
  for (const [path, error] of Object.entries(errors)) {
    if (!error) continue;
    if (path === 'courses') found.push([null, path, String(error)]);
    const [, index, field] = /^courses\.(\d+)\.(.+)$/.exec(path) ?? [];
    if (index !== undefined && field !== undefined && !COURSE_WITH_INPUT.has(field)) {
      found.push([Number(index) + 1, field, String(error)]);
    }
  }
  return found;
}

function valuesOf(university?: University): Values {
  if (!university) {
    return {
      name: '',
      country: '',
      location: '',
      intakes: [],
      semesterFee: '',
      coursePeriod: '',
      scholarship: false,
      worldRank: null,
      internationalStudents: '',
      detailLink: '',
      courses: [{ ...EMPTY_COURSE }],
    };
  }
  const { _id, ...fields } = university;
  return fields;
}

/** Super Admin adds a university to the catalogue or edits one, with its courses. */
export function UniversityFormModal({
  university,
  opened,
  onClose,
}: {
  university?: University;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTexts('universities');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={university ? t('form.editTitle', { name: university.name }) : t('form.addTitle')}
      size="xl"
    >
      <UniversityForm university={university} onClose={onClose} />
    </FormModal>
  );
}

function UniversityForm({ university, onClose }: { university?: University; onClose: () => void }) {
  const { t } = useTexts('universities');
  const save = useSaveUniversity();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(university),
    validate: schemaResolver(universityBodySchema, { sync: true }),
  });
  // An intake over 40 characters is wrong at `intakes.N`, which the tags input does not read by itself.
  const intakeErrorPath = Object.keys(form.errors).find((path) => path.startsWith('intakes.'));
  const intakeError =
    form.errors.intakes ??
    (intakeErrorPath &&
      t('form.intakeProblem', {
        intake: form.values.intakes[Number(intakeErrorPath.slice('intakes.'.length))] ?? '',
        message: form.errors[intakeErrorPath],
      }));
  const clearIntakeErrors = () =>
    form.setErrors(
      Object.fromEntries(
        Object.entries(form.errors).filter(([path]) => path !== 'intakes' && !path.startsWith('intakes.')),
      ),
    );
  const otherErrors = errorsWithoutInput(form.errors).map(([course, field, message]) => {
    const label = COURSE_FIELD_LABELS[field];
    if (course === null) return t('form.coursesProblem', { message });
    if (!label) return t('form.courseProblem', { number: course, message });
    return t('form.courseFieldProblem', { number: course, field: t(label), message });
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: university?._id, body: values },
      {
        onSuccess: (saved) => {
          toast.success(university ? t('form.updated') : t('form.added', { name: saved.name }));
          onClose();
        },
        onError: (error) => applyServerErrors(form, error, { toast: 'warning' }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('form.country')} withAsterisk {...form.getInputProps('country')} />
          <TextInput label={t('form.location')} {...form.getInputProps('location')} />
          <TagsInput
            label={t('form.intakes')}
            placeholder={t('form.intakesPlaceholder')}
            {...form.getInputProps('intakes')}
            error={intakeError}
            onChange={(intakes) => {
              form.setFieldValue('intakes', intakes);
              clearIntakeErrors();
            }}
          />
          <TextInput label={t('form.semesterFee')} {...form.getInputProps('semesterFee')} />
          <TextInput label={t('form.coursePeriod')} {...form.getInputProps('coursePeriod')} />
          <NumberInput
            label={t('form.worldRank')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('worldRank')}
            // A cleared field gives '', but the schema wants a number or null: null removes the rank.
            value={form.values.worldRank ?? ''}
            onChange={(rank) => form.setFieldValue('worldRank', typeof rank === 'number' ? rank : null)}
          />
          <TextInput label={t('form.internationalStudents')} {...form.getInputProps('internationalStudents')} />
          <TextInput label={t('form.website')} placeholder="https://" {...form.getInputProps('detailLink')} />
          <Switch
            label={t('form.scholarship')}
            mt={{ sm: 30 }}
            {...form.getInputProps('scholarship', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Divider label={t('form.courses')} labelPosition="left" />
        {form.values.courses.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('form.noCourses')}
          </Text>
        )}
        {form.values.courses.map((course, index) => (
          <Paper key={course._id ?? `new-${index}`} withBorder radius="md" p="sm">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" style={{ flex: 1 }}>
                {COURSE_INPUTS.map(([field, label]) => (
                  <TextInput
                    key={field}
                    label={t(label)}
                    withAsterisk={field === 'subject'}
                    {...form.getInputProps(`courses.${index}.${field}`)}
                  />
                ))}
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={t('form.remove', { course: course.subject || t('form.aCourse') })}
                onClick={() => form.removeListItem('courses', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        {otherErrors.length > 0 && (
          <Alert color="red" variant="light" title={t('form.notSaved')}>
            <Stack gap={4}>
              {otherErrors.map((message) => (
                <Text key={message} fz="sm">
                  {message}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('courses', { ...EMPTY_COURSE })}
          >
            {t('form.addCourse')}
          </Button>
          <FormButtons cancel={t('form.cancel')} submit={t('form.save')} onCancel={onClose} pending={save.isPending} />
        </Group>
      </Stack>
    </form>
  );
}
