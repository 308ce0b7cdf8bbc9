import { Grid, Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { APPLICATION_STATUSES, type ApplicationInput } from '@studydesk/shared/applications';
import { useTexts } from '../../../i18n/use-texts.ts';
import { CourseLevelSelect } from '../../../ui/CourseLevelSelect.tsx';
import { CurrencySelect } from '../../../ui/CurrencySelect.tsx';
import { CatalogueAutocomplete } from './CatalogueAutocomplete.tsx';
import { PartnerSelect } from './PartnerSelect.tsx';

/** The fields whose inputs take only a string value. */
type TextField = 'universityName' | 'subject' | 'country' | 'intake' | 'b2b' | 'courseLevel' | 'tuitionCurrency';

/** An application's inputs, for Add an application and Edit application alike (one declaration of each field). */
export function ApplicationInputs({
  form,
  wide = true,
}: {
  form: UseFormReturnType<ApplicationInput>;
  wide?: boolean;
}) {
  const { t } = useTexts('applications');
  const half = { base: 12, md: wide ? 6 : 12 };
  const third = { base: 12, sm: 6, md: wide ? 4 : 6 };
  const text = (name: TextField) => {
    const { value, ...props } = form.getInputProps(name);
    return { ...props, value: String(value ?? '') };
  };
  return (
    <Grid gap="md">
      <Grid.Col span={half}>
        <CatalogueAutocomplete
          field="university"
          label={t('university')}
          description={t('suggestedFromTheCatalogueAny')}
          withAsterisk
          {...text('universityName')}
          key={form.key('universityName')}
        />
      </Grid.Col>
      <Grid.Col span={half}>
        <CatalogueAutocomplete
          field="course"
          label={t('subject')}
          withAsterisk
          {...text('subject')}
          key={form.key('subject')}
        />
      </Grid.Col>
      <Grid.Col span={third}>
        <CatalogueAutocomplete
          field="country"
          label={t('country')}
          withAsterisk
          {...text('country')}
          key={form.key('country')}
        />
      </Grid.Col>
      <Grid.Col span={third}>
        <CatalogueAutocomplete
          field="intake"
          label={t('intake')}
          placeholder={t('september2027')}
          withAsterisk
          {...text('intake')}
          key={form.key('intake')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: wide ? 4 : 12 }}>
        <Select
          label={t('status')}
          data={[...APPLICATION_STATUSES]}
          allowDeselect={false}
          {...form.getInputProps('status')}
          key={form.key('status')}
        />
      </Grid.Col>
      <Grid.Col span={third}>
        <CourseLevelSelect label={t('courseLevel')} {...text('courseLevel')} key={form.key('courseLevel')} />
      </Grid.Col>
      <Grid.Col span={third}>
        <TextInput
          label={t('tuitionFee')}
          placeholder="12500.00"
          inputMode="decimal"
          autoComplete="off"
          {...form.getInputProps('tuitionFee')}
          key={form.key('tuitionFee')}
        />
      </Grid.Col>
      <Grid.Col span={third}>
        <CurrencySelect
          label={t('tuitionCurrency')}
          clearable
          {...text('tuitionCurrency')}
          key={form.key('tuitionCurrency')}
        />
      </Grid.Col>
      <Grid.Col span={half}>
        <PartnerSelect
          label={t('b2bAgent')}
          placeholder={t('klPartnersSdnBhd')}
          {...text('b2b')}
          key={form.key('b2b')}
        />
      </Grid.Col>
      <Grid.Col span={half}>
        <TextInput
          label={t('link')}
          placeholder={t('https')}
          description={t('theApplicationPortalIfAny')}
          {...form.getInputProps('link')}
          key={form.key('link')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={t('note')}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('note')}
          key={form.key('note')}
        />
      </Grid.Col>
    </Grid>
  );
}
