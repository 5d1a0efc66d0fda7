import { BrowserRouter, Route, Routes } from 'react-router';
import { AuthGate } from './AuthGate.js';
import { AuthTokenRoute } from './AuthTokenRoute.js';
import { DesktopShell } from './DesktopShell.js';
import { ForbiddenPage } from './ForbiddenPage.js';
import { MobileShell } from './MobileShell.js';
import { useIsMobile } from './useIsMobile.js';

/**
 * Route tables of part 1, section 2. Every route except auth and error-* runs the authentication
 * check first. Feature issues add their routes (planner, shared-link view, mobile vehicle list and
 * details) to these tables.
 */
export function AppRoutes() {
  const mobile = useIsMobile();
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/auth/:token" element={<AuthTokenRoute />} />
        <Route path="/errors">
          <Route path="permissions" element={<ForbiddenPage />} />
        </Route>
        <Route
          path="/"
          element={<AuthGate>{mobile ? <MobileShell /> : <DesktopShell />}</AuthGate>}
        />
      </Routes>
    </BrowserRouter>
  );
}
