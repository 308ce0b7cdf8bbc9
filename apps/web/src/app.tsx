import { RouterProvider } from 'react-router';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

/** Every page but the sign-in page opened by its address (main.tsx): the router, each area loaded when visited. */
export function App() {
  return <RouterProvider router={router} />;
}
