import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AuthGate } from './AuthGate.js';
import { AuthTokenRoute } from './AuthTokenRoute.js';
import { ForbiddenPage } from './ForbiddenPage.js';
import {
  AnalyserScreen,
  DesktopShell,
  MobileShell,
  MobileVehiclesPage,
  SharedLinkView,
  VehicleDetailsPage,
  WallScreen,
  WallTokenRoute,
} from './lazyParts.js';
import { useIsMobile } from './useIsMobile.js';

/**
 * Route tables of part 1, section 2. Every route except auth, the shared-link view and error-* runs
 * the authentication check first. Feature issues add their routes (planner, mobile vehicle list and
 * details) to these tables.
 */
export function AppRoutes() {
  const mobile = useIsMobile();
  return (
    <BrowserRouter>
      {/* The screens other than the desktop map load on first use (lazyParts). */}
      <Suspense fallback={null}>
        <Routes>
          <Route path="/auth/:token" element={<AuthTokenRoute />} />
          <Route path="/view-shared-link/:token" element={<SharedLinkView />} />
          <Route path="/wall/:token" element={<WallTokenRoute />} />
          <Route path="/errors">
            <Route path="permissions" element={<ForbiddenPage />} />
          </Route>
          <Route
            path="/"
            element={<AuthGate>{mobile ? <MobileShell /> : <DesktopShell />}</AuthGate>}
          />
          <Route
            path="/planner/"
            element={<AuthGate>{mobile ? <Navigate to="/" replace /> : <DesktopShell />}</AuthGate>}
          />
          <Route
            path="/vehicle/:id"
            element={
              <AuthGate>
                <VehicleDetailsPage />
              </AuthGate>
            }
          />
          <Route
            path="/wall"
            element={
              <AuthGate>
                <WallScreen />
              </AuthGate>
            }
          />
          <Route
            path="/analyser/:id"
            element={
              <AuthGate>
                <AnalyserScreen />
              </AuthGate>
            }
          />
          <Route
            path="/vehicles"
            element={
              <AuthGate>{mobile ? <MobileVehiclesPage /> : <Navigate to="/" replace />}</AuthGate>
            }
          />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
