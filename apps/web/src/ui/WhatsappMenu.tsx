import { Button, Menu } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTexts } from '../i18n/use-texts.ts';

/** A WhatsApp button whose menu chooses the text it opens with (the features pass the templates and the action). */
export function WhatsappMenu<K extends string>({
  choices,
  onChoose,
  loading,
  compact = false,
  label,
}: {
  choices: { key: K; label: string }[];
  onChoose: (key: K) => void;
  loading: boolean;
  compact?: boolean;
  /** The button's accessible name where several students' buttons are on one page. */
  label?: string;
}) {
  const { t } = useTexts('common');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant={compact ? 'subtle' : 'default'}
          size={compact ? 'xs' : 'sm'}
          color={compact ? 'teal' : undefined}
          leftSection={<IconBrandWhatsapp size={16} />}
          loading={loading}
          aria-label={label}
        >
          {t('whatsApp')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('openWhatsAppWith')}</Menu.Label>
        {choices.map((choice) => (
          <Menu.Item key={choice.key} onClick={() => onChoose(choice.key)}>
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
