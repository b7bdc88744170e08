import { locationQrValue, type WarehouseLocation } from '@shop/contract';
import { newPdf } from './pdf.ts';

/** Three columns by eight rows of 2.3 x 1.2 inch labels on a letter page. */
const COLUMNS = 3;
const ROWS = 8;

/**
 * A printable sheet of bin labels: each label carries the bin's QR code (the
 * "zone,aisle,rack,shelf" value the scanners read, docs/modules/warehouse.md#picking-and-scanning)
 * and its code in large type, so staff can label a zone or an aisle in one print.
 */
export async function renderLocationLabelsPdf(
  title: string,
  bins: WarehouseLocation[],
  qrPng: (value: string) => Promise<Buffer>,
): Promise<Buffer> {
  const { doc, done, left, width } = newPdf(null, { title, subject: 'Bin labels' });
  const top = doc.page.margins.top;
  const cellWidth = width / COLUMNS;
  const cellHeight = (doc.page.height - top - doc.page.margins.bottom) / ROWS;
  const qrSize = Math.min(cellHeight - 12, 72);
  for (const [i, bin] of bins.entries()) {
    const slot = i % (COLUMNS * ROWS);
    if (i > 0 && slot === 0) doc.addPage();
    const x = left + (slot % COLUMNS) * cellWidth;
    const y = top + Math.floor(slot / COLUMNS) * cellHeight;
    doc
      .lineWidth(0.5)
      .strokeColor('#adb5bd')
      .rect(x + 2, y + 2, cellWidth - 4, cellHeight - 4)
      .stroke();
    doc.image(await qrPng(locationQrValue(bin)), x + 8, y + (cellHeight - qrSize) / 2, {
      width: qrSize,
    });
    const textLeft = x + 14 + qrSize;
    const textWidth = cellWidth - qrSize - 22;
    // The code on one line: the type shrinks until it fits the label.
    doc.fillColor('#212529').font('Helvetica-Bold');
    let size = 14;
    while (size > 6 && doc.fontSize(size).widthOfString(bin.location_code) > textWidth) size -= 1;
    doc.text(bin.location_code, textLeft, y + 14, { width: textWidth, lineBreak: false });
    doc.moveDown(0.3);
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`Zone ${bin.zone_code} · Aisle ${bin.aisle || '-'}`, { width: textWidth })
      .text(`Rack ${bin.rack || '-'} · Shelf ${bin.shelf || '-'}`, { width: textWidth })
      .text(bin.capacity === null ? 'No capacity limit' : `Capacity ${bin.capacity}`, {
        width: textWidth,
      });
  }
  if (!bins.length) doc.font('Helvetica').fontSize(12).text('No bins to label.', left, top);
  doc.end();
  return done;
}
