import {
  Alert,
  Anchor,
  Box,
  Button,
  Chip,
  Container,
  Group,
  Input,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { DESTINATIONS, type EnquiryInput, enquirySchema, QUALIFICATIONS } from '@studydesk/shared/website-leads';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { applyServerErrors } from '../../../../ui/forms.ts';
import { ENGLISH_TEST_OPTIONS } from '../../../students/english-tests.ts';
import { useForgetVisitor, useSendEnquiry, useVisitor } from '../../queries.ts';
import classes from './public.module.css';

type Values = {
  name: string;
  email: string;
  phone: string;
  education: {
    chosenCountries: string[];
    englishTest: string;
    total: string;
    qualification: string;
    qualificationScore: string;
  };
  website: string;
};

const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  education: { chosenCountries: [], englishTest: '', total: '', qualification: '', qualificationScore: '' },
  website: '',
};

/**
 * The landing page's enquiry (issue 8): it makes the visitor's website profile, or brings an earlier one
 * up to date, and lets this browser apply to courses. `website` is a honeypot that people never see.
 * `waitingCourse` names the course the visitor chose to apply to before enquiring.
 */
export function EnquirySection({ waitingCourse }: { waitingCourse?: string | null }) {
  const visitor = useVisitor();
  const send = useSendEnquiry();
  const forget = useForgetVisitor();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(enquirySchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    send.mutate(values as EnquiryInput, {
      onSuccess: (result) => {
        setAnswer(result.message);
        form.reset();
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  const profile = visitor.data?.profile;

  return (
    <Container size="md" py={{ base: 56, md: 80 }} id="enquiry">
      <Stack gap="xs" mb="xl" ta="center" align="center">
        <Text c="blue" fw={700} fz="sm" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
          Enquiry
        </Text>
        <Title order={2} fz={{ base: 28, sm: 34 }}>
          Tell us about your plans
        </Title>
        <Text c="dimmed" maw={520}>
          A counselor reads every enquiry and calls you back. Then apply to the courses you like below.
        </Text>
      </Stack>
      {answer && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} mb="lg" role="status">
          {answer}{' '}
          <Anchor href="#courses" fz="sm">
            Find a course to apply to
          </Anchor>
        </Alert>
      )}
      {profile && !answer && (
        <Alert color="blue" variant="light" mb="lg">
          <Group justify="space-between" gap="xs">
            <Text fz="sm">
              You are enquiring as <b>{profile.general.name}</b> ({profile.general.email}).
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => forget.mutate()} loading={forget.isPending}>
              Not you?
            </Button>
          </Group>
        </Alert>
      )}
      {waitingCourse && (
        <Alert color="blue" variant="light" mb="lg" role="status" title="Your chosen course is kept">
          Send this enquiry and your application to <b>{waitingCourse}</b> opens right after it.
        </Alert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <form onSubmit={submit} noValidate aria-label="Enquiry">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Full name" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
              <TextInput label="Phone" type="tel" withAsterisk autoComplete="tel" {...form.getInputProps('phone')} />
              <TextInput
                label="E-mail"
                type="email"
                withAsterisk
                autoComplete="email"
                {...form.getInputProps('email')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
              <Select
                label="Last qualification"
                placeholder="Choose"
                data={[...QUALIFICATIONS]}
                clearable
                {...form.getInputProps('education.qualification')}
                value={form.values.education.qualification || null}
                onChange={(value) => form.setFieldValue('education.qualification', value ?? '')}
              />
              <TextInput
                label="Result (GPA / %)"
                placeholder="e.g. 4.5"
                {...form.getInputProps('education.qualificationScore')}
              />
              <Select
                label="English test"
                placeholder="Choose"
                data={ENGLISH_TEST_OPTIONS}
                clearable
                {...form.getInputProps('education.englishTest')}
                value={form.values.education.englishTest || null}
                onChange={(value) => form.setFieldValue('education.englishTest', value ?? '')}
              />
              <TextInput label="Total score" placeholder="e.g. 6.5" {...form.getInputProps('education.total')} />
            </SimpleGrid>
            <Input.Wrapper label="Countries of interest" error={form.errors['education.chosenCountries']}>
              <Chip.Group multiple {...form.getInputProps('education.chosenCountries')}>
                <Group gap="xs" mt={6}>
                  {DESTINATIONS.map((country) => (
                    <Chip key={country} value={country} variant="outline">
                      {country}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
            {/* The honeypot: hidden from people and screen readers; robots fill every field they find. */}
            <Box className={classes.honeypot} aria-hidden>
              <label>
                Website
                <input
                  tabIndex={-1}
                  autoComplete="off"
                  name="website"
                  value={form.values.website}
                  onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
                />
              </label>
            </Box>
            <Group justify="flex-end">
              <Button type="submit" size="md" leftSection={<IconSend size={16} />} loading={send.isPending}>
                Send enquiry
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
