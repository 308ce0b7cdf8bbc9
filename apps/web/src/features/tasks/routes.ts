import type { PageModule } from '../../page-module.ts';

/** My Day, the pipeline board and the tasks, loaded when first visited (wired in area-pages.ts). */
export const TASK_PAGES = {
  myDay: async (): Promise<PageModule> => ({ Component: (await import('./pages/MyDayPage.tsx')).MyDayPage }),
  board: async (): Promise<PageModule> => ({ Component: (await import('./pages/BoardPage.tsx')).BoardPage }),
  tasks: async (): Promise<PageModule> => ({ Component: (await import('./pages/TasksPage.tsx')).TasksPage }),
};
