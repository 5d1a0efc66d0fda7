// Imported first by main.tsx, so it runs before the map's modules are evaluated: a direct link to
// a screen of its own (an analysis sent by a colleague) fetches that screen's chunk as the app
// starts, beside the language and the session check, not after them. The lazy route's own import
// later gets the same module.
if (location.pathname.startsWith('/analyser/')) {
  import('../features/analyser/AnalyserScreen.js').catch((error: unknown) => {
    // The route's own import tries again and shows its error; this was only a head start.
    console.warn("the analyser's code could not be fetched ahead", error);
  });
}

export {};
