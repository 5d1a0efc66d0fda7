import type { Page } from 'playwright-core';

// ANALYSER_GL=1 in the analyser bench: what a page's WebGL calls cost (a first frame's waits on
// the software GPU process: program links, status queries), by name and call by call.

/** Wraps the WebGL context's methods to sum each one's time in `window.__gl` (ANALYSER_GL). */
export const GL_TIMES = `(() => {
  window.__gl = {};
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype])
    for (const name of Object.getOwnPropertyNames(proto)) {
      const d = Object.getOwnPropertyDescriptor(proto, name);
      if (!d || typeof d.value !== 'function') continue;
      const f = d.value;
      proto[name] = function (...args) {
        const t = performance.now();
        try { return f.apply(this, args); } finally {
          const e = (window.__gl[name] ??= [0, 0, t]);
          const ms = performance.now() - t;
          e[0] += ms; e[1] += 1;
          const shader = name === 'getProgramParameter' && ms > 8
            ? (proto.getAttachedShaders.call(this, args[0]) ?? []).map((sh) => /SHADER_NAME ([^\\s]+)/.exec(proto.getShaderSource.call(this, sh) ?? '')?.[1]).join('+')
            : '';
          if (ms > 8) (window.__glLong ??= []).push(name + '(' + String(args[1] ?? args[0]).slice(0, 6) + ') ' + shader + ' at ' + t.toFixed(0) + ' ' + ms.toFixed(0) + ' ms ' + (new Error().stack ?? '').split('\\n').slice(2, 6).map((l) => l.trim().replace(/^at /, '').replace(/\\(.*\\/assets\\//, '(').slice(0, 60)).join(' < '));
        }
      };
    }
})()`;

/** Prints the page's WebGL totals by name and each call over 8 ms with its program and caller. */
export async function printGlTimes(page: Page): Promise<void> {
  console.log(
    await page.evaluate(`Object.entries(window.__gl ?? {}).sort((a, b) => b[1][0] - a[1][0]).slice(0, 14)
        .map(([name, [ms, n, first]]) => '    gl ' + name + ' ' + ms.toFixed(0) + ' ms in ' + n + ' calls, first at ' + first.toFixed(0))
        .join('\\n') + '\\n' + (window.__glLong ?? []).join('\\n')`),
  );
}
