import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test-support.tsx';
import { DueTimeInput } from './DueTimeInput.tsx';

// Mantine's DateTimePicker works on the browser's wall clock ('YYYY-MM-DD HH:mm:ss'); this fake one shows what it
// was handed and, clicked, gives what a person picking 2 December 2026 at 10:00 on its calendar would.
const picker = vi.hoisted(() => ({ props: {} as { value?: unknown; minDate?: unknown } }));
vi.mock('@mantine/dates', () => ({
  DateTimePicker: (props: { label: string; value?: unknown; minDate?: unknown; onChange: (v: string) => void }) => {
    picker.props = props;
    return (
      <button type="button" onClick={() => props.onChange('2026-12-02 10:00:00')}>
        {props.label}
      </button>
    );
  },
}));

const zoneAtStart = process.env.TZ;

afterEach(() => {
  vi.useRealTimers();
  if (zoneAtStart === undefined) delete process.env.TZ;
  else process.env.TZ = zoneAtStart;
});

describe('the due time input', () => {
  // Node follows a change of TZ at once (in Vitest's forked workers); where it would not, the machine's own zone is
  // still tested.
  it.each(['UTC', 'America/New_York', 'Asia/Dhaka', 'Pacific/Kiritimati'])(
    'reads and shows the time as Dhaka’s, with the browser in %s',
    async (zone) => {
      process.env.TZ = zone;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-01T17:00:00Z'));
      const onChange = vi.fn();
      renderPage(<DueTimeInput label="Due" value="2026-12-03T08:30:00.000Z" onChange={onChange} />, () => {});

      fireEvent.click(await screen.findByRole('button', { name: 'Due' }));
      expect(onChange).toHaveBeenCalledWith('2026-12-02T04:00:00.000Z');
      expect(picker.props.value).toBe('2026-12-03 14:30:00');
      // Nothing before Dhaka's now (23:00 on 1 December there) can be picked.
      expect(picker.props.minDate).toBe('2026-12-01 23:00:00');
      cleanup();
    },
  );
});
