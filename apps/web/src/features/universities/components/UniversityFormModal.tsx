import {
  ActionIcon,
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
          />
          <TextInput label={t('form.semesterFee')} {...form.getInputProps('semesterFee')} />
          <TextInput label={t('form.coursePeriod')} {...form.getInputProps('coursePeriod')} />
          <NumberInput label={t('form.worldRank')} min={1} allowDecimal={false} {...form.getInputProps('worldRank')} />
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
                <TextInput label={t('form.course')} withAsterisk {...form.getInputProps(`courses.${index}.subject`)} />
                <TextInput label={t('form.level')} {...form.getInputProps(`courses.${index}.level`)} />
                <TextInput label={t('form.ielts')} {...form.getInputProps(`courses.${index}.ieltsScore`)} />
                <TextInput label={t('form.duration')} {...form.getInputProps(`courses.${index}.duration`)} />
                <TextInput label={t('form.tuition')} {...form.getInputProps(`courses.${index}.tuitionFees`)} />
                <TextInput label={t('form.campusCity')} {...form.getInputProps(`courses.${index}.campusCity`)} />
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
