import { PAGE_SIZES } from '@studydesk/shared/lists';
import { listSearch, pagingFromSearch } from '../../ui/list-address.ts';

export type TaskView = 'assigned' | 'given' | 'all';

/** Tasks as the address holds it (issue 19): whose tasks, open or done, and the page. */
export interface TaskListView {
  view: TaskView;
  done: 'true' | 'false';
  page: number;
}

export function taskViewFromSearch(search: URLSearchParams): TaskListView {
  const view = search.get('view');
  return {
    view: view === 'given' || view === 'all' ? view : 'assigned',
    done: search.get('done') === 'true' ? 'true' : 'false',
    page: pagingFromSearch(search).page,
  };
}

export function taskViewToSearch({ view, done, page }: TaskListView): URLSearchParams {
  // Tasks come in the server's pages of one size and one order: only the page is the user's.
  return listSearch(
    [
      ['view', view === 'assigned' ? '' : view],
      ['done', done === 'true' ? done : ''],
    ],
    { page, size: PAGE_SIZES[0], sort: 'newest' },
  );
}
