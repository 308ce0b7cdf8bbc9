import { Button, FileButton, FileInput, Group, Input, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EmployeeFile } from '@studydesk/shared/employees';
import { IconFileText, IconId, IconPhotoUp } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { FilePreview } from '../../../ui/FilePreview.tsx';
import { DOCUMENT_ACCEPT, type EmployeeFiles, IMAGE_ACCEPT } from '../employee-form.ts';

/** SPEC.md 5: profile picture (with a preview) and CV required, NID optional; the names are the multipart parts. */
export function EmployeeFilesSection({
  files,
  errors,
  name,
  onChange,
}: {
  files: EmployeeFiles;
  errors: Partial<Record<EmployeeFile, string>>;
  name: string;
  onChange: (key: EmployeeFile, file: File | null) => void;
}) {
  const { t } = useTexts('employees');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('files')}>
      <Stack gap="md">
        <Title order={3} fz="h4">
          {t('files')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Input.Wrapper label={t('profilePicture')} withAsterisk error={errors.profilePic} id="profilePic-wrapper">
            <Group gap="md" mt={6} wrap="nowrap">
              <FilePreview file={files.profilePic} name={name || 'New employee'} size={72} />
              <Stack gap={4}>
                <FileButton
                  onChange={(file) => onChange('profilePic', file)}
                  accept={IMAGE_ACCEPT}
                  name="profilePic"
                  inputProps={{ 'aria-label': 'Profile picture file' }}
                >
                  {(props) => (
                    <Button {...props} variant="default" size="xs" leftSection={<IconPhotoUp size={16} stroke={1.6} />}>
                      {files.profilePic ? 'Change picture' : 'Choose picture'}
                    </Button>
                  )}
                </FileButton>
                <Text c="dimmed" fz="xs" maw={180} truncate>
                  {files.profilePic?.name ?? 'JPEG, PNG or WebP'}
                </Text>
              </Stack>
            </Group>
          </Input.Wrapper>
          <FileInput
            label={t('cv')}
            withAsterisk
            name="cv"
            accept={DOCUMENT_ACCEPT}
            placeholder={t('chooseTheCv')}
            leftSection={<IconFileText size={18} stroke={1.6} />}
            clearable
            value={files.cv}
            onChange={(file) => onChange('cv', file)}
            error={errors.cv}
          />
          <FileInput
            label={t('nid')}
            name="resume"
            accept={DOCUMENT_ACCEPT}
            placeholder={t('chooseTheNidOptional')}
            leftSection={<IconId size={18} stroke={1.6} />}
            clearable
            value={files.resume}
            onChange={(file) => onChange('resume', file)}
            error={errors.resume}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
