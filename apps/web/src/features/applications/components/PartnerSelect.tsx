import { Autocomplete } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { usePartnerNames } from '../../money/queries.ts';

interface PartnerSelectProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (name: string) => void;
  error?: string;
}

/**
 * The application's B2B agent (issue 18): the active partners are offered as one types (`GET /partners/names`, for
 * whoever files applications), and the partner's name is sent. A name no partner has yet is kept as typed: the server
 * adds it as a partner with no share, for Accounts to complete (docs/decisions.md, "Money").
 */
export function PartnerSelect({ label, placeholder, value, onChange, error }: PartnerSelectProps) {
  const { t } = useTexts('applications');
  const partners = usePartnerNames();
  return (
    <Autocomplete
      label={label}
      placeholder={placeholder}
      description={t('chosenFromThePartners')}
      data={(partners.data ?? []).map((partner) => partner.name)}
      value={value}
      onChange={onChange}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
