import { ActionIcon, type MantineColorScheme, Menu, useMantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTexts } from '../i18n/use-texts.ts';

const CHOICES: { value: MantineColorScheme; icon: typeof IconSun }[] = [
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoon },
  { value: 'auto', icon: IconDeviceDesktop },
];

/** Light, Dark or Auto (follows the system); Mantine remembers the choice in localStorage. */
export function ThemeMenu() {
  const { t } = useTexts('common');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = CHOICES.find((choice) => choice.value === colorScheme) ?? CHOICES[0];
  const CurrentIcon = current?.icon ?? IconSun;
  return (
    <Menu position="bottom-end" width={160} shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          radius="md"
          aria-label={t('theme.current', { name: t(`theme.${current?.value ?? 'light'}`) })}
        >
          <CurrentIcon size={18} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('theme.menu')}</Menu.Label>
        {CHOICES.map(({ value, icon: Icon }) => (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} stroke={1.6} />}
            rightSection={value === colorScheme ? <IconCheck size={14} /> : null}
            onClick={() => setColorScheme(value)}
          >
            {t(`theme.${value}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
