import { ActionIcon, type MantineColorScheme, Menu, useMantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

const CHOICES: { value: MantineColorScheme; label: string; icon: typeof IconSun }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'Auto', icon: IconDeviceDesktop },
];

/** Light, Dark or Auto (follows the system); Mantine remembers the choice in localStorage. */
export function ThemeMenu() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = CHOICES.find((choice) => choice.value === colorScheme) ?? CHOICES[0];
  const CurrentIcon = current?.icon ?? IconSun;
  return (
    <Menu position="bottom-end" width={160} shadow="md">
      <Menu.Target>
        <ActionIcon variant="default" size="lg" radius="md" aria-label={`Theme: ${current?.label ?? 'Light'}`}>
          <CurrentIcon size={18} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        {CHOICES.map(({ value, label, icon: Icon }) => (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} stroke={1.6} />}
            rightSection={value === colorScheme ? <IconCheck size={14} /> : null}
            onClick={() => setColorScheme(value)}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
