import type { jsPDF } from 'jspdf';
// The files are assets of their own, fetched only when a report is made: the page never loads them.
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';

/**
 * The report's font: DejaVu Sans has every letter of the interface's languages (Latin with the
 * Polish, Romanian and Hungarian marks, and Greek), which jsPDF's built-in fonts lack. Embedded
 * with its Unicode map, the text can be searched and copied.
 */
export const REPORT_FONT = 'DejaVuSans';

let files: Promise<[string, string]> | undefined;

async function base64Of(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the report's font: HTTP ${response.status}`);
  const blob = await response.blob();
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error("the report's font did not read"));
    reader.readAsDataURL(blob);
  });
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

/** Adds the report's font, regular and bold, to `doc` (fetched once per page load). */
export async function addReportFont(doc: jsPDF): Promise<void> {
  files ??= Promise.all([base64Of(regularUrl), base64Of(boldUrl)]);
  let loaded: [string, string];
  try {
    loaded = await files;
  } catch (error) {
    files = undefined;
    throw error;
  }
  const [regular, bold] = loaded;
  doc.addFileToVFS('DejaVuSans.ttf', regular);
  doc.addFont('DejaVuSans.ttf', REPORT_FONT, 'normal', 'normal', 'Identity-H');
  doc.addFileToVFS('DejaVuSans-Bold.ttf', bold);
  doc.addFont('DejaVuSans-Bold.ttf', REPORT_FONT, 'bold', undefined, 'Identity-H');
  doc.setFont(REPORT_FONT, 'normal');
}
