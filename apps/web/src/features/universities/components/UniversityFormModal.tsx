import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Modal,
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={university ? `Edit ${university.name}` : 'Add university'}
      size="xl"
      centered
    >
      {opened && <UniversityForm university={university} onClose={onClose} />}
    </Modal>
  );
}

function UniversityForm({ university, onClose }: { university?: University; onClose: () => void }) {
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
          toast.success(university ? 'University updated' : `${saved.name} added to the catalogue`);
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
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Country" withAsterisk {...form.getInputProps('country')} />
          <TextInput label="Location" {...form.getInputProps('location')} />
          <TagsInput label="Intakes" placeholder="Type and press Enter" {...form.getInputProps('intakes')} />
          <TextInput label="Semester fee" {...form.getInputProps('semesterFee')} />
          <TextInput label="Course period" {...form.getInputProps('coursePeriod')} />
          <NumberInput label="World rank" min={1} allowDecimal={false} {...form.getInputProps('worldRank')} />
          <TextInput label="International students" {...form.getInputProps('internationalStudents')} />
          <TextInput label="Website" placeholder="https://" {...form.getInputProps('detailLink')} />
          <Switch
            label="Scholarship available"
            mt={{ sm: 30 }}
            {...form.getInputProps('scholarship', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Divider label="Courses" labelPosition="left" />
        {form.values.courses.length === 0 && (
          <Text fz="sm" c="dimmed">
            No courses yet.
          </Text>
        )}
        {form.values.courses.map((course, index) => (
          <Paper key={course._id ?? `new-${index}`} withBorder radius="md" p="sm">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" style={{ flex: 1 }}>
                <TextInput label="Course" withAsterisk {...form.getInputProps(`courses.${index}.subject`)} />
                <TextInput label="Level" {...form.getInputProps(`courses.${index}.level`)} />
                <TextInput label="IELTS" {...form.getInputProps(`courses.${index}.ieltsScore`)} />
                <TextInput label="Duration" {...form.getInputProps(`courses.${index}.duration`)} />
                <TextInput label="Tuition fees" {...form.getInputProps(`courses.${index}.tuitionFees`)} />
                <TextInput label="Campus city" {...form.getInputProps(`courses.${index}.campusCity`)} />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={`Remove ${course.subject || 'course'}`}
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
            Add course
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
