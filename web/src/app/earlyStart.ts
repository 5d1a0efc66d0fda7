import { isMobileNow } from './useIsMobile.js';

// Imported by main.tsx, which has nothing else to wait for: a direct link to a screen of its own
// (an analysis sent by a colleague) asks for that screen's data and code as the page loads, not
// after the app has started, checked the session and routed. The lazy route's own import later
// gets the same module; the screen takes the answers asked for here.
/**
 * Starts what a screen of its own needs; resolves once its calls are sent (at once for the other
 * screens), so the app's many modules are fetched and evaluated after them, not in their way.
 */
export async function startScreenAhead(where: { pathname: string; search: string }): Promise<void> {
  if (where.pathname === '/' || where.pathname === '/planner/') {
    // The live map's shell, fetched beside the app's start rather than after the route renders.
    if (!isMobileNow())
      import('./DesktopShell.js').catch((error: unknown) =>
        console.warn('the map could not be fetched ahead', error),
      );
    return;
  }
  if (!where.pathname.startsWith('/analyser/')) return;
  // The calls first: their few modules are evaluated alone, not after the screen's (the map's
  // library among them), so they are on their way before the screen's code is asked for.
  try {
    const { startLinkedLoads } = await import('../features/analyser/analyserLoads.js');
    startLinkedLoads(where);
  } catch (error) {
    console.warn("the analyser's data could not be asked ahead", error);
  }
  import('../features/analyser/AnalyserScreen.js').catch((error: unknown) => {
    // The route's own import tries again and shows its error; this was only a head start.
    console.warn("the analyser's code could not be fetched ahead", error);
  });
}
