import { z } from 'zod';
import { envelope } from '../api.ts';
import { contract } from '../contract.ts';
import { possibleMatchesQuerySchema, possibleMatchSchema, searchQuerySchema, searchResultsSchema } from '../search.ts';

/** The top bar's search (issue 19). */
export const searchContracts = {
  search: contract({
    method: 'GET',
    path: '/search',
    tag: 'search',
    summary: 'Find anyone: students, employees, universities and website leads',
    description:
      'Anyone signed in may call it and gets only what they may open: students for Super Admin and the receptionist ' +
      'all, for the three desks their own; employees for Super Admin and Hr; universities for everyone; website ' +
      'leads for Super Admin. `q` finds a student by Student ID, by phone number in any format, by e-mail and by name ' +
      '(a part of it, or near misses by spelling); each student comes with its status, its counselor and the key ' +
      'it matched. At most eight of each. Text of only punctuation, or over 200 characters, finds nothing (never an ' +
      'error).',
    query: searchQuerySchema,
    response: envelope(searchResultsSchema),
  }),
  possibleMatches: contract({
    method: 'GET',
    path: '/search/possible-matches',
    tag: 'search',
    summary: 'Registered students who may be the person being registered',
    description:
      'Super Admin and the receptionist may call it, while registering a student or converting a website lead. It ' +
      'answers the live students with the same phone number (compared as the office dials it), the same e-mail (in ' +
      'any case), or a similar name and the same date of birth (`dob`, as the form sends it), each with why, its ' +
      'status and its counselor; at most five, the most reasons first. Keys left empty are not compared.',
    query: possibleMatchesQuerySchema,
    response: envelope(z.array(possibleMatchSchema)),
  }),
};
