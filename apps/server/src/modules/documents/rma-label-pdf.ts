import { sellerLines, newPdf, type Seller } from './pdf.ts';

export type RmaLabelInput = {
  rmaNumber: string;
  serial: string;
  productName: string;
  customerName: string;
  orderNumber: string;
};

/**
 * The return label of an RMA (printable from filing on): a box to cut out and tape on the parcel,
 * with the shop's return address, the RMA number in large type and as a QR code (the code
 * holds the number itself, so the returns desk scans it to receive the unit), the serial and
 * the product; under it, how to pack and send the device.
 */
export async function renderRmaLabelPdf(
  seller: Seller,
  rma: RmaLabelInput,
  qrPng: (value: string) => Promise<Buffer>,
): Promise<Buffer> {
  const { doc, done, left, width } = newPdf(seller, {
    title: `Return label ${rma.rmaNumber}`,
    subject: 'Return label',
  });
  const top = doc.page.margins.top;
  const boxHeight = 300;
  doc.lineWidth(1).dash(6, { space: 4 }).strokeColor('#495057');
  doc.rect(left, top, width, boxHeight).stroke().undash();

  const pad = 18;
  const qrSize = 150;
  doc.image(await qrPng(rma.rmaNumber), left + width - pad - qrSize, top + pad, {
    width: qrSize,
  });
  const textWidth = width - qrSize - pad * 3;
  doc
    .fillColor('#6c757d')
    .font('Helvetica')
    .fontSize(9)
    .text('FROM', left + pad, top + pad);
  doc.fillColor('#212529').fontSize(11).text(rma.customerName, { width: textWidth });
  doc.moveDown(0.8);
  doc.fillColor('#6c757d').fontSize(9).text('SHIP TO (RETURNS)', { width: textWidth });
  doc.fillColor('#212529').font('Helvetica-Bold').fontSize(14);
  for (const line of sellerLines(seller)) doc.text(line, { width: textWidth });
  doc.font('Helvetica').fontSize(11).text('Attn: Returns department', { width: textWidth });

  doc
    .font('Helvetica-Bold')
    .fontSize(28)
    .fillColor('#212529')
    .text(rma.rmaNumber, left + pad, top + boxHeight - 96, { width: width - pad * 2 });
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`Serial ${rma.serial} · ${rma.productName}`, { width: width - pad * 2 })
    .text(`Order ${rma.orderNumber}`, { width: width - pad * 2 });

  doc.fillColor('#212529').font('Helvetica-Bold').fontSize(13);
  doc.text('How to send it back', left, top + boxHeight + 28, { width });
  doc.font('Helvetica').fontSize(11).moveDown(0.4);
  const steps = [
    `Write ${rma.rmaNumber} on the box, large and clear.`,
    'Pack the device with its accessories, in its original box if you still have it.',
    'Cut out the label above along the dashed line and tape it on the box.',
    'Send the parcel to the address on the label and keep the carrier receipt.',
    'We e-mail you when the device arrives and again once it has been inspected.',
  ];
  steps.forEach((step, i) => doc.text(`${i + 1}. ${step}`, { width }).moveDown(0.2));
  doc.end();
  return done;
}
