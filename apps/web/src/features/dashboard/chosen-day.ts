import { officeToday } from '@studydesk/shared/dates';
import { useState } from 'react';
import { useNow } from '../../ui/use-now.ts';
import type { Day } from './office-days.ts';

/**
 * The office day a list of days shows (Pre / Next) and its page. Until another day is chosen it is today, following
 * the clock (as the receptionist's dashboard): a tab left open overnight showed yesterday's arrivals the next
 * morning, Next now enabled. Choosing today again follows the days once more. Another day starts at page 1.
 */
export function useChosenDay() {
  const today = officeToday(useNow(60_000));
  const [chosen, setChosen] = useState<{ day: Day | null; page: number; pageOf: Day }>({
    day: null,
    page: 1,
    pageOf: today,
  });
  const date = chosen.day ?? today;
  return {
    today,
    date,
    // a page of the day it was turned on
    page: chosen.pageOf === date ? chosen.page : 1,
    goTo: (day: Day) => setChosen({ day: day === today ? null : day, page: 1, pageOf: day }),
    setPage: (page: number) => setChosen({ day: chosen.day, page, pageOf: date }),
  };
}
