import { PDFParse } from 'pdf-parse';

/** The text of a PDF, as a reader would extract it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
