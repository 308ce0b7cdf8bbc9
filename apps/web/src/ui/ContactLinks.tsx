import { Anchor } from '@mantine/core';
import { mailtoHref, telHref } from './contact-links.ts';
import { showPhone } from './office-phone.ts';

/** A phone number a counselor on a phone can tap to call, written as the office reads it; '—' when there is none. */
export function PhoneLink({ phone }: { phone: string }) {
  if (!phone.trim()) return '—';
  return (
    <Anchor href={telHref(phone)} fz="inherit">
      {showPhone(phone)}
    </Anchor>
  );
}

/** An e-mail address that opens the mail app; '—' when there is none. */
export function EmailLink({ email }: { email: string }) {
  if (!email.trim()) return '—';
  return (
    <Anchor href={mailtoHref(email)} fz="inherit" style={{ overflowWrap: 'anywhere' }}>
      {email}
    </Anchor>
  );
}
