import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A form's Cancel and submit buttons, at its end: Cancel is held and the submit button spins while the form is being
 * saved (`pending`); `disabled` holds the submit button too (nothing changed yet).
 */
export function FormButtons({
  cancel,
  submit,
  onCancel,
  pending,
  disabled,
  color,
}: {
  cancel: ReactNode;
  submit: ReactNode;
  onCancel: () => void;
  pending: boolean;
  disabled?: boolean;
  color?: ButtonProps['color'];
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {cancel}
      </Button>
      <Button type="submit" color={color} loading={pending} disabled={disabled}>
        {submit}
      </Button>
    </Group>
  );
}
