import { isRouteErrorResponse, useRouteError } from 'react-router';
import { describeError, ErrorPage } from './ErrorPage.tsx';

/** The router's error element. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <ErrorPage
      detail={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : describeError(error)}
    />
  );
}
