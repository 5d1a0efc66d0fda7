/** Presentation properties an SVG needs once it leaves the page's stylesheet. */
const SVG_STYLE = [
  'fill',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'opacity',
  'font-size',
  'font-family',
  'font-weight',
  'text-anchor',
] as const;

/**
 * An inline SVG as an image that draws alone: each element's computed colours and type written
 * on its clone (the page's CSS and its custom properties do not travel with a serialized SVG).
 */
export function svgImage(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const source = [svg, ...svg.querySelectorAll('*')];
  const target = [clone, ...clone.querySelectorAll('*')];
  source.forEach((el, i) => {
    const computed = getComputedStyle(el);
    const out = target[i] as SVGElement | undefined;
    if (!out) return;
    for (const prop of SVG_STYLE) out.style.setProperty(prop, computed.getPropertyValue(prop));
  });
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(svg.clientWidth));
  clone.setAttribute('height', String(svg.clientHeight));
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(clone))}`;
}
