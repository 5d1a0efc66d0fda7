import { PDF } from '@fleetdeck/shared';

/** Presentation properties an SVG needs once it leaves the page's stylesheet. */
const SVG_STYLE = [
  'fill',
  'stroke',
  'stroke-width',
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

export interface ReportContent {
  title: string;
  /** Lines under the title: vehicle, driver, range, address. */
  lines: string[];
  map: HTMLCanvasElement | undefined;
  /** The chart and the timeline as drawn on screen. */
  plots: SVGSVGElement[];
  /** The recap, copied as it is. */
  recap: HTMLElement | null;
  fileName: string;
}

/**
 * The analyser's PDF (spec part 2 section 9): the report laid out 800 px wide, drawn by
 * html2canvas at quality 2, cut into A4 portrait pages every 1,400 px of content (each scaled to
 * the page's height, with margins either side), saved by the browser. jsPDF and html2canvas load only when a report is printed.
 */
export async function printReport(content: ReportContent): Promise<void> {
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([
    import('jspdf'),
    import('html2canvas'),
  ]);
  const page = document.createElement('div');
  page.className = 'pdf-report';
  page.style.width = `${PDF.contentWidthPx}px`;
  const h1 = document.createElement('h1');
  h1.textContent = content.title;
  page.append(h1);
  for (const line of content.lines) {
    const p = document.createElement('p');
    p.textContent = line;
    page.append(p);
  }
  const image = (src: string) => {
    const img = document.createElement('img');
    img.src = src;
    img.style.width = '100%';
    page.append(img);
    return new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('a report image did not load'));
    });
  };
  const loads: Promise<void>[] = [];
  if (content.map) loads.push(image(content.map.toDataURL('image/jpeg', 0.92)));
  for (const svg of content.plots) loads.push(image(svgImage(svg)));
  if (content.recap) page.append(content.recap.cloneNode(true));
  document.body.append(page);
  try {
    await Promise.all(loads);
    const canvas = await html2canvas(page, {
      scale: PDF.quality,
      width: PDF.contentWidthPx,
      backgroundColor: getComputedStyle(document.body).backgroundColor || '#ffffff',
      logging: false,
    });
    const pdf = new jsPDF({ orientation: PDF.orientation, unit: 'mm', format: PDF.format });
    const pageW = pdf.internal.pageSize.getWidth();
    const pageH = pdf.internal.pageSize.getHeight();
    // A page holds 1,400 px of content, scaled to the page's height, centred across it.
    const slice = PDF.pageSplitHeightPx * PDF.quality;
    const mmPerPx = pageH / slice;
    const left = (pageW - canvas.width * mmPerPx) / 2;
    for (let y = 0, n = 0; y < canvas.height; y += slice, n++) {
      const part = document.createElement('canvas');
      part.width = canvas.width;
      part.height = Math.min(slice, canvas.height - y);
      part.getContext('2d')!.drawImage(canvas, 0, -y);
      if (n > 0) pdf.addPage();
      pdf.addImage(part, 'JPEG', left, 0, part.width * mmPerPx, part.height * mmPerPx);
    }
    pdf.save(content.fileName);
  } finally {
    page.remove();
  }
}
