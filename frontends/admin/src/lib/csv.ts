/** CSV (RFC 4180, formula-looking cells kept as text: libs/contracts) and browser downloads of files. */
export { csvCell, toCsv } from '@liquify/contracts';
export type { CsvCell as Cell } from '@liquify/contracts';

/** Saves `blob` as `filename` through a temporary link. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadCsv(filename: string, csv: string): void {
  downloadBlob(filename, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
