import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Employee } from '@studydesk/shared/employees';
import { IconPhotoUp, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FilePreview } from '../../../ui/FilePreview.tsx';
import { toast } from '../../../ui/toast.ts';
import { IMAGE_ACCEPT, isImage } from '../../employees/employee-form.ts';
import { useUploadPicture } from '../queries.ts';

/** Choose a picture, see it, then upload it; the top bar shows it once saved. */
export function PictureCard({ profile }: { profile: Employee }) {
  const { t } = useTexts('settings');
  const upload = useUploadPicture();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen && !isImage(chosen) ? t('useAJPEGPNGOr') : null);
  };
  const save = () => {
    if (!file || error) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        toast.success(t('yourProfilePictureWasUpdated'));
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('profilePicture')}>
      <Stack gap="md">
        <Title order={3} fz="h4">
          {t('profilePicture')}
        </Title>
        <Group gap="lg" wrap="nowrap">
          <FilePreview file={file} fallback={profile.profilePic} name={profile.name} size={96} />
          <Stack gap="xs">
            <Group gap="sm">
              <FileButton
                onChange={choose}
                accept={IMAGE_ACCEPT}
                name="file"
                inputProps={{ 'aria-label': t('pictureFile') }}
              >
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} stroke={1.6} />}>
                    {t('choosePicture')}
                  </Button>
                )}
              </FileButton>
              <Button
                leftSection={<IconUpload size={16} stroke={1.6} />}
                disabled={!file || Boolean(error)}
                loading={upload.isPending}
                onClick={save}
              >
                {t('upload')}
              </Button>
            </Group>
            <Text c="dimmed" fz="sm">
              {file ? file.name : t('jPEGPNGOrWebPShown')}
            </Text>
          </Stack>
        </Group>
        {error && <ErrorAlert>{error}</ErrorAlert>}
      </Stack>
    </Paper>
  );
}
