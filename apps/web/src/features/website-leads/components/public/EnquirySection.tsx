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
import { useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { toLatinDigits } from '../../../../i18n/format.ts';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { applyServerErrors, focusFirstError } from '../../../../ui/forms.ts';
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

/** The form's first field: Apply before enquiring (CourseFinderSection.tsx) brings the visitor there. */
export const ENQUIRY_FIRST_FIELD = 'enquiry-name';

/** Fields where a visitor may type Bangla digits; they are sent as the digits the API checks. */
const DIGIT_FIELDS = new Set(['phone', 'education.total', 'education.qualificationScore']);

/**
 * The landing page's enquiry (issue 8): it makes the visitor's website profile, or brings an earlier one
 * up to date, and lets this browser apply to courses. `website` is a honeypot that people never see.
 * `waitingCourse` names the course the visitor chose to apply to before enquiring. In English or Bangla (issue 16).
 */
export function EnquirySection({ waitingCourse }: { waitingCourse?: { course: string; university: string } | null }) {
  const { t, wordFor, language } = useTexts('enquiry');
  const common = useTexts('common');
  const visitor = useVisitor();
  const send = useSendEnquiry();
  const forget = useForgetVisitor();
  const [answer, setAnswer] = useState<string | null>(null);
  const countriesId = useId();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(enquirySchema, { sync: true }),
  });
  const submit = form.onSubmit(
    (values) =>
      // the page's language: the student this lead may become gets their messages in it
      send.mutate(
        { ...(values as EnquiryInput), language },
        {
          onSuccess: (result) => {
            setAnswer(
              t(
                result.passedToCounselor
                  ? 'answer.passedToCounselor'
                  : result.updated
                    ? 'answer.updated'
                    : 'answer.created',
              ),
            );
            form.reset();
          },
          onError: (error) => applyServerErrors(form, error),
        },
      ),
    // a refused Send moves the focus to what to correct, rather than leaving it on the button
    focusFirstError,
  );
  const profile = visitor.data?.profile;
  /** A field's props with its message in the page's language and Bangla digits read as the API's. */
  const field = (path: string) => {
    const props = form.getInputProps(path);
    const error = typeof props.error === 'string' ? errorText(props.error) : props.error;
    if (!DIGIT_FIELDS.has(path)) return { ...props, error };
    return {
      ...props,
      error,
      onChange: (event: { currentTarget: { value: string } }) =>
        form.setFieldValue(path, toLatinDigits(event.currentTarget.value)),
    };
  };
  function errorText(message: string) {
    const atMost = /^Use at most (\d+) characters$/.exec(message);
    return atMost ? t('atMost', { count: Number(atMost[1]) }) : wordFor('errors', message);
  }
  const countriesError = field('education.chosenCountries').error;

  return (
    <Container size="md" py={{ base: 56, md: 80 }} id="enquiry">
      <Stack gap="xs" mb="xl" ta="center" align="center">
        <Text c="blue" fw={700} fz="sm" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
          {t('eyebrow')}
        </Text>
        <Title order={2} fz={{ base: 28, sm: 34 }}>
          {t('title')}
        </Title>
        <Text c="dimmed" maw={520}>
          {t('lead')}
        </Text>
      </Stack>
      {answer && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} mb="lg" role="status">
          {answer}{' '}
          <Anchor href="#courses" fz="sm">
            {t('findCourse')}
          </Anchor>
        </Alert>
      )}
      {profile && !answer && (
        <Alert color="blue" variant="light" mb="lg">
          <Group justify="space-between" gap="xs">
            <Text fz="sm">
              <Trans
                t={t}
                i18nKey="enquiringAs"
                values={{ name: profile.general.name, email: profile.general.email }}
                components={{ b: <b /> }}
              />
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => forget.mutate()} loading={forget.isPending}>
              {t('notYou')}
            </Button>
          </Group>
        </Alert>
      )}
      {waitingCourse && (
        <Alert color="blue" variant="light" mb="lg" role="status" title={t('waitingTitle')}>
          <Trans t={t} i18nKey="waiting" values={{ course: t('courseAt', waitingCourse) }} components={{ b: <b /> }} />
        </Alert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <form onSubmit={submit} noValidate aria-label={t('form')}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                id={ENQUIRY_FIRST_FIELD}
                label={t('name')}
                withAsterisk
                autoComplete="name"
                {...field('name')}
              />
              <TextInput label={t('phone')} type="tel" withAsterisk autoComplete="tel" {...field('phone')} />
              <TextInput label={t('email')} type="email" withAsterisk autoComplete="email" {...field('email')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
              <Select
                label={t('qualification')}
                placeholder={t('choose')}
                data={QUALIFICATIONS.map((value) => ({ value, label: wordFor('qualifications', value) }))}
                clearable
                {...field('education.qualification')}
                value={form.values.education.qualification || null}
                onChange={(value) => form.setFieldValue('education.qualification', value ?? '')}
              />
              <TextInput
                label={t('result')}
                placeholder={t('resultExample')}
                inputMode="decimal"
                {...field('education.qualificationScore')}
              />
              <Select
                label={t('englishTest')}
                placeholder={t('choose')}
                data={ENGLISH_TEST_OPTIONS.map(({ value, label }) => ({
                  value,
                  label: wordFor('tests', value, label),
                }))}
                clearable
                {...field('education.englishTest')}
                value={form.values.education.englishTest || null}
                onChange={(value) => form.setFieldValue('education.englishTest', value ?? '')}
              />
              <TextInput
                label={t('total')}
                placeholder={t('totalExample')}
                inputMode="decimal"
                {...field('education.total')}
              />
            </SimpleGrid>
            {/* Chips are a set of checkboxes, not one input a <label> could point at: the title names their group. */}
            <Input.Wrapper
              id={countriesId}
              labelElement="div"
              role="group"
              aria-labelledby={`${countriesId}-label`}
              label={t('countries')}
              error={countriesError}
              aria-describedby={countriesError ? `${countriesId}-error` : undefined}
            >
              <Chip.Group multiple {...form.getInputProps('education.chosenCountries')}>
                <Group gap="xs" mt={6}>
                  {DESTINATIONS.map((country) => (
                    <Chip key={country} value={country} variant="outline">
                      {common.wordFor('countries', country)}
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
                {t('send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
